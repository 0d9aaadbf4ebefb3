import { eq, sql } from 'drizzle-orm';
import {
  subscriptionResponse,
  updateSubscriptionRequest,
  type PaymentAuthority,
} from '@/lib/commerce/schemas/subscriptions';
import { allow } from '../auth/middleware';
import { badRequest, unprocessable } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { includeQuery, parseIncludes, subscriptionPath } from './params';
import { findPlan, offeringName, requireSubscription } from './subscription-store';
import { requireOwnPaymentMethods } from './payment-methods';
import { serviceBase } from '../http/base-url';
import { PATHS } from './paths';
import { subscriptionDocument } from './subscription-view';
import { subscriptions } from './schema';

const updateRoute = (path: string) =>
  defineRoute({
    method: 'put',
    path,
    summary: 'Update a subscription: change its plan or its payment authority (spec 4.2)',
    access: allow('account', 'admin'),
    request: { params: subscriptionPath, query: includeQuery, body: updateSubscriptionRequest },
    responses: {
      200: json(subscriptionResponse, 'The updated subscription, as spec 4.1 answers it'),
      404: {
        description:
          'No such subscription, or the payment authority names a card or customer that is not the account\u2019s',
      },
      422: {
        description: 'The plan is not one of the offering\u2019s plans, or the subscription is canceled',
      },
    },
  });

const gatewayFamily = (authority: PaymentAuthority) =>
  authority.type === 'authorize_net' ? 'authorize_net' : 'card';

/**
 * Fields left out keep their value (a new card keeps the customer) while the gateway stays the same,
 * under either of its names; the type becomes the one sent. Another gateway replaces the authority.
 */
const mergeAuthority = (current: PaymentAuthority, sent: PaymentAuthority): PaymentAuthority =>
  gatewayFamily(current) === gatewayFamily(sent) ? ({ ...current, ...sent } as PaymentAuthority) : sent;

/** Served at both update paths (PATHS.oneAsSpecified). */
export const updateRoutes = createRouter();

for (const path of [PATHS.one, PATHS.oneAsSpecified]) {
  updateRoutes.openapi(updateRoute(path), async (c) => {
    const { subscription_uuid: id } = c.req.valid('param');
    const { data } = c.req.valid('json');
    if (data.id.toLowerCase() !== id.toLowerCase()) {
      throw badRequest(`data.id (${data.id}) must be the id of the subscription in the path (${id})`, {
        field: 'data.id',
      });
    }
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
