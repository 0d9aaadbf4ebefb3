import type * as wire from '@/lib/commerce/schemas/subscriptions';
import { liveState, type LiveState } from './lifecycle';
import { displayPrice, planPrice } from './pricing';
import type { Database } from '../storage/database';
import {
  latestStates,
  loadOfferings,
  loadSubscribers,
  type OfferingBundle,
  type Subscriber,
} from './subscription-store';
import type { OfferingProductRow, PlanRow, SubscriptionRow, SubscriptionStateRow } from './schema';

/** Turns rows into the resources of spec 2.2–2.6. Display prices are in the subscription's currency. */

const iso = (date: Date) => date.toISOString();
const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  value === null || value === undefined ? {} : ({ [key]: value } as { [P in K]: V });
const timestamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});
const ownedMeta = (row: { owner: 'store' | 'organization'; createdAt: Date; updatedAt: Date }) => ({
  owner: row.owner,
  timestamps: timestamps(row),
});
/** The name of an offering, a product or a plan, as each answers it. */
const naming = (row: { externalRef: string | null; name: string; description: string | null }) => ({
  ...optional('external_ref', row.externalRef),
  name: row.name,
  ...optional('description', row.description),
});

/**
 * The vendor's pricing options are billing terms; here each plan holds its own terms (spec 2.5),
 * so a plan is sold with exactly one pricing option, the plan's terms, under the plan's id (a
 * subscription's `pricing_option_id` is its `plan_id`).
 */
const PRICING_OPTION_TYPE = 'subscription_offering_pricing_option';
const reference =
  <T extends string>(type: T) =>
  (row: { id: string }) => ({ type, id: row.id });
export const pricingOptionRef = reference(PRICING_OPTION_TYPE);
const planRef = reference('subscription_offering_plan');
const productRef = reference('subscription_offering_product');

export function presentOffering({ offering, products, plans }: OfferingBundle): wire.Offering {
  const externalProductRefs = products.flatMap((product) =>
    product.externalRef ? [product.externalRef] : [],
  );
  return {
    id: offering.id,
    type: 'subscription_offering',
    // The vendor's meta: what it calls the offering's plans are the spec's products.
    meta: { ...ownedMeta(offering), external_plan_refs: externalProductRefs },
    attributes: {
      ...naming(offering),
      ...timestamps(offering),
      relationships: { products: { data: products.map(productRef) }, plans: { data: plans.map(planRef) } },
      meta: { ...ownedMeta(offering), external_product_refs: externalProductRefs },
    },
    relationships: {
      plans: { data: plans.map(planRef) },
      pricing_options: { data: plans.map(pricingOptionRef) },
    },
  };
}

/**
 * `serviceBase` is `{base_url}` as the caller reached it: a main image stored as a path below it
 * (a generated demo image) is answered as an absolute URL.
 */
export function presentProduct(
  product: OfferingProductRow,
  currency: string,
  serviceBase: string,
): wire.OfferingProduct {
  const mainImage = product.mainImage?.startsWith('/')
    ? `${serviceBase}${product.mainImage}`
    : product.mainImage;
  return {
    id: product.id,
    type: 'subscription_offering_product',
    attributes: {
      ...naming(product),
      ...optional('sku', product.sku),
      ...optional('main_image', mainImage),
      ...optional('price', product.price),
      ...(product.priceUnit &&
        product.priceUnitAmount && {
          price_units: { unit: product.priceUnit, amount: product.priceUnitAmount },
        }),
      ...timestamps(product),
      meta: { ...ownedMeta(product), ...optional('display_price', displayPrice(product.price, currency)) },
    },
  };
}

/**
 * A plan's billing terms (spec 2.5), which are also its one pricing option's: the plan and the
 * pricing option answer them alike.
 */
function billingTerms(plan: PlanRow) {
  return {
    ...naming(plan),
    billing_interval_type: plan.billingIntervalType,
    billing_frequency: plan.billingFrequency,
    ...optional('trial_period', plan.trialPeriod),
    plan_length: plan.planLength,
    end_behavior: plan.endBehavior,
    can_pause: plan.canPause,
    can_resume: plan.canResume,
    can_cancel: plan.canCancel,
    ...optional('base_price_percentage', plan.basePricePercentage),
    ...optional('fixed_price', plan.fixedPrice),
  };
}

