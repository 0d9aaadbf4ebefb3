import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/commerce/money';
import type { OrderToReviewView } from '@/lib/storefront/merchandising/order-review-view';
import { Table, TableHead } from '@/components/ui/table';

/** The orders to check before they ship, each with why: its custom items against the catalog's prices. */
export function OrdersToReview({
  orders,
  placedOn,
}: {
  orders: OrderToReviewView[];
  placedOn: (iso: string) => string;
}) {
  const t = useTranslations('Merchandising');
  const payments = useTranslations('Orders.payments');
  const locale = useLocale();
  if (orders.length === 0) return <p className="text-stone-600">{t('orders.none')}</p>;
  return (
    <Table caption={t('orders.caption')} framed>
      <TableHead>
        {(['order', 'placed', 'customer', 'payment', 'why'] as const).map((column) => (
          <th key={column} scope="col" className="px-4 py-2 font-medium">
            {t(`orders.${column}`)}
          </th>
        ))}
      </TableHead>
      <tbody className="divide-y divide-stone-100">
        {orders.map((order) => {
          const money = (amount: number) => formatMoney(amount, order.currency, locale);
          return (
            <tr key={order.id} className="align-top">
              <th scope="row" className="px-4 py-2 font-mono text-xs font-medium">
                {order.reference}
              </th>
              <td className="px-4 py-2">{placedOn(order.placedAt)}</td>
              <td className="px-4 py-2">{order.customerEmail}</td>
              <td className="px-4 py-2">{payments(order.payment)}</td>
              <td className="px-4 py-2">
                <ul className="space-y-1">
                  {order.reasons.map((reason, index) => (
                    <li key={index}>
                      {t('orders.reason', {
                        item: reason.itemName,
                        charged: money(reason.chargedAmount),
                        product: reason.productName,
                        sku: reason.productSku,
                        catalog: money(reason.catalogAmount),
                      })}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
