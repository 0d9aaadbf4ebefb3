import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountShell, AccountSkeleton } from '@/components/account/account-shell';
import { AccountUnavailable } from '@/components/account/account-unavailable';
import { PreferencesEditor } from '@/components/account/preferences-editor';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { SignedInBar } from '@/components/account/signed-in-bar';
import { PREFERENCES_PATH, expiredSessionHref } from '@/lib/storefront/account/account-paths';
import { preferencesQuery } from '@/lib/storefront/account/account-queries';
import { loadOwnPreferences } from '@/lib/storefront/preferences/preferences.server';
import { readSession } from '@/lib/storefront/session/account-session.server';
import { marketHrefLang } from '@/lib/i18n/markets';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('titles.preferences'), robots: { index: false } };
}

export default async function PreferencesPage() {
  const t = await getTranslations('Account');
  return (
    <AccountShell current="preferences">
      <Suspense fallback={<AccountSkeleton label={t('loading.preferences')} />}>
        <Preferences />
      </Suspense>
    </AccountShell>
  );
}

async function Preferences() {
  const state = await readSession();
  if (state.status === 'guest') return <SignInPrompt next={PREFERENCES_PATH} page="preferences" />;
  if (state.status === 'expired') redirect(expiredSessionHref(PREFERENCES_PATH));

  const [preferences, context, t] = await Promise.all([
    loadOwnPreferences(state.session.accountId),
    getShopperContext(),
    getTranslations('Account'),
  ]);
  let body;
  if (preferences.kind === 'ok') {
    const queryClient = new QueryClient();
    queryClient.setQueryData(preferencesQuery().queryKey, preferences.version);
    body = (
      <HydrationBoundary state={dehydrate(queryClient)}>
        <PreferencesEditor locale={marketHrefLang(context.market)} />
      </HydrationBoundary>
    );
  } else if (preferences.kind === 'error') {
    body = <AccountUnavailable error={preferences.error} what="preferences" />;
  } else {
    body = (
      <p role="alert" className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">
        {preferences.kind === 'forbidden' ? t('preferencesForbidden') : t('preferencesMissing')}
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">{t('headings.preferences')}</h1>
      <SignedInBar session={state.session} />
      {body}
    </div>
  );
}
