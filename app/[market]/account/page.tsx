import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountShell, AccountSkeleton } from '@/components/account/account-shell';
import { AccountUnavailable } from '@/components/account/account-unavailable';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { SignedInBar } from '@/components/account/signed-in-bar';
import { SubscriptionList } from '@/components/account/subscription-list';
import { classifyAccountFailure } from '@/lib/storefront/account/account-failure';
import { ACCOUNT_HOME, expiredSessionHref } from '@/lib/storefront/account/account-paths';
import { loadSubscriptionSummaries } from '@/lib/storefront/subscriptions/subscriptions.server';
import { readSession } from '@/lib/storefront/session/account-session.server';
import { marketHrefLang } from '@/lib/i18n/markets';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('titles.account'), robots: { index: false } };
}

export default async function AccountPage() {
  const t = await getTranslations('Account');
  return (
    <AccountShell current="subscriptions">
      <Suspense fallback={<AccountSkeleton label={t('loading.subscriptions')} />}>
        <AccountOverview />
      </Suspense>
    </AccountShell>
  );
}

async function AccountOverview() {
  const state = await readSession();
  if (state.status === 'guest') return <SignInPrompt next={ACCOUNT_HOME} />;
  if (state.status === 'expired') redirect(expiredSessionHref(ACCOUNT_HOME));

  const context = await getShopperContext();
  const [subscriptions, t] = await Promise.all([
    loadSubscriptionSummaries(state.session, context.locale),
    getTranslations('Account'),
  ]);
  if (!subscriptions.ok && classifyAccountFailure(subscriptions.error) === 'expired')
    redirect(expiredSessionHref(ACCOUNT_HOME));
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">{t('headings.subscriptions')}</h1>
      <SignedInBar session={state.session} />
      {subscriptions.ok ? (
        <SubscriptionList subscriptions={subscriptions.data} locale={marketHrefLang(context.market)} />
      ) : (
        <AccountUnavailable error={subscriptions.error} what="subscriptions" />
      )}
    </div>
  );
}
