import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountShell, AccountSkeleton } from '@/components/account/account-shell';
import { AccountUnavailable } from '@/components/account/account-unavailable';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { SubscriptionManager } from '@/components/account/subscription-manager';
import { classifyAccountFailure } from '@/lib/storefront/account/account-failure';
import { expiredSessionHref, subscriptionHref } from '@/lib/storefront/account/account-paths';
import { subscriptionQuery } from '@/lib/storefront/account/account-queries';
import {
  loadPaymentCards,
  loadSubscriptionDetail,
} from '@/lib/storefront/subscriptions/subscriptions.server';
import { readSession } from '@/lib/storefront/session/account-session.server';
import { marketHrefLang } from '@/lib/i18n/markets';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';

type Props = PageProps<'/[market]/account/subscriptions/[id]'>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('titles.subscription'), robots: { index: false } };
}

export default async function SubscriptionPage({ params }: Props) {
  const t = await getTranslations('Account');
  return (
    <AccountShell current="subscriptions">
      <Suspense fallback={<AccountSkeleton label={t('loading.subscription')} />}>
        <Subscription params={params} />
      </Suspense>
    </AccountShell>
  );
}

async function Subscription({ params }: Pick<Props, 'params'>) {
  const [{ id }, state, context] = await Promise.all([params, readSession(), getShopperContext()]);
  const here = subscriptionHref(id);
  if (state.status === 'guest') return <SignInPrompt next={here} page="subscription" />;
  if (state.status === 'expired') redirect(expiredSessionHref(here));

  const [detail, cards] = await Promise.all([
    loadSubscriptionDetail(state.session, id, context.locale),
    loadPaymentCards(state.session),
  ]);
  if (!detail.ok) {
    const failure = classifyAccountFailure(detail.error);
    // Another account's subscription is 404 from the service, exactly like an unknown one.
    if (failure === 'not-found') notFound();
    if (failure === 'expired') redirect(expiredSessionHref(here));
    return <AccountUnavailable error={detail.error} what="subscription" />;
  }

  // The browser's React Query cache starts from what the server read: no second request on load.
  const queryClient = new QueryClient();
  queryClient.setQueryData(subscriptionQuery(id).queryKey, detail.data);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <SubscriptionManager id={id} locale={marketHrefLang(context.market)} cards={cards} />
    </HydrationBoundary>
  );
}
