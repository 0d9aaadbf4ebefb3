import type { useTranslations } from 'next-intl';
import type { BillingRule, IntervalUnit } from './billing-projection';
import type { PlanView, ProductView, SubscriptionFlags } from './subscription-view';

/**
 * Subscription facts in words a shopper reads, in the interface's language: each function takes
 * the `Subscriptions` translator (useTranslations or getTranslations), so it runs on both sides.
 */
export type SubscriptionWords = ReturnType<typeof useTranslations<'Subscriptions'>>;

/** "1 month", "3 months". */
export const countOf = (t: SubscriptionWords, count: number, unit: IntervalUnit) =>
  t(`count.${unit}`, { count });

/** "every month", "every 3 months". */
export const everyLabel = (t: SubscriptionWords, count: number, unit: IntervalUnit) =>
  t(`every.${unit}`, { count });

export const billingPeriodLabel = (t: SubscriptionWords, billing: BillingRule) =>
  everyLabel(t, billing.every, billing.unit);

/** How long the plan runs and how it ends (spec 2.5 `end_behavior`). */
export function termLabel(t: SubscriptionWords, billing: BillingRule): string {
  if (billing.endBehavior === 'roll') return t('term.roll');
  const payments = Math.ceil(billing.length / billing.every);
  return t('term.close', { length: countOf(t, billing.length, billing.unit), payments });
}

export const trialLabel = (t: SubscriptionWords, billing: BillingRule) =>
  billing.trial ? t('trial', { length: countOf(t, billing.trial, billing.unit) }) : undefined;

/** The plan's flags in words, e.g. "Can be paused, can't be canceled". */
export function planRulesLabel(t: SubscriptionWords, plan: PlanView): string {
  return t('rules', { pause: String(plan.canPause), cancel: String(plan.canCancel) });
}

export function productPeriodLabel(t: SubscriptionWords, product: ProductView): string {
  if (!product.period) return t('oneOff');
  return t(`per.${product.period.unit}`, { count: product.period.amount });
}

export type StatusTone = 'good' | 'paused' | 'ended';

/** The one word for the badge, and its tone. */
export function statusBadge(
  t: SubscriptionWords,
  flags: SubscriptionFlags,
  status: 'active' | 'inactive',
): { label: string; tone: StatusTone } {
  if (flags.canceled) return { label: t('status.canceled'), tone: 'ended' };
  if (flags.closed) return { label: t('status.ended'), tone: 'ended' };
  if (flags.suspended) return { label: t('status.suspended'), tone: 'paused' };
  if (flags.paused) return { label: t('status.paused'), tone: 'paused' };
  return status === 'active'
    ? { label: t('status.active'), tone: 'good' }
    : { label: t('status.inactive'), tone: 'ended' };
}

/** The status and the state flags (spec 2.6) in words: each flag that is set, or that none is. */
export function flagSentences(
  t: SubscriptionWords,
  flags: SubscriptionFlags,
  status: 'active' | 'inactive',
): string[] {
  const set = (['paused', 'canceled', 'closed', 'suspended'] as const)
    .filter((flag) => flags[flag])
    .map((flag) => t(`flags.${flag}`));
  return [t(`flags.${status}`), ...(set.length ? set : [t('flags.none')])];
}