/** One bill of the plan (pricing.ts) and its display price in `currency`, each left out when unknown. */
function pricedIn(plan: PlanRow, products: readonly OfferingProductRow[], currency: string) {
  const price = planPrice(plan, products);
  return { ...optional('price', price), ...optional('display_price', displayPrice(price, currency)) };
}

/** A plan as a plan or as its pricing option, in `currency`, marked active when it is `activePlanId`. */
export type PlanPresenter<T> = (
  plan: PlanRow,
  products: readonly OfferingProductRow[],
  currency: string,
  activePlanId?: string,
) => T;

/** Every plan of the offering as `present` answers it. */
export const presentPlans = <T>(
  { plans, products }: OfferingBundle,
  currency: string,
  present: PlanPresenter<T>,
  activePlanId?: string,
) => plans.map((plan) => present(plan, products, currency, activePlanId));

/** `activePlanId` undefined leaves `meta.active_plan` out (a list answer has no single subscription). */
export const presentPlan: PlanPresenter<wire.OfferingPlan> = (plan, products, currency, activePlanId) => {
  const priced = pricedIn(plan, products, currency);
  const meta = {
    ...ownedMeta(plan),
    ...priced,
    // The vendor's: the price under each pricing option the plan is sold with (its own terms).
    prices: { [plan.id]: priced },
    ...(activePlanId !== undefined && { active_plan: plan.id === activePlanId }),
  };
  return {
    id: plan.id,
    type: 'subscription_offering_plan',
    attributes: {
      ...billingTerms(plan),
      // The vendor's feature configurations: no features are kept here.
      feature_configurations: {},
      ...timestamps(plan),
      meta,
    },
    // Where the vendor puts it; the spec's attributes.meta stays.
    meta,
    relationships: { pricing_options: { data: [pricingOptionRef(plan)] } },
  };
};

/**
 * The vendor's pricing option of a plan: its billing terms, priced as the plan.
 * `activePlanId` undefined leaves `meta.active_pricing_option` out.
 */
export const presentPricingOption: PlanPresenter<wire.OfferingPricingOption> = (
  plan,
  products,
  currency,
  activePlanId,
) => {
  const priced = pricedIn(plan, products, currency);
  return {
    id: plan.id,
    type: PRICING_OPTION_TYPE,
    attributes: { ...billingTerms(plan), ...timestamps(plan) },
    relationships: { plans: { data: [planRef(plan)] } },
    meta: {
      ...ownedMeta(plan),
      prices: { [plan.id]: priced },
      ...priced,
      ...(activePlanId !== undefined && { active_pricing_option: plan.id === activePlanId }),
    },
  };
};

/** A state as it was recorded (the history of `GET …/states`, the answer of `POST …/states`). */
export function presentState(row: SubscriptionStateRow, live?: LiveState): wire.SubscriptionState {
  return {
    id: row.id,
    type: 'subscription_state',
    attributes: { action: row.action },
    meta: {
      created_at: iso(row.createdAt),
      canceled: live?.canceled ?? row.canceled,
      paused: live?.paused ?? row.paused,
      closed: live?.closed ?? row.closed,
      suspended: live?.suspended ?? row.suspended,
      invoice_after: iso(live?.invoiceAfter ?? row.invoiceAfter),
    },
  };
}

function planOf(row: SubscriptionRow, bundle: OfferingBundle): PlanRow {
  const plan = bundle.plans.find((candidate) => candidate.id === row.planId);
  // The composite foreign key (offering_id, plan_id) guarantees it.
  if (!plan) throw new Error(`plan ${row.planId} of subscription ${row.id} is missing from its offering`);
  return plan;
}

/**
 * Spec 2.2. `state` is the latest lifecycle action with its flags and `invoice_after` as they are
 * now (a resumed subscription's next bill moves on as time passes); a subscription that has never
 * been paused, resumed or canceled has no state yet.
 */
