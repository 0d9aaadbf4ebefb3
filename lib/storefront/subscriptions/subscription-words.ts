import type { BillingRule, IntervalUnit } from './billing-projection';
import type { PlanView, ProductView, SubscriptionFlags } from './subscription-view';

/** Subscription facts in words a shopper reads. */

const UNIT_NAMES: Record<IntervalUnit, [string, string]> = {
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  year: ['year', 'years'],
};

export const countOf = (count: number, unit: IntervalUnit) =>
  `${count} ${UNIT_NAMES[unit][count === 1 ? 0 : 1]}`;

/** "every month", "every 3 months". */
export const everyLabel = (count: number, unit: IntervalUnit) =>
  count === 1 ? `every ${UNIT_NAMES[unit][0]}` : `every ${countOf(count, unit)}`;

export const billingPeriodLabel = (billing: BillingRule) => everyLabel(billing.every, billing.unit);

/** How long the plan runs and how it ends (spec 2.5 `end_behavior`). */
export function termLabel(billing: BillingRule): string {
  if (billing.endBehavior === 'roll') return 'Renews until you cancel';
  const payments = Math.ceil(billing.length / billing.every);
  return `Ends after ${countOf(billing.length, billing.unit)} (${payments === 1 ? 'one payment' : `${payments} payments`})`;
}

export const trialLabel = (billing: BillingRule) =>
  billing.trial ? `First ${countOf(billing.trial, billing.unit)} free` : undefined;

/** The plan's flags in words, e.g. "Can be paused · Can't be canceled". */
export function planRulesLabel(plan: PlanView): string {
  return [
    plan.canPause ? 'Can be paused' : "Can't be paused",
    plan.canCancel ? 'can be canceled' : "can't be canceled",
  ].join(', ');
}

export function productPeriodLabel(product: ProductView): string {
  if (!product.period) return 'one-off';
  return product.period.amount === 1
    ? `per ${product.period.unit}`
    : `per ${product.period.amount} ${product.period.unit}s`;
}

export type StatusTone = 'good' | 'paused' | 'ended';

/** The one word for the badge, and its tone. */
export function statusBadge(
  flags: SubscriptionFlags,
  status: 'active' | 'inactive',
): { label: string; tone: StatusTone } {
  if (flags.canceled) return { label: 'Canceled', tone: 'ended' };
  if (flags.closed) return { label: 'Ended', tone: 'ended' };
  if (flags.suspended) return { label: 'Suspended', tone: 'paused' };
  if (flags.paused) return { label: 'Paused', tone: 'paused' };
  return status === 'active' ? { label: 'Active', tone: 'good' } : { label: 'Inactive', tone: 'ended' };
}

/** The status and the state flags (spec 2.6) in words: each flag that is set, or that none is. */
export function flagSentences(flags: SubscriptionFlags, status: 'active' | 'inactive'): string[] {
  const set = [
    flags.paused && 'Paused: nothing is delivered or billed until it resumes.',
    flags.canceled && 'Canceled: canceling is final.',
    flags.closed && 'Closed: the plan ran its full term.',
    flags.suspended && 'Suspended: a payment needs attention.',
  ].filter((sentence): sentence is string => Boolean(sentence));
  return [
    status === 'active' ? 'Active.' : 'Inactive.',
    ...(set.length ? set : ['Not paused, canceled, closed or suspended.']),
  ];
}
