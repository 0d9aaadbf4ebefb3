import type {
  OfferingPlan,
  OfferingProduct,
  Subscription,
  SubscriptionListResponse,
  SubscriptionResponse,
} from '@/lib/commerce/schemas/subscriptions';
import { authorityCard } from '@/lib/commerce/schemas/subscriptions';
import { projectNextInvoice, trialEndsAt, type BillingRule } from './billing-projection';

/**
 * The storefront's own view of a subscription (spec 2.2–2.6), mapped from the service's answer on
 * the server. Plain JSON, so it crosses to the browser as React Query data; dates stay ISO strings
 * and money stays integer minor units until a component formats them for the shopper's locale.
 */
export interface Money {
  amount: number;
  currency: string;
}

export interface PlanView {
  id: string;
  name: string;
  description?: string;
  billing: BillingRule;
  /** The price of one bill, in the subscription's currency. */
  price?: Money;
  /** `base_price_percentage`: a discount on the repeat products. */
  discountPercent?: number;
  canPause: boolean;
  canResume: boolean;
  canCancel: boolean;
}

export interface ProductView {
  id: string;
  name: string;
  description?: string;
  sku?: string;
  image?: string;
  price?: Money;
  /** The period the price applies to; absent for a one-off product. */
  period?: { unit: 'day' | 'month'; amount: number };
}

export interface SubscriptionFlags {
  canceled: boolean;
  paused: boolean;
  closed: boolean;
  suspended: boolean;
}

export interface SubscriptionSummary {
  id: string;
  offeringName: string;
  planId: string;
  planName?: string;
  /** What the plan costs and how often it bills: with the start date, it tells apart two
   * subscriptions of one offering. */
  planPrice?: Money;
  planBilling?: BillingRule;
  /** When it was taken out (ISO 8601). */
  started: string;
  currency: string;
  status: 'active' | 'inactive';
  flags: SubscriptionFlags;
  /** Absent when no bill is pending: canceled, ended, or paused (the schedule moves on when it resumes). */
  nextInvoice?: string;
}

export interface SubscriptionDates {
  started: string;
  trialEnds?: string;
  pausedAt?: string;
  resumedAt?: string;
  canceledAt?: string;
  endDate?: string;
}

export interface SubscriptionDetail extends SubscriptionSummary {
  offeringDescription?: string;
  /** Every plan of the offering, in the service's order; `planId` says which is current. */
  plans: PlanView[];
  products: ProductView[];
  dates: SubscriptionDates;
  card: { cardId?: string; customerId?: string };
}

const optional = <T>(value: T | null | undefined) => value ?? undefined;

function moneyIn(
  currency: string,
  display: { with_tax: { amount: number; currency: string } } | undefined,
  price: Record<string, { amount: number }> | undefined,
): Money | undefined {
  if (display) return { amount: display.with_tax.amount, currency: display.with_tax.currency };
  const value = price?.[currency];
  return value ? { amount: value.amount, currency } : undefined;
}

export function toPlanView(plan: OfferingPlan & { id: string }, currency: string): PlanView {
  const a = plan.attributes;
  return {
    id: plan.id,
    name: a.name,
    description: optional(a.description),
    billing: {
      unit: a.billing_interval_type,
      every: a.billing_frequency,
      trial: optional(a.trial_period),
      length: a.plan_length,
      endBehavior: a.end_behavior,
    },
    // The vendor's place first (the plan's own meta), then the spec's (attributes.meta).
    price: moneyIn(currency, (plan.meta ?? a.meta)?.display_price, (plan.meta ?? a.meta)?.price),
    discountPercent: optional(a.base_price_percentage),
    canPause: a.can_pause,
    canResume: a.can_resume,
    canCancel: a.can_cancel,
  };
}

export function toProductView(
  product: OfferingProduct & { id: string },
  currency: string,
  toUrl: (href: string) => string = (href) => href,
): ProductView {
  const a = product.attributes;
  return {
    id: product.id,
    name: a.name,
    description: optional(a.description),
    sku: optional(a.sku),
    image: a.main_image ? toUrl(a.main_image) : undefined,
    price: moneyIn(currency, a.meta?.display_price, a.price),
    period: optional(a.price_units),
  };
}

const withId = <T extends { id?: string }>(items: readonly T[] | undefined): (T & { id: string })[] =>
  (items ?? []).filter((item): item is T & { id: string } => typeof item.id === 'string');

/**
 * Where the vendor puts a subscription's lifecycle (its top-level `meta`: status, flags, timestamps,
 * `invoice_after`), read first; the spec's places (`attributes`, `state`) when it is absent.
 */
