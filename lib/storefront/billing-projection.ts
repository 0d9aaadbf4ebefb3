/**
 * The billing schedule of a plan, projected for a subscription that has no recorded state yet.
 *
 * The service reports the next bill as `state.meta.invoice_after`, but only once a subscription
 * has been paused, resumed or canceled (spec 2.2 makes `state` optional). For one that never was,
 * the schedule follows from its plan alone, by the rules the service documents (spec 2.5,
 * DESIGN.md §3, lib/service/subscriptions/README.md): billing starts `trial_period` intervals
 * after the start, then a bill every `billing_frequency` intervals; a `close` plan bills
 * ceil(plan_length / billing_frequency) times, a `roll` plan for ever. Months are calendar months in
 * UTC, a missing day of month becoming the month's last day. Pauses never happened, so nothing shifts.
 */
export type IntervalUnit = 'day' | 'week' | 'month' | 'year';

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

const DAY_MS = 86_400_000;
/** The longest length of each unit, so the first estimate of bills already due never overshoots. */
const LONGEST_MS: Record<IntervalUnit, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 31 * DAY_MS, year: 366 * DAY_MS };

export function addIntervals(from: Date, unit: IntervalUnit, count: number): Date {
  if (unit === 'day' || unit === 'week') return new Date(from.getTime() + count * (unit === 'week' ? 7 : 1) * DAY_MS);
  const monthIndex = from.getUTCMonth() + (unit === 'year' ? 12 * count : count);
  const year = from.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(from.getUTCDate(), lastDay), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()),
  );
}

/** When billing starts: the end of the trial, or the start itself without one. */
export const billingStart = (rule: BillingRule, started: Date) => addIntervals(started, rule.unit, rule.trial ?? 0);

/** The first bill strictly after `now`, or null when a close plan has billed its last. */
export function projectNextInvoice(rule: BillingRule, started: Date, now: Date): Date | null {
  const first = billingStart(rule, started);
  const count = rule.endBehavior === 'close' ? Math.ceil(rule.length / rule.every) : Infinity;
  const elapsed = now.getTime() - first.getTime();
  let index = elapsed <= 0 ? 0 : Math.floor(elapsed / (rule.every * LONGEST_MS[rule.unit]));
  for (; index < count; index++) {
    const bill = addIntervals(first, rule.unit, index * rule.every);
    if (bill.getTime() > now.getTime()) return bill;
  }
  return null;
}

/** When the free trial ends, while it is still running; null otherwise. */
export function trialEndsAt(rule: BillingRule, started: Date, now: Date): Date | null {
  if (!rule.trial) return null;
  const end = billingStart(rule, started);
  return end.getTime() > now.getTime() ? end : null;
}
