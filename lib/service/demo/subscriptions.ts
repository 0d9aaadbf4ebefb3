import { z } from 'zod';
import { externalRef, price, uuid } from '@/lib/commerce/schemas/common';
import {
  billingIntervalType,
  offeringPlan,
  offeringProduct,
  paymentAuthority,
  subscriptionAction,
} from '@/lib/commerce/schemas/subscriptions';
import records from './subscriptions.json';

/**
 * The demo offerings and subscriptions (DESIGN.md §2), as data in subscriptions.json, held to this
 * schema (built from the contract's) when it is loaded. Ids are fixed (demo/subscription-ids.ts
 * names them for tests); dates are counted back from the moment of seeding, so that the trials are
 * running and the next bills lie ahead. Fields are the columns' (subscriptions/schema.ts).
 */

const productAttributes = offeringProduct.shape.attributes.shape;
const planAttributes = offeringPlan.shape.attributes.shape;

const offeringSeed = z.strictObject({
  id: uuid,
  name: z.string().min(3),
  description: z.string().optional(),
  externalRef,
});

const productSeed = z.strictObject({
  id: uuid,
  offeringId: uuid,
  name: productAttributes.name,
  description: productAttributes.description,
  sku: z.string().min(1),
  externalRef,
  price,
  priceUnit: productAttributes.price_units.unwrap().shape.unit.optional(),
  priceUnitAmount: z.int().min(1).optional(),
});

const planSeed = z.strictObject({
  id: uuid,
  offeringId: uuid,
  name: planAttributes.name,
  externalRef,
  description: planAttributes.description,
  billingIntervalType,
  billingFrequency: planAttributes.billing_frequency,
  trialPeriod: planAttributes.trial_period,
  planLength: planAttributes.plan_length,
  endBehavior: planAttributes.end_behavior,
  canPause: planAttributes.can_pause,
  canResume: planAttributes.can_resume,
  canCancel: planAttributes.can_cancel,
  basePricePercentage: planAttributes.base_price_percentage,
  fixedPrice: planAttributes.fixed_price,
});

const subscriptionSeed = z.strictObject({
  id: uuid,
  accountId: uuid,
  offeringId: uuid,
  planId: uuid,
  currency: z.enum(['USD', 'EUR', 'GBP']),
  paymentAuthority,
  externalRef: externalRef.optional(),
  startedDaysAgo: z.int().min(0),
  /** Lifecycle actions replayed in order, each with its fixed state id. */
  history: z.array(z.strictObject({ id: uuid, action: subscriptionAction, daysAgo: z.int().min(0) })),
});
export type SubscriptionSeed = z.infer<typeof subscriptionSeed>;

const demoSubscriptionRecords = z.strictObject({
  offerings: z.array(
    z.strictObject({ offering: offeringSeed, products: z.array(productSeed), plans: z.array(planSeed) }),
  ),
  subscriptions: z.array(subscriptionSeed),
});

const demo = demoSubscriptionRecords.parse(records);

export const DEMO_OFFERING_SEEDS = demo.offerings;
export const DEMO_SUBSCRIPTION_SEEDS: SubscriptionSeed[] = demo.subscriptions;
