import { randomUUID } from 'node:crypto';
import type { SubscriptionItemRequest } from '@/lib/commerce/schemas/carts';
import type { Database } from '../storage/database';
import { loadOfferings, type OfferingBundle } from '../subscriptions/subscription-store';
import { planPrice } from '../subscriptions/pricing';
import type { AddContext, CartWorkspace } from './cart-workspace';
import { ItemFailure, itemNotFound, itemRule } from './item-failure';
import { subscriptionMergeKey } from './merge-key';
import type { SubscriptionDetails } from './model';

/** The offerings a request's subscription items name, read once each before the cart is locked. */
export async function lookUpOfferings(
  db: Database,
  items: readonly { type: string; id?: string }[],
): Promise<Map<string, OfferingBundle>> {
  const ids = items.flatMap((item) =>
    item.type === 'subscription_item' && item.id ? [item.id.toLowerCase()] : [],
  );
  return loadOfferings(db, ids);
}

/**
 * The vendor's "Add Subscription to Cart" (cart_checkout.yaml): the plan must be one of the
 * offering's, and its pricing option, when named, the plan's own (either alone names both) (each plan is sold under one
 * pricing option, its terms, under the plan's id: subscription-view.ts). The line costs one bill of
 * the plan, the price of the first billing period, in the cart's currency (400 when the plan has no
 * price in it, as for a product). A line is one subscription: a quantity other than 1, or a plan
 * already in the cart, is 422, so paying the order makes exactly the subscriptions the cart shows.
 */
export function addSubscriptionLine(
  ws: CartWorkspace,
  request: SubscriptionItemRequest,
  offerings: Map<string, OfferingBundle>,
  ctx: AddContext,
): void {
  const bundle = offerings.get(request.id.toLowerCase());
  if (!bundle) throw itemNotFound(`No subscription offering ${request.id}`);
  const { plan: named, pricing_option: pricingOptionId } = request.subscription_configuration;
  // The schema holds one of the two; a pricing option alone names its plan (the same id here).
  const planId = (named ?? pricingOptionId)!;
  const plan = bundle.plans.find((candidate) => candidate.id === planId.toLowerCase());
  if (!plan)
    throw itemRule(`${planId} is not a plan of the offering ${bundle.offering.name}`, {
      field: `subscription_configuration.${named !== undefined ? 'plan' : 'pricing_option'}`,
    });
  if (pricingOptionId !== undefined && pricingOptionId.toLowerCase() !== plan.id)
    throw itemRule(
      `${pricingOptionId} is not a pricing option of the plan ${plan.name}: its one pricing option is ${plan.id}`,
      { field: 'subscription_configuration.pricing_option' },
    );
  if (request.quantity !== 1)
    throw itemRule(`a subscription item is one subscription: its quantity is 1, not ${request.quantity}`, {
      field: 'quantity',
    });
  const price = planPrice(plan, bundle.products) ?? {};
  if (!price[ws.currency])
    throw new ItemFailure(400, `${plan.name} of ${bundle.offering.name} has no price in ${ws.currency}`, {
      currency: ws.currency,
    });
  const mergeKey = subscriptionMergeKey(bundle.offering.id, plan.id);
  if (ws.findLine(mergeKey))
    throw itemRule(`${bundle.offering.name} (${plan.name}) is already in the cart`, {
      field: 'subscription_configuration.plan',
    });

  const subscription: SubscriptionDetails = {
    offering_id: bundle.offering.id,
    name: bundle.offering.name,
    description: bundle.offering.description ?? '',
    plan_id: plan.id,
    plan_name: plan.name,
    price,
  };
  ws.requireRoom(1, `${bundle.offering.name} (${plan.name})`);
  ws.insertLine({
    id: randomUUID(),
    kind: 'subscription_item',
    mergeKey,
    productId: null,
    subscription,
    quantity: 1,
    customInputs: {},
    bundle: null,
    shippingGroupId: null,
    taxes: [],
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
}
