import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountShell, AccountSkeleton } from '@/components/account/account-shell';
import { AddressForm } from '@/components/account/addresses/address-form';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { ADDRESSES_PATH, expiredSessionHref } from '@/lib/storefront/account/account-paths';
import { readSession } from '@/lib/storefront/session/account-session.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('titles.newAddress'), robots: { index: false } };
}

export default async function NewAddressPage() {
  const t = await getTranslations('Account');
  return (
    <AccountShell current="addresses">
      <Suspense fallback={<AccountSkeleton label={t('loading.addresses')} />}>
        <NewAddress />
      </Suspense>
    </AccountShell>
  );
}

async function NewAddress() {
  const state = await readSession();
  const here = `${ADDRESSES_PATH}/new`;
  if (state.status === 'guest') return <SignInPrompt next={here} page="addresses" />;
  if (state.status === 'expired') redirect(expiredSessionHref(here));
  const t = await getTranslations('Account');
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="font-serif text-3xl font-semibold">{t('titles.newAddress')}</h1>
      <AddressForm />
    </div>
  );
}
