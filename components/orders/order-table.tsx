import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { paymentWords, statusWords, type OrderSummary } from '@/lib/storefront/orders/order-view';

/** Orders as a table: number (a link to the order, which checks who asks), date, status, payment, total. */
export function OrderTable({ orders }: { orders: OrderSummary[] }) {
  const t = useTranslations('Orders');
  if (orders.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
        {t('noOrders')}{' '}
        <Link href="/shop" className="text-brand-700 underline">
          {t('browseShop')}
        </Link>
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('orderColumn')}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('placed')}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('status')}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('payment')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('total')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="px-4 py-3 font-medium">
                <Link href={`/orders/${encodeURIComponent(order.id)}`} className="text-brand-700 underline">
                  {t('order', { number: order.number })}
                </Link>
              </th>
              <td className="px-4 py-3">{order.placedAt ?? '—'}</td>
              <td className="px-4 py-3">{statusWords(order.status, t)}</td>
              <td className="px-4 py-3">{paymentWords(order.payment, t)}</td>
              <td className="px-4 py-3 text-right">{order.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
