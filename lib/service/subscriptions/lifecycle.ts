import type { SubscriptionAction } from '@/lib/commerce/schemas/subscriptions';
import { nextBillAfter, termEnd, type BillingPlan, type Schedule } from '@/lib/commerce/billing';

/**
 * The lifecycle of a subscription (spec 3.1, DESIGN.md §3) and what follows from it.
 *
 * Decisions on what the spec leaves open:
 * - `status` is `inactive` while the subscription is canceled, paused or closed (a close plan
 *   whose term is over), `active` otherwise, trials included.
 * - `closed`: a close plan past the end of its term, counted without time spent paused.
 *   `suspended` is always false: this service takes no payments, so none can fail.
 * - `end_date`: the cancellation time once canceled; otherwise the end of a close plan's term;
 *   absent for a roll plan, which runs until canceled.
 * - `invoice_after` is the next bill of the schedule (lib/commerce/billing.ts). A paused subscription has none
 *   pending: it keeps the bill that was next when it paused, which is not invoiced while paused
 *   and moves on by the time spent paused when it resumes. When nothing is left to bill it is the
 *   end of the subscription (cancellation time, or the end of a close term).
 * - A closed subscription, like a canceled one, takes no action: it has already ended.
 * - The rules hold for every caller, administrators included: the plan's flags describe the
 *   subscription, not who is asking.
 */
export interface LifecycleFields {
  createdAt: Date;
  paused: boolean;
  pausedAt: Date | null;
  resumedAt: Date | null;
  canceledAt: Date | null;
  pausedMs: number;
}

export interface LifecyclePlan extends BillingPlan {
  name: string;
  canPause: boolean;
  canResume: boolean;
  canCancel: boolean;
}

export interface LiveState {
  canceled: boolean;
  paused: boolean;
  closed: boolean;
  suspended: boolean;
  status: 'active' | 'inactive';
  invoiceAfter: Date;
  endDate: Date | null;
}

const scheduleOf = (fields: LifecycleFields, plan: BillingPlan): Schedule => ({
  start: fields.createdAt,
  plan,
  pausedMs: fields.pausedMs,
});

export function liveState(fields: LifecycleFields, plan: BillingPlan, now: Date): LiveState {
  const schedule = scheduleOf(fields, plan);
  const end = termEnd(schedule);
  const canceled = fields.canceledAt !== null;
  const paused = fields.paused;
  const closed = !canceled && !paused && end !== null && now.getTime() >= end.getTime();
  let invoiceAfter: Date;
  if (fields.canceledAt) invoiceAfter = fields.canceledAt;
  else if (paused && fields.pausedAt)
    invoiceAfter = nextBillAfter(schedule, fields.pausedAt) ?? end ?? fields.pausedAt;
  else invoiceAfter = (closed ? null : nextBillAfter(schedule, now)) ?? end ?? now;
  return {
    canceled,
    paused,
    closed,
    suspended: false,
    status: canceled || paused || closed ? 'inactive' : 'active',
    invoiceAfter,
    endDate: fields.canceledAt ?? end,
  };
}

/** Why the action cannot be taken now, in words for the caller; null when it can. */
export function refusal(
  action: SubscriptionAction,
  fields: LifecycleFields,
  plan: LifecyclePlan,
  now: Date,
): string | null {
  const state = liveState(fields, plan, now);
  if (state.canceled) {
    return action === 'cancel'
      ? 'The subscription is already canceled'
      : `The subscription is canceled, and canceling is final: it cannot ${action}`;
  }
  if (state.closed)
    return `The subscription has ended (its plan "${plan.name}" ran its full term), so it cannot ${action}`;
  switch (action) {
    case 'pause':
      if (!plan.canPause) return `The plan "${plan.name}" does not allow pausing`;
      if (state.paused) return 'The subscription is already paused';
      return null;
    case 'resume':
      if (!plan.canResume) return `The plan "${plan.name}" does not allow resuming`;
      if (!state.paused) return 'The subscription is not paused, so there is nothing to resume';
      return null;
    case 'cancel':
      if (!plan.canCancel) return `The plan "${plan.name}" does not allow canceling`;
      return null;
  }
}

/** The subscription's lifecycle fields after the action (which `refusal` has allowed). */
export function applyAction(action: SubscriptionAction, fields: LifecycleFields, now: Date): LifecycleFields {
  switch (action) {
    case 'pause':
      return { ...fields, paused: true, pausedAt: now };
    case 'resume': {
      const pausedFor = fields.pausedAt ? Math.max(0, now.getTime() - fields.pausedAt.getTime()) : 0;
      return { ...fields, paused: false, resumedAt: now, pausedMs: fields.pausedMs + pausedFor };
    }
    case 'cancel':
      return { ...fields, canceledAt: now };
  }
}
