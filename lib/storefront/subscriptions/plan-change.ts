import type { IntervalUnit } from './billing-projection';
import type { Money, PlanView } from './subscription-view';

/**
 * What switching plans does to the price, for the confirmation. Plans bill over different periods
 * (every month, every 3 months, once a year), so besides each plan's price per bill the change is
 * also put as an average per month, which is comparable.
 */
export interface PlanChange {
  from: PlanView;
  to: PlanView;
  /** Average per month, in minor units (rounded), when both plans have a price in the same currency. */
  monthly?: { from: Money; to: Money; direction: 'more' | 'less' | 'same' };
}

/** A month counts 30 days and a year 12 months, as the service counts repeat products (README). */
const MONTHS_PER_UNIT: Record<IntervalUnit, number> = { day: 1 / 30, week: 7 / 30, month: 1, year: 12 };

export function monthlyAverage(plan: PlanView): Money | undefined {
  if (!plan.price) return undefined;
  const months = plan.billing.every * MONTHS_PER_UNIT[plan.billing.unit];
  return { amount: Math.round(plan.price.amount / months), currency: plan.price.currency };
}

export function planChange(from: PlanView, to: PlanView): PlanChange {
  const before = monthlyAverage(from);
  const after = monthlyAverage(to);
  if (!before || !after || before.currency !== after.currency) return { from, to };
  const direction = after.amount > before.amount ? 'more' : after.amount < before.amount ? 'less' : 'same';
  return { from, to, monthly: { from: before, to: after, direction } };
}
