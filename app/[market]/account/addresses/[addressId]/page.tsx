import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountShell, AccountSkeleton } from '@/components/account/account-shell';
import { AccountUnavailable } from '@/components/account/account-unavailable';
import { AddressForm } from '@/components/account/addresses/address-form';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { FormMessage } from '@/components/ui/form-field';
import { Link } from '@/lib/i18n/navigation';
import { ADDRESSES_PATH, addressHref, expiredSessionHref } from '@/lib/storefront/account/account-paths';
import { loadAddresses } from '@/lib/storefront/account/addresses.server';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';
import { readSession } from '@/lib/storefront/session/account-session.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('titles.editAddress'), robots: { index: false } };
}

export default async function EditAddressPage({
  params,
}: PageProps<'/[market]/account/addresses/[addressId]'>) {
  const t = await getTranslations('Account');
  return (
    <AccountShell current="addresses">
      <Suspense fallback={<AccountSkeleton label={t('loading.addresses')} />}>
        <EditAddress params={params} />
      </Suspense>
    </AccountShell>
  );
}

async function EditAddress({ params }: Pick<PageProps<'/[market]/account/addresses/[addressId]'>, 'params'>) {
  const { addressId } = await params;
  const here = addressHref(addressId);
  const state = await readSession();
  if (state.status === 'guest') return <SignInPrompt next={here} page="addresses" />;
  if (state.status === 'expired') redirect(expiredSessionHref(here));
  const [context, t, words] = await Promise.all([
    getShopperContext(),
    getTranslations('Account'),
    getTranslations('Addresses'),
  ]);
  // The account's own list: an id of another account's address is simply not in it.
  const loaded = await loadAddresses(state.session, context.locale);
  const address = loaded.ok ? loaded.addresses.find((each) => each.id === addressId) : undefined;
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="font-serif text-3xl font-semibold">{t('titles.editAddress')}</h1>
      {!loaded.ok ? (
        <AccountUnavailable error={loaded.error} what="addresses" />
      ) : address ? (
        <AddressForm addressId={address.id} initial={address.fields} />
      ) : (
        <div className="space-y-4">
          <FormMessage kind="error">{words('notFound')}</FormMessage>
          <Link href={ADDRESSES_PATH} className="font-medium text-brand-700 underline">
            {words('back')}
          </Link>
        </div>
      )}
    </div>
  );
}
