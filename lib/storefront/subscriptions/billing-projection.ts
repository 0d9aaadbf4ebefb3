import { billingStart as scheduleStart, nextBillAfter, type BillingPlan } from '@/lib/commerce/billing';

/**
 * The next invoice of a subscription that has no recorded state yet. The service reports it as
 * `state.meta.invoice_after`, but only once a subscription has been paused, resumed or canceled
 * (spec 2.2 makes `state` optional); for one that never was, it follows from the plan by the
 * contract's billing schedule (lib/commerce/billing.ts), with no pause to shift it.
 */
export type IntervalUnit = BillingPlan['billingIntervalType'];

export interface BillingRule {
  unit: IntervalUnit;
  /** Intervals between bills (`billing_frequency`). */
  every: number;
  /** Intervals before billing starts (`trial_period`). */
  trial?: number;
  /** Intervals the plan runs (`plan_length`). */
  length: number;
  endBehavior: 'close' | 'roll';
}

const schedule = (rule: BillingRule, started: Date) => ({
  start: started,
  pausedMs: 0,
  plan: {
    billingIntervalType: rule.unit,
    billingFrequency: rule.every,
    trialPeriod: rule.trial ?? null,
    planLength: rule.length,
    endBehavior: rule.endBehavior,
  },
});

/** When billing starts: the end of the trial, or the start itself without one. */
export const billingStart = (rule: BillingRule, started: Date) => scheduleStart(schedule(rule, started));

/** The first bill strictly after `now`, or null when a close plan has billed its last. */
export const projectNextInvoice = (rule: BillingRule, started: Date, now: Date) =>
  nextBillAfter(schedule(rule, started), now);

/** When the free trial ends, while it is still running; null otherwise. */
export function trialEndsAt(rule: BillingRule, started: Date, now: Date): Date | null {
  if (!rule.trial) return null;
  const end = billingStart(rule, started);
  return end.getTime() > now.getTime() ? end : null;
}
