import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/commerce/money';
import type { Order } from '@/lib/commerce/schemas/carts';

/** The orders to check before they ship, each with why: its custom items against the catalog's prices. */
export function OrdersToReview({ orders, placedOn }: { orders: Order[]; placedOn: (iso: string) => string }) {
  const t = useTranslations('Merchandising');
  const payments = useTranslations('Orders.payments');
  const locale = useLocale();
  if (orders.length === 0) return <p className="text-stone-600">{t('orders.none')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('orders.caption')}</caption>
        <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
          <tr>
            {(['order', 'placed', 'customer', 'payment', 'why'] as const).map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-medium">
                {t(`orders.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {orders.map((order) => {
            const currency = order.meta.display_price.with_tax.currency;
            const money = (amount: number) => formatMoney(amount, currency, locale);
            return (
              <tr key={order.id} className="align-top">
                <th scope="row" className="px-4 py-2 font-mono text-xs font-medium">
                  {order.order_number ?? order.id}
                </th>
                <td className="px-4 py-2">{placedOn(order.meta.timestamps.created_at)}</td>
                <td className="px-4 py-2">{order.customer.email}</td>
                <td className="px-4 py-2">{payments(order.payment)}</td>
                <td className="px-4 py-2">
                  <ul className="space-y-1">
                    {(order.meta.review?.reasons ?? []).map((reason, index) => (
                      <li key={index}>
                        {t('orders.reason', {
                          item: reason.item.name,
                          charged: money(reason.item.unit_amount),
                          product: reason.product.name,
                          sku: reason.product.sku,
                          catalog: money(reason.product.unit_amount),
                        })}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
