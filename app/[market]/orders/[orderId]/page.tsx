import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { notFound } from 'next/navigation';
import { OrderDetails } from '@/components/checkout/order-details';
import { PaymentForm } from '@/components/checkout/payment-form';
import { describeError } from '@/lib/commerce/describe-error';
import { signInHref } from '@/lib/storefront/account/account-paths';
import { loadSavedCards, loadVisibleOrder } from '@/lib/storefront/orders/orders.server';
import { readFormRefusal } from '@/lib/storefront/http/form-post.server';
import { buttonClass } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Orders');
  return { title: t('orderMetaTitle'), robots: { index: false } };
}

type Props = PageProps<'/[market]/orders/[orderId]'>;

/**
 * Who may see the order is known only from this request's cookies. The proxy has already answered
 * an order this person may not see with the not-found page and its 404
 * (lib/storefront/orders/order-gate.server.ts); the same check here covers what reaches the page
 * anyway (a prefetch, a session that ended in between). Rendered before the first byte, not
 * streamed behind a skeleton: the order can be paid without JavaScript.
 */
export const instant = false;

export default async function OrderPage({ params, searchParams }: Props) {
  const [{ orderId }, search] = await Promise.all([params, searchParams]);
  const [access, t, errors] = await Promise.all([
    loadVisibleOrder(orderId),
    getTranslations('Orders'),
    getTranslations('Errors'),
  ]);
  if (!access.ok) {
    if (access.reason === 'not-found') notFound();
    if (access.reason === 'sign-in') {
      return (
        <div className="space-y-3">
          <h1 className="font-serif text-3xl font-semibold">{t('signInTitle')}</h1>
          <p className="text-stone-700">{t('signInText')}</p>
          <Link href={signInHref(`/orders/${encodeURIComponent(orderId)}`)} className={buttonClass()}>
            {t('signIn')}
          </Link>
        </div>
      );
    }
    return <Alert panel>{t('cannotShowOrder', { reason: describeError(access.error, errors) })}</Alert>;
  }
  // Until it is paid, the order is the checkout's review-and-pay step; only a payment thanks.
  const awaiting = access.view.awaitingPayment;
  const justPaid = search.paid === '1' && !awaiting;
  const savedCards = awaiting ? await loadSavedCards() : [];
  // The payment form posted before the page's script ran comes back here saying why it was refused.
  const refusal = awaiting ? readFormRefusal(search) : undefined;
  const refused = refusal && {
    message: (await getTranslations('Checkout'))(`paymentRefusals.${refusal}`),
    field: typeof search.field === 'string' ? search.field : undefined,
  };
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">
          {awaiting ? t('reviewTitle') : justPaid ? t('thankYou') : t('yourOrder')}
        </h1>
        {awaiting && (
          <p
            role="status"
            className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950"
          >
            {t('reviewNotice', { number: access.view.number })}
          </p>
        )}
        {justPaid && (
          <p
            role="status"
            className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900"
          >
            {t('confirmedNotice', { number: access.view.number, email: access.view.customer.email })}
          </p>
        )}
        <p>
          <Link href="/orders" className="text-sm text-brand-700 underline">
            {t('allOrders')}
          </Link>
        </p>
      </header>
      {awaiting && (
        <div className="max-w-xl">
          <PaymentForm
            orderId={access.view.id}
            total={access.view.totals.total.formatted}
            savedCards={savedCards}
            defaultName={access.view.customer.name}
            refused={refused}
          />
        </div>
      )}
      <OrderDetails order={access.view} canReorder={access.canReorder} />
    </div>
  );
}
