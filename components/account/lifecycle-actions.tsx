'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { requestData } from '@/lib/storefront/http/request';
import {
  lifecycleOptions,
  optimisticAction,
  type SubscriptionAction,
} from '@/lib/storefront/subscriptions/subscription-actions';
import type { SubscriptionDetail } from '@/lib/storefront/subscriptions/subscription-view';
import type { Notice } from './notice';
import { useSubscriptionChange } from './use-subscription-change';

/**
 * Pause or resume, and cancel: buttons where the plan and state allow them, the reason where not.
 * The outcome is said right under the buttons and takes the focus, since the button pressed is
 * gone (pause turns into resume) and a message at the top of the page would go unseen.
 */
export function LifecycleActions({
  detail,
  busy,
  onNotice,
}: {
  detail: SubscriptionDetail;
  busy: boolean;
  /** Clears the page's notice of another change, so two outcomes are never shown at once. */
  onNotice: (notice: Notice) => void;
}) {
  const t = useTranslations('Subscriptions');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // The outcome belongs to the subscription as it was then: a plan or card change since (said at
  // the top of the page) makes it stale, so it is shown only while the plan and card are the same.
  const [result, setResult] = useState<{ notice: Notice; planId: string; cardId?: string } | null>(null);
  const outcome =
    result && result.planId === detail.planId && result.cardId === detail.card.cardId ? result.notice : null;
  const setOutcome = (notice: Notice) =>
    setResult(notice && { notice, planId: detail.planId, cardId: detail.card.cardId });
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const act = useSubscriptionChange(detail.id, {
    send: (action: SubscriptionAction) =>
      requestData<SubscriptionDetail>(`/api/account/subscriptions/${encodeURIComponent(detail.id)}/states`, {
        method: 'POST',
        body: { action },
      }),
    optimistic: (current, action) => optimisticAction(current, action, new Date()),
    onChanged: (_, action) => setOutcome({ tone: 'ok', text: t(`actions.${action}.done`) }),
    onRefused: (error, action) =>
      setOutcome({ tone: 'error', text: `${t(`actions.${action}.failed`)} ${error.message}` }),
  });

  function run(action: SubscriptionAction) {
    setConfirmingCancel(false);
    setOutcome(null);
    onNotice(null);
    act.mutate(action);
  }

  return (
    <section
      aria-labelledby="manage-heading"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="manage-heading" className="font-serif text-lg font-semibold">
        {t('actions.heading')}
      </h2>
      <ul className="space-y-3">
        {lifecycleOptions(detail).map(({ action, availability }) => (
          <li key={action}>
            {!availability.allowed ? (
              <p className="text-sm text-stone-600">{t(`refused.${availability.reason}`)}</p>
            ) : action === 'cancel' && confirmingCancel ? (
              <div
                role="group"
                aria-label={t('actions.confirmCancel')}
                className="space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-900"
              >
                <p>{t('actions.cancelIsFinal')}</p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => run('cancel')}
                    disabled={busy}
                    className="rounded-md bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800 disabled:opacity-60"
                  >
                    {t('actions.yesCancel')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setConfirmingCancel(false)}
                    className="rounded-md border border-stone-300 bg-white px-3 py-1.5 font-medium text-stone-700"
                  >
                    {t('actions.keep')}
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                disabled={busy}
                onClick={() => (action === 'cancel' ? setConfirmingCancel(true) : run(action))}
                className={`w-full rounded-md px-3 py-2 text-sm font-medium disabled:opacity-60 ${
                  action === 'cancel'
                    ? 'border border-red-300 text-red-800 hover:bg-red-50'
                    : 'bg-brand-600 text-white hover:bg-brand-700'
                }`}
              >
                {t(`actions.${action}.button`)}
              </button>
            )}
          </li>
        ))}
      </ul>
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome.tone === 'ok' ? 'status' : 'alert'}
          className={`rounded-md px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
            outcome.tone === 'ok' ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800'
          }`}
        >
          {outcome.text}
        </p>
      )}
    </section>
  );
}
