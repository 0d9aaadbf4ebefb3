import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { AccountShell, AccountSkeleton } from '@/components/account/account-shell';
import { AccountUnavailable } from '@/components/account/account-unavailable';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { SignedInBar } from '@/components/account/signed-in-bar';
import { OrderTable } from '@/components/orders/order-table';
import { ACCOUNT_ORDERS_PATH, expiredSessionHref } from '@/lib/storefront/account/account-paths';
import { loadOrderHistory } from '@/lib/storefront/orders/orders.server';
import { readSession } from '@/lib/storefront/session/account-session.server';

export const metadata: Metadata = { title: 'Your orders', robots: { index: false } };

export default function AccountOrdersPage() {
  return (
    <AccountShell current="orders">
      <Suspense fallback={<AccountSkeleton label="Loading your orders" />}>
        <AccountOrders />
      </Suspense>
    </AccountShell>
  );
}

async function AccountOrders() {
  const state = await readSession();
  if (state.status === 'guest')
    return <SignInPrompt next={ACCOUNT_ORDERS_PATH} title="Sign in to see your orders" />;
  if (state.status === 'expired') redirect(expiredSessionHref(ACCOUNT_ORDERS_PATH));

  const history = await loadOrderHistory();
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">Orders</h1>
      <SignedInBar session={state.session} />
      {history.ok ? (
        <OrderTable orders={history.orders} />
      ) : (
        <AccountUnavailable error={history.error} what="Your orders" />
      )}
    </div>
  );
}
