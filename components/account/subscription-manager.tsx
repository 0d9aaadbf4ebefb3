'use client';

import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { ACCOUNT_HOME } from '@/lib/storefront/account/account-paths';
import { subscriptionQuery } from '@/lib/storefront/account/account-queries';
import type { PaymentCardView } from '@/lib/storefront/subscriptions/payment-card-view';
import { LifecycleActions } from './lifecycle-actions';
import { NoticeLine, type Notice } from './notice';
import { OfferingProducts } from './offering-products';
import { PaymentCardForm } from './payment-card-form';
import { PlanList } from './plan-list';
import { SubscriptionFacts } from './subscription-facts';
import { subscriptionChangeKey } from './use-subscription-change';

/**
 * One subscription, owned by React Query in the browser (prefetched by the page on the server):
 * every change shows at once and is put back if the service refuses it.
 */
export function SubscriptionManager({
  id,
  locale,
  cards,
}: {
  id: string;
  locale: string;
  /** The account's saved cards, to show the subscription's card as one. */
  cards: PaymentCardView[];
}) {
  const t = useTranslations('Subscriptions');
  const { data: detail } = useQuery(subscriptionQuery(id));
  const [notice, setNotice] = useState<Notice>(null);
  // One change at a time: a second one would build its optimistic view on the first one's guess.
  const busy = useIsMutating({ mutationKey: subscriptionChangeKey(id) }) > 0;
  if (!detail) return null;

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <Link href={ACCOUNT_HOME} className="text-sm font-medium text-brand-700 hover:underline">
          {t('page.allSubscriptions')}
        </Link>
        <h1 className="font-serif text-3xl font-semibold">{detail.offeringName}</h1>
        {detail.offeringDescription && (
          <p className="max-w-2xl text-stone-600">{detail.offeringDescription}</p>
        )}
      </div>
      <NoticeLine notice={notice} />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          <section aria-labelledby="products-heading" className="space-y-4">
            <h2 id="products-heading" className="font-serif text-xl font-semibold">
              {t('page.included')}
            </h2>
            <OfferingProducts products={detail.products} locale={locale} />
          </section>
          <PlanList detail={detail} locale={locale} busy={busy} onNotice={setNotice} />
        </div>
        <aside className="space-y-4">
          <SubscriptionFacts detail={detail} locale={locale} />
          <LifecycleActions detail={detail} busy={busy} onNotice={setNotice} />
          <PaymentCardForm detail={detail} cards={cards} busy={busy} onNotice={setNotice} />
        </aside>
      </div>
    </div>
  );
}
