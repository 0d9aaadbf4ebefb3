import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ReorderButton } from '@/components/checkout/reorder-button';
import { OrderLookupForm } from '@/components/orders/order-lookup-form';
import { readFormRefusal } from '@/lib/storefront/http/form-post.server';
import { describeError } from '@/lib/commerce/describe-error';
import { signInHref } from '@/lib/storefront/account/account-paths';
import { paymentWords, statusWords } from '@/lib/storefront/orders/order-view';
import { loadOrderHistory } from '@/lib/storefront/orders/orders.server';
import { Alert } from '@/components/ui/alert';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Orders');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * Rendered before the first byte, not streamed behind a placeholder (as the cart and order pages
 * are): the list and the "Find an order" form show without JavaScript.
 */
export const instant = false;

export default function OrdersPage({ searchParams }: PageProps<'/[market]/orders'>) {
  const t = useTranslations('Orders');
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">{t('title')}</h1>
      <Orders searchParams={searchParams} />
    </div>
  );
}

async function Orders({ searchParams }: Pick<PageProps<'/[market]/orders'>, 'searchParams'>) {
  const [history, t, errors, search] = await Promise.all([
    loadOrderHistory(),
    getTranslations('Orders'),
    getTranslations('Errors'),
    searchParams,
  ]);
  if (!history.ok) {
    return <Alert panel>{t('cannotShow', { reason: describeError(history.error, errors) })}</Alert>;
  }
  return (
    <div className="space-y-4">
      {!history.signedIn && (
        <p className="text-stone-700">
          {t.rich('fromBrowser', {
            link: (chunks) => (
              <Link href={signInHref('/orders')} className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      {history.orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          {t('noOrders')}
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
                  {t('order', { number: order.number })}
                </Link>
                <p className="text-sm text-stone-600">
                  {order.placedAt && t('placedOn', { date: order.placedAt })}
                  {t('line', {
                    status: statusWords(order.status, t),
                    payment: paymentWords(order.payment, t),
                    total: order.total,
                  })}
                </p>
              </div>
              {history.signedIn && <ReorderButton orderId={order.id} />}
            </li>
          ))}
        </ul>
      )}
      {!history.signedIn && <OrderLookupForm refusal={readFormRefusal(search)} />}
    </div>
  );
}
