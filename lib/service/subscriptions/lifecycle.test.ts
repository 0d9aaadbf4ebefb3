import { describe, expect, it } from 'vitest';
import { applyAction, liveState, refusal, type LifecycleFields, type LifecyclePlan } from './lifecycle';

const DAY_MS = 86_400_000;
const start = new Date('2025-01-01T00:00:00Z');
const day = (n: number) => new Date(start.getTime() + n * DAY_MS);
const fresh: LifecycleFields = {
  createdAt: start,
  paused: false,
  pausedAt: null,
  resumedAt: null,
  canceledAt: null,
  pausedMs: 0,
};
/** A close plan: three bills ten days apart, thirty days in all, after a five-day trial. */
const closePlan: LifecyclePlan = {
  name: 'Thirty days',
  billingIntervalType: 'day',
  billingFrequency: 10,
  trialPeriod: 5,
  planLength: 30,
  endBehavior: 'close',
  canPause: true,
  canResume: true,
  canCancel: true,
};

describe('the live state of a subscription', () => {
  it('is active in its trial, with the first bill at the end of the trial and the end of the term as end_date', () => {
    expect(liveState(fresh, closePlan, day(1))).toEqual({
      canceled: false,
      paused: false,
      closed: false,
      suspended: false,
      status: 'active',
      invoiceAfter: day(5),
      endDate: day(35),
    });
  });

  it('after the last bill points at the end of the term, and past it is closed and inactive', () => {
    expect(liveState(fresh, closePlan, day(30)).invoiceAfter).toEqual(day(35));
    expect(liveState(fresh, closePlan, day(36))).toMatchObject({
      closed: true,
      status: 'inactive',
      invoiceAfter: day(35),
    });
  });

  it('holds the next bill while paused and moves everything on by the pause when resumed', () => {
    const paused = applyAction('pause', fresh, day(7));
    expect(liveState(paused, closePlan, day(40))).toMatchObject({
      paused: true,
      closed: false,
      status: 'inactive',
      invoiceAfter: day(15),
    });
    const resumed = applyAction('resume', paused, day(10));
    expect(resumed).toMatchObject({
      paused: false,
      pausedAt: day(7),
      resumedAt: day(10),
      pausedMs: 3 * DAY_MS,
    });
    expect(liveState(resumed, closePlan, day(11))).toMatchObject({
      status: 'active',
      invoiceAfter: day(18),
      endDate: day(38),
    });
  });

  it('ends at cancellation', () => {
    const canceled = applyAction('cancel', fresh, day(12));
    expect(liveState(canceled, closePlan, day(13))).toMatchObject({
      canceled: true,
      status: 'inactive',
      invoiceAfter: day(12),
      endDate: day(12),
    });
  });
});

describe('which actions a subscription may take', () => {
  it('follows the plan flags', () => {
    const locked = { ...closePlan, canPause: false, canResume: false, canCancel: false };
    expect(refusal('pause', fresh, locked, day(1))).toBe('The plan "Thirty days" does not allow pausing');
    expect(refusal('cancel', fresh, locked, day(1))).toBe('The plan "Thirty days" does not allow canceling');
    expect(refusal('resume', { ...fresh, paused: true, pausedAt: day(1) }, locked, day(2))).toBe(
      'The plan "Thirty days" does not allow resuming',
    );
  });

  it('follows the state: pause only when running, resume only when paused, nothing after cancel or the end of the term', () => {
    expect(refusal('pause', fresh, closePlan, day(1))).toBeNull();
    expect(refusal('cancel', fresh, closePlan, day(1))).toBeNull();
    expect(refusal('resume', fresh, closePlan, day(1))).toMatch(/not paused/);
    const paused = applyAction('pause', fresh, day(1));
    expect(refusal('pause', paused, closePlan, day(2))).toMatch(/already paused/);
    expect(refusal('resume', paused, closePlan, day(2))).toBeNull();
    expect(refusal('cancel', paused, closePlan, day(2))).toBeNull();
    const canceled = applyAction('cancel', paused, day(2));
    for (const action of ['pause', 'resume'] as const)
      expect(refusal(action, canceled, closePlan, day(3))).toMatch(/canceling is final/);
    expect(refusal('cancel', canceled, closePlan, day(3))).toMatch(/already canceled/);
    for (const action of ['pause', 'resume', 'cancel'] as const)
      expect(refusal(action, fresh, closePlan, day(40))).toMatch(/has ended/);
  });
});
