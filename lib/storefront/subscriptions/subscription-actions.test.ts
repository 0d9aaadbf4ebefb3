import { describe, expect, it } from 'vitest';
import { PLAN_IDS, detailResponse, plan, state, subscription } from './fixtures.test-support';
import {
  changeAvailability,
  lifecycleOptions,
  optimisticAction,
  optimisticCard,
  optimisticPlan,
  otherPlans,
} from './subscription-actions';
import { toSubscriptionDetail, type SubscriptionDetail } from './subscription-view';

const now = new Date('2026-04-02T00:00:00Z');

function detailOf(...args: Parameters<typeof detailResponse>): SubscriptionDetail {
  const detail = toSubscriptionDetail(detailResponse(...args), now);
  if (!detail) throw new Error('fixture without id');
  return detail;
}

describe('lifecycleOptions', () => {
  it('offers pause and cancel on an active subscription whose plan allows both', () => {
    expect(lifecycleOptions(detailOf(subscription()))).toEqual([
      { action: 'pause', availability: { allowed: true } },
      { action: 'cancel', availability: { allowed: true } },
    ]);
  });

  it('says why a plan that forbids pausing or canceling offers neither', () => {
    const strict = detailOf(subscription(), [
      plan(PLAN_IDS.monthly, { can_pause: false, can_resume: false, can_cancel: false }),
    ]);
    expect(lifecycleOptions(strict)).toEqual([
      { action: 'pause', availability: { allowed: false, reason: 'cantPause' } },
      { action: 'cancel', availability: { allowed: false, reason: 'cantCancel' } },
    ]);
  });

  it('offers resume instead of pause while paused, if the plan allows it', () => {
    const paused = subscription({ status: 'inactive' }, state('pause', { paused: true }));
    expect(lifecycleOptions(detailOf(paused))[0]).toEqual({
      action: 'resume',
      availability: { allowed: true },
    });
    const stuck = detailOf(paused, [plan(PLAN_IDS.monthly, { can_resume: false })]);
    expect(lifecycleOptions(stuck)[0]).toEqual({
      action: 'resume',
      availability: { allowed: false, reason: 'cantResume' },
    });
  });

  it('offers nothing once canceled or ended, and says so', () => {
    const canceled = detailOf(
      subscription(
        { status: 'inactive', canceled_at: '2026-03-01T00:00:00Z' },
        state('cancel', { canceled: true }),
      ),
    );
    expect(lifecycleOptions(canceled)).toEqual([
      { action: 'cancel', availability: { allowed: false, reason: 'canceled' } },
    ]);
    expect(changeAvailability(canceled)).toEqual({
      allowed: false,
      reason: 'cantChange',
    });
    const ended = detailOf(subscription({ status: 'inactive' }, state('resume', { closed: true })));
    expect(lifecycleOptions(ended)).toEqual([
      { action: 'cancel', availability: { allowed: false, reason: 'ended' } },
    ]);
  });

  it('lets an uncanceled subscription change plan, to any plan but the current one', () => {
    const detail = detailOf(subscription());
    expect(changeAvailability(detail)).toEqual({ allowed: true });
    expect(otherPlans(detail).map((p) => p.id)).toEqual([PLAN_IDS.quarterly]);
  });
});

describe('optimistic changes', () => {
  const detail = detailOf(subscription());

  it('pauses, resumes and cancels at once, leaving dates the service computes out', () => {
    const paused = optimisticAction(detail, 'pause', now);
    expect(paused).toMatchObject({
      status: 'inactive',
      flags: { paused: true },
      dates: { pausedAt: now.toISOString() },
    });
    expect(paused.nextInvoice).toBeUndefined();
    expect(optimisticAction(paused, 'resume', now)).toMatchObject({
      status: 'active',
      flags: { paused: false },
      dates: { resumedAt: now.toISOString() },
    });
    expect(optimisticAction(detail, 'cancel', now)).toMatchObject({
      status: 'inactive',
      flags: { canceled: true },
      dates: { canceledAt: now.toISOString() },
    });
    // The original is untouched, so it can be put back when the service refuses.
    expect(detail.flags.paused).toBe(false);
  });

  it('switches the plan and the card', () => {
    expect(optimisticPlan(detail, PLAN_IDS.quarterly)).toMatchObject({
      planId: PLAN_IDS.quarterly,
      planName: 'Quarterly saver',
    });
    expect(optimisticCard(detail, 'card_new').card).toEqual({ cardId: 'card_new', customerId: 'cus_ada' });
  });
});
