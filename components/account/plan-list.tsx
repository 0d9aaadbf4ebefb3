'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { planChange } from '@/lib/storefront/subscriptions/plan-change';
import { requestData } from '@/lib/storefront/http/request';
import { changeAvailability, optimisticPlan } from '@/lib/storefront/subscriptions/subscription-actions';
import {
  currentPlan,
  type PlanView,
  type SubscriptionDetail,
} from '@/lib/storefront/subscriptions/subscription-view';
import {
  billingPeriodLabel,
  planRulesLabel,
  termLabel,
  trialLabel,
} from '@/lib/storefront/subscriptions/subscription-words';
import { moneyText } from './money';
import type { Notice } from './notice';
import { useSubscriptionChange } from './use-subscription-change';
import { buttonClass } from '@/components/ui/button';

interface Props {
  detail: SubscriptionDetail;
  locale: string;
  busy: boolean;
  onNotice: (notice: Notice) => void;
}

/** Every plan of the offering with its price; the current one marked, the others one confirmation away. */
export function PlanList({ detail, locale, busy, onNotice }: Props) {
  const t = useTranslations('Subscriptions');
  const [proposed, setProposed] = useState<PlanView | null>(null);
  const change = useSubscriptionChange(detail.id, {
    send: (plan: PlanView) =>
      requestData<SubscriptionDetail>(`/api/account/subscriptions/${encodeURIComponent(detail.id)}`, {
        method: 'PATCH',
        body: { planId: plan.id },
      }),
    optimistic: (current, plan) => optimisticPlan(current, plan.id),
    onChanged: (_, plan) => onNotice({ tone: 'ok', text: t('plans.changed', { plan: plan.name }) }),
    onRefused: (error) => onNotice({ tone: 'error', text: `${t('plans.notChanged')} ${error.message}` }),
  });
  const editable = changeAvailability(detail);
  const active = currentPlan(detail);

  function confirm(plan: PlanView) {
    setProposed(null);
    onNotice(null);
    change.mutate(plan);
  }

  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <h2 id="plans-heading" className="font-serif text-xl font-semibold">
        {t('plans.heading')}
      </h2>
      {!editable.allowed && <p className="text-sm text-stone-600">{t(`refused.${editable.reason}`)}</p>}
      <ul className="space-y-3">
        {detail.plans.map((plan) => {
          const isCurrent = plan.id === detail.planId;
          return (
            <li
              key={plan.id}
              className={`rounded-xl border bg-white p-4 ${isCurrent ? 'border-brand-500 ring-1 ring-brand-500' : 'border-stone-200'}`}
              aria-current={isCurrent ? 'true' : undefined}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="space-y-1">
                  <h3 className="flex items-center gap-2 font-medium">
                    {plan.name}
                    {isCurrent && (
                      <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                        {t('plans.current')}
                      </span>
                    )}
                  </h3>
                  {plan.description && <p className="text-sm text-stone-600">{plan.description}</p>}
                  <p className="text-sm text-stone-500">
                    {[
                      termLabel(t, plan.billing),
                      trialLabel(t, plan.billing),
                      plan.discountPercent
                        ? t('plans.discount', { percent: plan.discountPercent })
                        : undefined,
                      planRulesLabel(t, plan),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-semibold">{moneyText(t, plan.price, locale)}</p>
                  <p className="text-sm text-stone-500">{billingPeriodLabel(t, plan.billing)}</p>
                </div>
              </div>
              {!isCurrent && editable.allowed && proposed?.id !== plan.id && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setProposed(plan)}
                  className="mt-3 rounded-md border border-brand-600 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                >
                  {t('plans.switchTo', { plan: plan.name })}
                </button>
              )}
              {proposed?.id === plan.id && active && (
                <PlanChangeConfirmation
                  from={active}
                  to={plan}
                  locale={locale}
                  busy={busy}
                  onConfirm={() => confirm(plan)}
                  onCancel={() => setProposed(null)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PlanChangeConfirmation({
  from,
  to,
  locale,
  busy,
  onConfirm,
  onCancel,
}: {
  from: PlanView;
  to: PlanView;
  locale: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('Subscriptions');
  const change = planChange(from, to);
  const priced = (plan: PlanView) =>
    t('plans.pricePer', {
      price: moneyText(t, plan.price, locale),
      period: billingPeriodLabel(t, plan.billing),
    });
  return (
    <div
      role="group"
      aria-label={t('plans.confirmLabel')}
      className="mt-3 space-y-3 rounded-lg bg-stone-50 p-4 text-sm"
    >
      <p>
        {t.rich('plans.confirmQuestion', {
          from: from.name,
          to: to.name,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <p>
        {t('plans.price')} <s className="text-stone-500">{priced(from)}</s> <span aria-hidden="true">→</span>{' '}
        <strong>{priced(to)}</strong>
      </p>
      {change.monthly && change.monthly.direction !== 'same' && (
        <p className="text-stone-600">
          {t('plans.monthly', {
            to: moneyText(t, change.monthly.to, locale),
            from: moneyText(t, change.monthly.from, locale),
            direction: change.monthly.direction,
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass({ size: 'sm' })}>
          {t('plans.confirm')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-stone-300 px-3 py-1.5 font-medium text-stone-700 hover:bg-stone-100"
        >
          {t('plans.keep')}
        </button>
      </div>
    </div>
  );
}
