import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountShell, AccountSkeleton } from '@/components/account/account-shell';
import { AccountUnavailable } from '@/components/account/account-unavailable';
import { DeleteAddress } from '@/components/account/addresses/delete-address';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { FormMessage } from '@/components/ui/form-field';
import { Link } from '@/lib/i18n/navigation';
import { ADDRESSES_PATH, addressHref, expiredSessionHref } from '@/lib/storefront/account/account-paths';
import { loadAddresses } from '@/lib/storefront/account/addresses.server';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';
import { readSession } from '@/lib/storefront/session/account-session.server';
import { buttonClass } from '@/components/ui/button';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('titles.addresses'), robots: { index: false } };
}

export default async function AddressesPage({ searchParams }: PageProps<'/[market]/account/addresses'>) {
  const t = await getTranslations('Account');
  return (
    <AccountShell current="addresses">
      <Suspense fallback={<AccountSkeleton label={t('loading.addresses')} />}>
        <AddressBook searchParams={searchParams} />
      </Suspense>
    </AccountShell>
  );
}

async function AddressBook({ searchParams }: Pick<PageProps<'/[market]/account/addresses'>, 'searchParams'>) {
  const state = await readSession();
  if (state.status === 'guest') return <SignInPrompt next={ADDRESSES_PATH} page="addresses" />;
  if (state.status === 'expired') redirect(expiredSessionHref(ADDRESSES_PATH));
  const [search, context, t] = await Promise.all([
    searchParams,
    getShopperContext(),
    getTranslations('Addresses'),
  ]);
  const loaded = await loadAddresses(state.session, context.locale);
  const account = await getTranslations('Account');
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold">{account('titles.addresses')}</h1>
          <p className="mt-1 text-stone-600">{t('intro')}</p>
        </div>
        <Link href={`${ADDRESSES_PATH}/new`} className={buttonClass()}>
          {t('add')}
        </Link>
      </div>
      {search.saved === '1' && <FormMessage kind="success">{t('saved')}</FormMessage>}
      {!loaded.ok ? (
        <AccountUnavailable error={loaded.error} what="addresses" />
      ) : loaded.addresses.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {t('empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('heading')}>
          {loaded.addresses.map((address) => {
            const name = address.label ?? address.lines[0] ?? '';
            return (
              <li
                key={address.id}
                className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5"
              >
                {address.label && <p className="font-semibold">{address.label}</p>}
                <address className="not-italic leading-relaxed text-stone-700">
                  {address.lines.map((line, index) => (
                    <span key={index} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <div className="mt-auto flex flex-wrap items-center gap-3">
                  <Link
                    href={addressHref(address.id)}
                    aria-label={t('editLabel', { name })}
                    className="rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-50"
                  >
                    {t('edit')}
                  </Link>
                  <DeleteAddress id={address.id} name={name} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
