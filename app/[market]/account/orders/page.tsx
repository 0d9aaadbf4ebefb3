import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountShell, AccountSkeleton } from '@/components/account/account-shell';
import { AccountUnavailable } from '@/components/account/account-unavailable';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { SignedInBar } from '@/components/account/signed-in-bar';
import { OrderTable } from '@/components/orders/order-table';
import { ACCOUNT_ORDERS_PATH, expiredSessionHref } from '@/lib/storefront/account/account-paths';
import { loadOrderHistory } from '@/lib/storefront/orders/orders.server';
import { readSession } from '@/lib/storefront/session/account-session.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('titles.orders'), robots: { index: false } };
}

export default async function AccountOrdersPage() {
  const t = await getTranslations('Account');
  return (
    <AccountShell current="orders">
      <Suspense fallback={<AccountSkeleton label={t('loading.orders')} />}>
        <AccountOrders />
      </Suspense>
    </AccountShell>
  );
}

async function AccountOrders() {
  const state = await readSession();
  if (state.status === 'guest') return <SignInPrompt next={ACCOUNT_ORDERS_PATH} page="orders" />;
  if (state.status === 'expired') redirect(expiredSessionHref(ACCOUNT_ORDERS_PATH));

  const [history, t] = await Promise.all([loadOrderHistory(), getTranslations('Account')]);
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">{t('headings.orders')}</h1>
      <SignedInBar session={state.session} />
      {history.ok ? (
        <OrderTable orders={history.orders} />
      ) : (
        <AccountUnavailable error={history.error} what="orders" />
      )}
    </div>
  );
}
