import type { SubscriptionAction } from '@/lib/commerce/schemas/subscriptions';
import { currentPlan, type SubscriptionDetail } from './subscription-view';

/**
 * Which actions a subscription offers, and why not where it does not. The rules are the service's
 * (DESIGN.md §3): pause needs the plan's `can_pause` and an active, unpaused, uncanceled
 * subscription; resume needs `can_resume` and a paused one; cancel needs `can_cancel` and an
 * uncanceled one; canceled is final, and a plan that ran its full term takes no action. The
 * service enforces them anyway (422); here they decide what to offer.
 */
/** Pause, resume or cancel (spec 4.2): the storefront's name for the contract's actions. */
export type { SubscriptionAction };

/** Why an action is not offered: a key of the `Subscriptions.refused` messages. */
export type RefusalReason = 'canceled' | 'ended' | 'cantResume' | 'cantPause' | 'cantCancel' | 'cantChange';

export type Availability = { allowed: true } | { allowed: false; reason: RefusalReason };

export interface LifecycleOption {
  action: SubscriptionAction;
  availability: Availability;
}

const allowed: Availability = { allowed: true };
const refused = (reason: RefusalReason): Availability => ({ allowed: false, reason });

/** The lifecycle actions to show: pause or resume (whichever fits the state), then cancel. */
export function lifecycleOptions(detail: SubscriptionDetail): LifecycleOption[] {
  if (detail.flags.canceled) return [{ action: 'cancel', availability: refused('canceled') }];
  if (detail.flags.closed) return [{ action: 'cancel', availability: refused('ended') }];
  const plan = currentPlan(detail);
  const pauseOrResume: LifecycleOption = detail.flags.paused
    ? {
        action: 'resume',
        availability: plan?.canResume ? allowed : refused('cantResume'),
      }
    : { action: 'pause', availability: plan?.canPause ? allowed : refused('cantPause') };
  const cancel: LifecycleOption = {
    action: 'cancel',
    availability: plan?.canCancel ? allowed : refused('cantCancel'),
  };
  return [pauseOrResume, cancel];
}

/** Changing the plan or the card: anything but a canceled subscription (the service answers 422 there). */
export function changeAvailability(detail: SubscriptionDetail): Availability {
  return detail.flags.canceled ? refused('cantChange') : allowed;
}

/** Other plans to move to: every plan of the offering but the current one. */
export const otherPlans = (detail: SubscriptionDetail) =>
  detail.plans.filter((plan) => plan.id !== detail.planId);

/**
 * What the page shows while the service works on an action; the service's answer replaces it, and
 * an error puts back what was there. Dates the service computes (the next invoice after a resume)
 * are left out rather than guessed.
 */
export function optimisticAction(
  detail: SubscriptionDetail,
  action: SubscriptionAction,
  now: Date,
): SubscriptionDetail {
  const at = now.toISOString();
  switch (action) {
    case 'pause':
      return {
        ...detail,
        status: 'inactive',
        flags: { ...detail.flags, paused: true },
        nextInvoice: undefined,
        dates: { ...detail.dates, pausedAt: at },
      };
    case 'resume':
      return {
        ...detail,
        status: 'active',
        flags: { ...detail.flags, paused: false },
        nextInvoice: undefined,
        dates: { ...detail.dates, resumedAt: at },
      };
    case 'cancel':
      return {
        ...detail,
        status: 'inactive',
        flags: { ...detail.flags, canceled: true },
        nextInvoice: undefined,
        dates: { ...detail.dates, canceledAt: at, endDate: at },
      };
  }
}

export function optimisticPlan(detail: SubscriptionDetail, planId: string): SubscriptionDetail {
  const plan = detail.plans.find((candidate) => candidate.id === planId);
  return { ...detail, planId, planName: plan?.name ?? detail.planName };
}

export const optimisticCard = (detail: SubscriptionDetail, cardId: string): SubscriptionDetail => ({
  ...detail,
  card: { ...detail.card, cardId },
});
