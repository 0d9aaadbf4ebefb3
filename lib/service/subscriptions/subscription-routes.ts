import { eq, sql } from 'drizzle-orm';
import { parseFilter } from '@/lib/commerce/filter';
import * as wire from '@/lib/commerce/schemas/subscriptions';
import { uuid } from '@/lib/commerce/schemas/common';
import { accountOrAdmin } from '../auth/middleware';
import { serviceBase } from '../http/base-url';
import { badRequest, requirePathId, ServiceError, unprocessable } from '../http/errors';
import { listMeta, pageFrom } from '../http/paging';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { includeQuery, listQuery, parseIncludes, subscriptionPath } from './params';
import { PATHS } from './paths';
import { requireOwnPaymentMethods } from './payment-methods';
import { subscriptions } from './schema';
import { findPlan, listVisibleSubscriptions, offeringName, requireSubscription } from './subscription-store';
import { subscriptionDocument, subscriptionsDocument } from './subscription-view';

/** The subscription itself (spec 4.1, 4.2): read one, list them, update one. */

const getRoute = defineRoute({
  method: 'get',
  path: PATHS.one,
  summary: 'Get a subscription (spec 4.1)',
  access: accountOrAdmin,
  request: { params: subscriptionPath, query: includeQuery },
  responses: { 200: json(wire.subscriptionResponse, 'The subscription') },
});

const listRoute = defineRoute({
  method: 'get',
  path: PATHS.collection,
  summary: "List subscriptions: an account's own, or all for an administrator",
  access: accountOrAdmin,
  request: { query: listQuery },
  responses: { 200: json(wire.subscriptionListResponse, 'A page of subscriptions') },
});

/** `filter=eq(account_id,…)` (DESIGN.md §3) is the one filter of the listing; conditions all hold. */
function accountFilter(filter: string | undefined): string[] {
  if (filter === undefined) return [];
  const fail = (detail: string) =>
    new ServiceError(400, `filter: ${detail}`, 'Invalid query parameter', {
      field: 'filter',
      in: 'query parameter',
    });
  const parsed = parseFilter(filter, { eq: ['account_id'], in: [], multiValueEq: [] });
  if (!parsed.ok) throw fail(parsed.message);
  const accountIds = parsed.conditions.map((condition) => condition.values[0] ?? '');
  if (accountIds.some((id) => !uuid.safeParse(id).success)) throw fail('account_id must be a UUID');
  return accountIds;
}

const updateRoute = (path: string) =>
  defineRoute({
    method: 'put',
    path,
    summary: 'Update a subscription: change its plan or its payment authority (spec 4.2)',
    access: accountOrAdmin,
    request: { params: subscriptionPath, query: includeQuery, body: wire.updateSubscriptionRequest },
    responses: {
      200: json(wire.subscriptionResponse, 'The updated subscription, as spec 4.1 answers it'),
      404: {
        description:
          'No such subscription, or the payment authority names a card or customer that is not the account\u2019s',
      },
      422: {
        description: 'The plan is not one of the offering\u2019s plans, or the subscription is canceled',
      },
    },
  });

const gatewayFamily = (authority: wire.PaymentAuthority) =>
  authority.type === 'authorize_net' ? 'authorize_net' : 'card';

/**
 * Fields left out keep their value (a new card keeps the customer) while the gateway stays the same,
 * under either of its names; the type becomes the one sent. Another gateway replaces the authority.
 */
const mergeAuthority = (
  current: wire.PaymentAuthority,
  sent: wire.PaymentAuthority,
): wire.PaymentAuthority =>
  gatewayFamily(current) === gatewayFamily(sent) ? ({ ...current, ...sent } as wire.PaymentAuthority) : sent;

export const subscriptionResourceRoutes = createRouter()
  .openapi(getRoute, async (c) => {
    const { subscription_uuid: id } = c.req.valid('param');
    const includes = parseIncludes(c.req.valid('query').include);
    const { db } = c.var.deps.storage;
    const row = await requireSubscription(db, c.var.principal, id);
    return c.json(await subscriptionDocument(db, row, includes, serviceBase(c)), 200);
  })
  .openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { db } = c.var.deps.storage;
    const page = await pageFrom(db, query);
    const { rows, total } = await listVisibleSubscriptions(db, c.var.principal, {
      accountIds: accountFilter(query.filter),
      ...page,
    });
    const document = await subscriptionsDocument(db, rows, parseIncludes(query.include), serviceBase(c));
    return c.json({ ...document, meta: listMeta(total, page) }, 200);
  });

/** Served at both update paths (PATHS.oneAsSpecified). */
for (const path of [PATHS.one, PATHS.oneAsSpecified]) {
  subscriptionResourceRoutes.openapi(updateRoute(path), async (c) => {
    const { subscription_uuid: id } = c.req.valid('param');
    const { data } = c.req.valid('json');
    requirePathId(data.id, id, {
      anyCase: true,
      detail: `data.id (${data.id}) must be the id of the subscription in the path (${id})`,
    });
    const {
      plan_id: specPlanId,
      pricing_option_id: pricingOptionId,
      payment_authority: paymentAuthority,
    } = data.attributes;
    // The vendor's pricing option is the spec's plan here: either name changes it, both must agree.
    if (specPlanId && pricingOptionId && specPlanId.toLowerCase() !== pricingOptionId.toLowerCase())
      throw badRequest(
        `data.attributes.pricing_option_id (${pricingOptionId}) and plan_id (${specPlanId}) name the same plan here and must be equal`,
        { field: 'data.attributes.pricing_option_id' },
      );
    const planId = specPlanId ?? pricingOptionId;
    const { db } = c.var.deps.storage;

    // Locked for the whole change, so a concurrent update or state change cannot interleave.
    const row = await db.transaction(async (tx) => {
      const current = await requireSubscription(tx, c.var.principal, id, { forUpdate: true });
      if (current.canceledAt)
        throw unprocessable(
          'The subscription is canceled, and canceling is final: it can no longer be changed',
        );
      if (planId && !(await findPlan(tx, current.offeringId, planId))) {
        const offering = await offeringName(tx, current.offeringId);
        throw unprocessable(
          `The plan ${planId} is not one of the plans of the subscription's offering "${offering}"`,
          { field: specPlanId ? 'data.attributes.plan_id' : 'data.attributes.pricing_option_id' },
        );
      }
      if (paymentAuthority) await requireOwnPaymentMethods(tx, current.accountId, paymentAuthority);
      const [updated] = await tx
        .update(subscriptions)
        .set({
          ...(planId && { planId: planId.toLowerCase() }),
          // Fields left out keep their value: updating the card does not forget the customer.
          ...(paymentAuthority && {
            paymentAuthority: mergeAuthority(current.paymentAuthority, paymentAuthority),
          }),
          updatedAt: sql`now()`,
        })
        .where(eq(subscriptions.id, current.id))
        .returning();
      return updated ?? current;
    });
    return c.json(
      await subscriptionDocument(db, row, parseIncludes(c.req.valid('query').include), serviceBase(c)),
      200,
    );
  });
}
