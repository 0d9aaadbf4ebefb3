import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  subscriptionStateListResponse,
  subscriptionStateRequest,
} from '@/lib/commerce/schemas/subscriptions';
import { accountOrAdmin } from '../auth/middleware';
import { unprocessable } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { applyAction, liveState, refusal } from './lifecycle';
import { subscriptionPath } from './params';
import { presentState } from './subscription-view';
import { findPlan, listStates, requireSubscription } from './subscription-store';
import { PATHS } from './paths';
import { subscriptionStates, subscriptions } from './schema';

const listRoute = defineRoute({
  method: 'get',
  path: PATHS.states,
  summary: "A subscription's lifecycle states, oldest first",
  access: accountOrAdmin,
  request: { params: subscriptionPath },
  responses: { 200: json(subscriptionStateListResponse, 'Every state the subscription has been through') },
});

const createStateRoute = defineRoute({
  method: 'post',
  path: PATHS.states,
  summary: 'Pause, resume or cancel a subscription (DESIGN.md §3)',
  access: accountOrAdmin,
  request: { params: subscriptionPath, body: subscriptionStateRequest },
  responses: {
    204: { description: 'The state changed (as the vendor documents it: no body); read it at GET …/states' },
    422: {
      description: 'The plan forbids the action or the subscription cannot take it now; nothing changed',
    },
  },
});

export const stateRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { subscription_uuid: id } = c.req.valid('param');
    const { db } = c.var.deps.storage;
    const row = await requireSubscription(db, c.var.principal, id);
    const states = await listStates(db, row.id);
    return c.json({ data: states.map((state) => presentState(state)) }, 200);
  })
  .openapi(createStateRoute, async (c) => {
    const { subscription_uuid: id } = c.req.valid('param');
    const { action } = c.req.valid('json').data.attributes;
    const { db } = c.var.deps.storage;

    // The row lock serializes state changes of one subscription: of two parallel pauses the
    // second sees the first one's result and is refused (422), never applied twice.
    await db.transaction(async (tx) => {
      const current = await requireSubscription(tx, c.var.principal, id, { forUpdate: true });
      const plan = await findPlan(tx, current.offeringId, current.planId);
      if (!plan) throw new Error(`plan ${current.planId} of subscription ${current.id} is missing`);
      const now = new Date();
      const reason = refusal(action, current, plan, now);
      if (reason) throw unprocessable(reason, { action });

      const next = applyAction(action, current, now);
      await tx
        .update(subscriptions)
        .set({
          paused: next.paused,
          pausedAt: next.pausedAt,
          resumedAt: next.resumedAt,
          canceledAt: next.canceledAt,
          pausedMs: next.pausedMs,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, current.id));
      const { canceled, paused, closed, suspended, invoiceAfter } = liveState(next, plan, now);
      await tx.insert(subscriptionStates).values({
        id: randomUUID(),
        subscriptionId: current.id,
        action,
        canceled,
        paused,
        closed,
        suspended,
        invoiceAfter,
        createdAt: now,
      });
    });
    return c.body(null, 204);
  });
