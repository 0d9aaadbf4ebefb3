import type { z } from 'zod';
import type { billingIntervalType } from './schemas/subscriptions';

type BillingIntervalType = z.infer<typeof billingIntervalType>;

/**
 * The billing schedule of a subscription (spec 2.5, DESIGN.md §3), computed, never stored. It is
 * part of the contract: the service derives `invoice_after` from it, and the storefront projects
 * the next invoice of a subscription whose `state` the service does not report (spec 2.2 makes it
 * optional):
 *
 * - Billing starts after the trial: `trial_period` intervals of `billing_interval_type` from the
 *   subscription's start (its creation). The first bill falls on that date, then one every
 *   `billing_frequency` intervals.
 * - `close` plans run `plan_length` intervals from the start of billing and bill
 *   ceil(plan_length / billing_frequency) times (the partial payments of the total); `roll` plans
 *   bill on for ever.
 * - Time spent paused does not count: the whole schedule (bills and the end of a close term)
 *   moves on by the length of every pause that has ended.
 * - Months are calendar months in UTC; a day of month that a shorter month lacks becomes its
 *   last day (31 January + 1 month = 28 or 29 February), always counted from the start of
 *   billing so the day does not drift.
 */
export interface BillingPlan {
  billingIntervalType: BillingIntervalType;
  billingFrequency: number;
  trialPeriod: number | null;
  planLength: number;
  endBehavior: 'close' | 'roll';
}

export interface Schedule {
  /** When the subscription started. */
  start: Date;
  plan: BillingPlan;
  /** Milliseconds spent in pauses that have ended. */
  pausedMs: number;
}

const DAY_MS = 86_400_000;
/** The longest length of each unit, so that an estimate of elapsed bills never overshoots. */
const LONGEST_MS: Record<BillingIntervalType, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 31 * DAY_MS,
  year: 366 * DAY_MS,
};

export function addIntervals(from: Date, unit: BillingIntervalType, count: number): Date {
  if (unit === 'day' || unit === 'week')
    return new Date(from.getTime() + count * (unit === 'week' ? 7 : 1) * DAY_MS);
  const monthIndex = from.getUTCMonth() + (unit === 'year' ? 12 * count : count);
  const year = from.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

const shift = (date: Date, ms: number) => new Date(date.getTime() + ms);

export function billingStart({ start, plan }: Schedule): Date {
  return addIntervals(start, plan.billingIntervalType, plan.trialPeriod ?? 0);
}

/** The number of bills of the plan's term (Infinity for `roll`). */
export function billCount(plan: BillingPlan): number {
  return plan.endBehavior === 'close' ? Math.ceil(plan.planLength / plan.billingFrequency) : Infinity;
}

/** The date of bill `index` (0 is the first), pauses included. */
export function billAt(schedule: Schedule, index: number): Date {
  const { plan } = schedule;
  return shift(
    addIntervals(billingStart(schedule), plan.billingIntervalType, index * plan.billingFrequency),
    schedule.pausedMs,
  );
}

/** When a `close` plan's term ends (pauses included); null for `roll`. */
export function termEnd(schedule: Schedule): Date | null {
  const { plan } = schedule;
  if (plan.endBehavior !== 'close') return null;
  return shift(
    addIntervals(billingStart(schedule), plan.billingIntervalType, plan.planLength),
    schedule.pausedMs,
  );
}

/** The first bill strictly after `at`, or null when the term has no bill left. */
export function nextBillAfter(schedule: Schedule, at: Date): Date | null {
  const { plan } = schedule;
  const elapsed = at.getTime() - billingStart(schedule).getTime() - schedule.pausedMs;
  // Start from an estimate that is never past the answer, then step forward.
  let index =
    elapsed <= 0 ? 0 : Math.floor(elapsed / (plan.billingFrequency * LONGEST_MS[plan.billingIntervalType]));
  const count = billCount(plan);
  for (; index < count; index++) {
    const bill = billAt(schedule, index);
    if (bill.getTime() > at.getTime()) return bill;
  }
  return null;
}
