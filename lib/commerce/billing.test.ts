import { describe, expect, it } from 'vitest';
import {
  addIntervals,
  billAt,
  billCount,
  nextBillAfter,
  termEnd,
  type BillingPlan,
  type Schedule,
} from './billing';

const at = (iso: string) => new Date(iso);
const monthly: BillingPlan = {
  billingIntervalType: 'month',
  billingFrequency: 1,
  trialPeriod: null,
  planLength: 12,
  endBehavior: 'roll',
};

describe('addIntervals', () => {
  it('keeps the day of month, clamped to the last day of a shorter month', () => {
    expect(addIntervals(at('2025-01-31T10:00:00Z'), 'month', 1).toISOString()).toBe(
      '2025-02-28T10:00:00.000Z',
    );
    expect(addIntervals(at('2024-01-31T10:00:00Z'), 'month', 1).toISOString()).toBe(
      '2024-02-29T10:00:00.000Z',
    );
    expect(addIntervals(at('2025-01-31T10:00:00Z'), 'month', 2).toISOString()).toBe(
      '2025-03-31T10:00:00.000Z',
    );
    expect(addIntervals(at('2025-11-15T00:00:00Z'), 'month', 3).toISOString()).toBe(
      '2026-02-15T00:00:00.000Z',
    );
    expect(addIntervals(at('2024-02-29T00:00:00Z'), 'year', 1).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
  });

  it('counts days and weeks as whole days', () => {
    expect(addIntervals(at('2025-03-01T12:00:00Z'), 'day', 30).toISOString()).toBe(
      '2025-03-31T12:00:00.000Z',
    );
    expect(addIntervals(at('2025-03-01T12:00:00Z'), 'week', 2).toISOString()).toBe(
      '2025-03-15T12:00:00.000Z',
    );
  });
});

describe('the billing schedule', () => {
  it('bills at the start, then every billing_frequency intervals, counted from the start so the day does not drift', () => {
    const schedule: Schedule = { start: at('2025-01-31T00:00:00Z'), plan: monthly, pausedMs: 0 };
    expect(billAt(schedule, 0).toISOString()).toBe('2025-01-31T00:00:00.000Z');
    expect(billAt(schedule, 1).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(billAt(schedule, 2).toISOString()).toBe('2025-03-31T00:00:00.000Z');
    expect(nextBillAfter(schedule, at('2025-03-01T00:00:00Z'))?.toISOString()).toBe(
      '2025-03-31T00:00:00.000Z',
    );
    expect(nextBillAfter(schedule, at('2025-03-31T00:00:00Z'))?.toISOString()).toBe(
      '2025-04-30T00:00:00.000Z',
    );
  });

  it('starts billing after the trial', () => {
    const plan: BillingPlan = {
      billingIntervalType: 'week',
      billingFrequency: 2,
      trialPeriod: 2,
      planLength: 26,
      endBehavior: 'roll',
    };
    const schedule: Schedule = { start: at('2025-06-01T00:00:00Z'), plan, pausedMs: 0 };
    expect(nextBillAfter(schedule, at('2025-06-03T00:00:00Z'))?.toISOString()).toBe(
      '2025-06-15T00:00:00.000Z',
    );
    expect(nextBillAfter(schedule, at('2025-06-15T00:00:00Z'))?.toISOString()).toBe(
      '2025-06-29T00:00:00.000Z',
    );
  });

  it('moves every bill on by the time spent paused', () => {
    const schedule: Schedule = { start: at('2025-01-10T00:00:00Z'), plan: monthly, pausedMs: 5 * 86_400_000 };
    expect(nextBillAfter(schedule, at('2025-02-11T00:00:00Z'))?.toISOString()).toBe(
      '2025-02-15T00:00:00.000Z',
    );
  });

  it('gives a close plan ceil(plan_length / billing_frequency) bills and an end, and nothing after', () => {
    const plan: BillingPlan = {
      billingIntervalType: 'month',
      billingFrequency: 5,
      trialPeriod: 1,
      planLength: 12,
      endBehavior: 'close',
    };
    const schedule: Schedule = { start: at('2025-01-01T00:00:00Z'), plan, pausedMs: 0 };
    expect(billCount(plan)).toBe(3);
    expect(termEnd(schedule)?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(nextBillAfter(schedule, at('2025-01-15T00:00:00Z'))?.toISOString()).toBe(
      '2025-02-01T00:00:00.000Z',
    );
    expect(nextBillAfter(schedule, at('2025-07-01T00:00:00Z'))?.toISOString()).toBe(
      '2025-12-01T00:00:00.000Z',
    );
    expect(nextBillAfter(schedule, at('2025-12-01T00:00:00Z'))).toBeNull();
    expect(termEnd({ ...schedule, plan: monthly })).toBeNull();
    expect(billCount(monthly)).toBe(Infinity);
  });

  it('finds the next bill of a long-running daily plan without walking every day', () => {
    const plan: BillingPlan = {
      billingIntervalType: 'day',
      billingFrequency: 1,
      trialPeriod: null,
      planLength: 1,
      endBehavior: 'roll',
    };
    const schedule: Schedule = { start: at('2000-01-01T06:00:00Z'), plan, pausedMs: 0 };
    expect(nextBillAfter(schedule, at('2025-05-05T12:00:00Z'))?.toISOString()).toBe(
      '2025-05-06T06:00:00.000Z',
    );
  });
});