export function presentSubscription(
  row: SubscriptionRow,
  bundle: OfferingBundle,
  latest: SubscriptionStateRow | undefined,
  subscriber: Subscriber | undefined,
  now: Date,
): wire.Subscription {
  const live = liveState(row, planOf(row, bundle), now);
  const lifecycleDates = {
    ...optional('canceled_at', row.canceledAt && iso(row.canceledAt)),
    ...optional('paused_at', row.pausedAt && iso(row.pausedAt)),
    ...optional('resumed_at', row.resumedAt && iso(row.resumedAt)),
    ...optional('end_date', live.endDate && iso(live.endDate)),
  };
  return {
    id: row.id,
    type: 'subscription',
    attributes: {
      ...optional('external_ref', row.externalRef),
      account_id: row.accountId,
      name: subscriber?.name ?? '',
      email: subscriber?.email ?? '',
      offering: presentOffering(bundle),
      // The vendor's pricing option (billing terms) is the spec's plan here.
      pricing_option_id: row.planId,
      plan_id: row.planId,
      currency: row.currency,
      payment_authority: row.paymentAuthority,
      meta: ownedMeta(row),
      ...lifecycleDates,
      status: live.status,
    },
    ...(latest && { state: presentState(latest, live) }),
    meta: {
      owner: row.owner,
      status: live.status,
      canceled: live.canceled,
      paused: live.paused,
      closed: live.closed,
      suspended: live.suspended,
      // Nothing here waits to go live, and invoices are not paid by hand.
      pending: false,
      manual_payments: false,
      first_invoice_prepaid: false,
      invoice_after: iso(live.invoiceAfter),
      timestamps: { ...timestamps(row), ...lifecycleDates },
    },
  };
}

/** An offering and the currency its plans and products are priced in. */
export interface PricedBundle {
  bundle: OfferingBundle;
  currency: string;
}

/**
 * `included` of spec 4.1 and of the vendor's offering reads: the products, plans and pricing
 * options of each offering given (and its features: none are kept, so an empty list).
 * `activePlanId` marks one subscription's plan; undefined leaves the marks out.
 */
export function presentIncluded(
  includes: ReadonlySet<string>,
  offered: readonly PricedBundle[],
  serviceBase: string,
  activePlanId?: string,
) {
  if (includes.size === 0) return undefined;
  const plansAs = <T>(present: PlanPresenter<T>) =>
    offered.flatMap(({ bundle, currency }) => presentPlans(bundle, currency, present, activePlanId));
  return {
    ...(includes.has('products') && {
      products: offered.flatMap(({ bundle, currency }) =>
        bundle.products.map((product) => presentProduct(product, currency, serviceBase)),
      ),
    }),
    ...(includes.has('plans') && { plans: plansAs(presentPlan) }),
    ...(includes.has('pricing_options') && { pricing_options: plansAs(presentPricingOption) }),
    ...(includes.has('features') && { features: [] }),
  };
}

/**
 * Spec 4.1's subscriptions for rows (one, or a page of a listing) with their `included`: each
 * offering once, priced in the currency of the first subscription on it. `activePlanId`: see
 * presentIncluded.
 */
export async function subscriptionsDocument(
  db: Database,
  rows: readonly SubscriptionRow[],
  includes: ReadonlySet<wire.SubscriptionInclude>,
  serviceBase: string,
  activePlanId?: string,
): Promise<Omit<wire.SubscriptionListResponse, 'meta'>> {
  const ids = (column: 'offeringId' | 'id' | 'accountId') => rows.map((row) => row[column]);
  const [bundles, states, subscribers] = await Promise.all([
    loadOfferings(db, ids('offeringId')),
    latestStates(db, ids('id')),
    loadSubscribers(db, ids('accountId')),
  ]);
  const offered = new Map<string, PricedBundle>();
  for (const row of rows) {
    const bundle = bundles.get(row.offeringId);
    // The foreign key guarantees the offering; its absence is a broken database, not a client error.
    if (!bundle) throw new Error(`offering ${row.offeringId} of a subscription is missing`);
    if (!offered.has(row.offeringId)) offered.set(row.offeringId, { bundle, currency: row.currency });
  }
  const now = new Date();
  const data = rows.map((row) =>
    presentSubscription(
      row,
      offered.get(row.offeringId)!.bundle,
      states.get(row.id),
      subscribers.get(row.accountId),
      now,
    ),
  );
  const included = presentIncluded(includes, [...offered.values()], serviceBase, activePlanId);
  return { data, ...(included && { included }) };
}

/** The answer of spec 4.1 (also of 4.2) for one subscription row: its plan is the active one. */
export async function subscriptionDocument(
  db: Database,
  row: SubscriptionRow,
  includes: ReadonlySet<wire.SubscriptionInclude>,
  serviceBase: string,
): Promise<wire.SubscriptionResponse> {
  const { data, included } = await subscriptionsDocument(db, [row], includes, serviceBase, row.planId);
  return { data: data[0]!, ...(included && { included }) };
}
