import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { Suspense } from 'react';
import { ReorderButton } from '@/components/checkout/reorder-button';
import { describeError } from '@/lib/commerce/describe-error';
import { signInHref } from '@/lib/storefront/account/account-paths';
import { loadOrderHistory } from '@/lib/storefront/orders/orders.server';

export const metadata: Metadata = { title: 'Your orders', robots: { index: false } };

export default function OrdersPage() {
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">Your orders</h1>
      <Suspense
        fallback={
          <div
            aria-busy="true"
            aria-label="Loading your orders"
            className="h-64 animate-pulse rounded-xl bg-stone-200"
          />
        }
      >
        <Orders />
      </Suspense>
    </div>
  );
}

async function Orders() {
  const history = await loadOrderHistory();
  if (!history.ok) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        Your orders cannot be shown right now. {describeError(history.error)}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {!history.signedIn && (
        <p className="text-stone-700">
          These are the orders placed from this browser.{' '}
          <Link href={signInHref('/orders')} className="text-brand-700 underline">
            Sign in
          </Link>{' '}
          to see your account&apos;s orders and order them again.
        </p>
      )}
      {history.orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          No orders yet.
        </p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {history.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-4 p-4">
              <div className="space-y-0.5">
                <Link
                  href={`/orders/${encodeURIComponent(order.id)}`}
                  className="font-medium text-brand-700 underline"
                >
                  Order {order.number}
                </Link>
                <p className="text-sm text-stone-600">
                  {order.placedAt && <>Placed {order.placedAt} · </>}
                  {order.status} · Payment: {order.payment} · {order.total}
                </p>
              </div>
              {history.signedIn && <ReorderButton orderId={order.id} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