function lifecycleDates(subscription: Subscription) {
  const { meta, attributes } = subscription;
  return {
    created: meta?.timestamps.created_at ?? attributes.meta?.timestamps.created_at,
    pausedAt: meta?.timestamps.paused_at ?? attributes.paused_at,
    resumedAt: meta?.timestamps.resumed_at ?? attributes.resumed_at,
    canceledAt: meta?.timestamps.canceled_at ?? attributes.canceled_at,
    endDate: meta?.timestamps.end_date ?? attributes.end_date,
  };
}

/** Flags from the vendor's meta, else the latest state when there is one, else the subscription's own fields. */
function flagsOf(subscription: Subscription, now: Date): SubscriptionFlags {
  const { state, attributes, meta } = subscription;
  if (meta) {
    const { canceled, paused, closed, suspended } = meta;
    return { canceled, paused, closed, suspended };
  }
  if (state) {
    const { canceled, paused, closed, suspended } = state.meta;
    return { canceled, paused, closed, suspended };
  }
  const canceled = Boolean(attributes.canceled_at);
  const ended = attributes.end_date !== undefined && Date.parse(attributes.end_date) <= now.getTime();
  // No state means never paused, resumed or canceled (lib/service/subscriptions/README.md).
  return { canceled, paused: false, closed: !canceled && ended, suspended: false };
}

function nextInvoiceOf(
  subscription: Subscription,
  flags: SubscriptionFlags,
  plan: PlanView | undefined,
  now: Date,
): string | undefined {
  if (flags.canceled || flags.closed || flags.paused) return undefined;
  if (subscription.meta) return subscription.meta.invoice_after;
  if (subscription.state) return subscription.state.meta.invoice_after;
  if (!plan) return undefined;
  const { created } = lifecycleDates(subscription);
  return created ? projectNextInvoice(plan.billing, new Date(created), now)?.toISOString() : undefined;
}

function summaryOf(
  subscription: Subscription & { id: string },
  plan: PlanView | undefined,
  now: Date,
): SubscriptionSummary {
  const flags = flagsOf(subscription, now);
  return {
    id: subscription.id,
    offeringName: subscription.attributes.offering.attributes.name,
    planId: subscription.attributes.plan_id,
    planName: plan?.name,
    planPrice: plan?.price,
    planBilling: plan?.billing,
    // Every answer has a creation time (vendor or spec); now only stands in for a broken one.
    started: lifecycleDates(subscription).created ?? now.toISOString(),
    currency: subscription.attributes.currency,
    status:
      subscription.meta?.status ??
      subscription.attributes.status ??
      (flags.canceled || flags.paused || flags.closed ? 'inactive' : 'active'),
    flags,
    nextInvoice: nextInvoiceOf(subscription, flags, plan, now),
  };
}

/** The list of an account's subscriptions (`GET …/subscriptions?include=plans`). */
export function toSubscriptionSummaries(
  response: SubscriptionListResponse,
  now: Date,
): SubscriptionSummary[] {
  const plans = withId(response.included?.plans);
  return withId(response.data).map((subscription) => {
    const plan = plans.find((candidate) => candidate.id === subscription.attributes.plan_id);
    return summaryOf(subscription, plan && toPlanView(plan, subscription.attributes.currency), now);
  });
}

/**
 * One subscription with its offering's products and plans (`include=products,plans`); `toUrl` maps
 * the service's picture URLs to ones the browser loads (lib/storefront/catalog/assets.server.ts).
 */
export function toSubscriptionDetail(
  response: SubscriptionResponse,
  now: Date,
  toUrl?: (href: string) => string,
): SubscriptionDetail | null {
  const subscription = response.data;
  if (!subscription.id) return null;
  const { attributes } = subscription;
  const currency = attributes.currency;
  const plans = withId(response.included?.plans).map((plan) => toPlanView(plan, currency));
  const plan = plans.find((candidate) => candidate.id === attributes.plan_id);
  const summary = summaryOf({ ...subscription, id: subscription.id }, plan, now);
  const { started } = summary;
  const dates = lifecycleDates(subscription);
  const trialEnds =
    plan && !summary.flags.canceled ? trialEndsAt(plan.billing, new Date(started), now) : null;
  return {
    ...summary,
    offeringDescription: optional(attributes.offering.attributes.description),
    plans,
    products: withId(response.included?.products).map((product) => toProductView(product, currency, toUrl)),
    dates: {
      started,
      trialEnds: trialEnds?.toISOString(),
      pausedAt: optional(dates.pausedAt),
      resumedAt: optional(dates.resumedAt),
      canceledAt: optional(dates.canceledAt),
      endDate: optional(dates.endDate),
    },
    card: {
      cardId: optional(attributes.payment_authority && authorityCard(attributes.payment_authority).cardId),
      customerId: optional(
        attributes.payment_authority && authorityCard(attributes.payment_authority).customerId,
      ),
    },
  };
}

export const currentPlan = (detail: Pick<SubscriptionDetail, 'plans' | 'planId'>) =>
  detail.plans.find((plan) => plan.id === detail.planId);
