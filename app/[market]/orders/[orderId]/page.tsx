import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { OrderDetails } from '@/components/checkout/order-details';
import { PaymentForm } from '@/components/checkout/payment-form';
import { describeError } from '@/lib/commerce/describe-error';
import { signInHref } from '@/lib/storefront/account/account-paths';
import { loadVisibleOrder } from '@/lib/storefront/orders/orders.server';

export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

type Props = PageProps<'/[market]/orders/[orderId]'>;

/**
 * Who may see the order is known only from this request's cookies, so the check runs after the
 * shell is sent: someone who may not see it gets the not-found page (with noindex), not a 404
 * status (Next's streaming with Cache Components; docs: loading.js "Status codes").
 */
export default function OrderPage({ params, searchParams }: Props) {
  return (
    <Suspense
      fallback={
        <div
          aria-busy="true"
          aria-label="Loading the order"
          className="h-96 animate-pulse rounded-xl bg-stone-200"
        />
      }
    >
      <Order params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function Order({ params, searchParams }: Props) {
  const [{ orderId }, search] = await Promise.all([params, searchParams]);
  const access = await loadVisibleOrder(orderId);
  if (!access.ok) {
    if (access.reason === 'not-found') notFound();
    if (access.reason === 'sign-in') {
      return (
        <div className="space-y-3">
          <h1 className="font-serif text-3xl font-semibold">Sign in to see this order</h1>
          <p className="text-stone-700">
            It was placed with your account, so it is shown only when you are signed in.
          </p>
          <Link
            href={signInHref(`/orders/${encodeURIComponent(orderId)}`)}
            className="inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
          >
            Sign in
          </Link>
        </div>
      );
    }
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        This order cannot be shown right now. {describeError(access.error)}
      </p>
    );
  }
  const justPlaced = search.placed === '1';
  const justPaid = search.paid === '1' && !access.view.awaitingPayment;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">
          {justPlaced ? 'Thank you for your order' : 'Your order'}
        </h1>
        {justPlaced && (
          <p
            role="status"
            className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900"
          >
            Your order {access.view.number} has been placed. A confirmation would go to{' '}
            {access.view.customer.email}.{access.view.awaitingPayment && ' Pay for it below to complete it.'}
          </p>
        )}
        {justPaid && (
          <p
            role="status"
            className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900"
          >
            Thank you: your payment was accepted. Order {access.view.number} is{' '}
            {access.view.payment.toLowerCase()}.
          </p>
        )}
        <p>
          <Link href="/orders" className="text-sm text-brand-700 underline">
            All your orders
          </Link>
        </p>
      </header>
      {access.view.awaitingPayment && (
        <div className="max-w-xl">
          <PaymentForm orderId={access.view.id} total={access.view.totals.total.formatted} />
        </div>
      )}
      <OrderDetails order={access.view} canReorder={access.canReorder} />
    </div>
  );
}
