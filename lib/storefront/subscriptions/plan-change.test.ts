import { describe, expect, it } from 'vitest';
import { monthlyAverage, planChange } from './plan-change';
import type { PlanView } from './subscription-view';

const plan = (id: string, amount: number | undefined, billing: Partial<PlanView['billing']>): PlanView => ({
  id,
  name: id,
  billing: { unit: 'month', every: 1, length: 12, endBehavior: 'roll', ...billing },
  price: amount === undefined ? undefined : { amount, currency: 'USD' },
  canPause: true,
  canResume: true,
  canCancel: true,
});

describe('planChange', () => {
  it('compares plans billed over different periods by their average per month', () => {
    const monthly = plan('monthly', 3900, {});
    const quarterly = plan('quarterly', 10530, { every: 3 });
    expect(planChange(monthly, quarterly).monthly).toEqual({
      from: { amount: 3900, currency: 'USD' },
      to: { amount: 3510, currency: 'USD' },
      direction: 'less',
    });
    expect(planChange(quarterly, monthly).monthly?.direction).toBe('more');
  });

  it('counts weeks, days and years against a 30-day month', () => {
    expect(monthlyAverage(plan('fortnightly', 1400, { unit: 'week', every: 2 }))).toEqual({
      amount: 3000,
      currency: 'USD',
    });
    expect(monthlyAverage(plan('annual', 36000, { unit: 'year' }))).toEqual({
      amount: 3000,
      currency: 'USD',
    });
    expect(monthlyAverage(plan('daily', 100, { unit: 'day' }))).toEqual({ amount: 3000, currency: 'USD' });
  });

  it('leaves the average out when a plan has no price', () => {
    expect(planChange(plan('a', 3900, {}), plan('b', undefined, {})).monthly).toBeUndefined();
  });
});
