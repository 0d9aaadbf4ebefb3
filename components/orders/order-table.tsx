import { Link } from '@/lib/i18n/navigation';
import type { OrderSummary } from '@/lib/storefront/orders/order-view';

/** Orders as a table: number (a link to the order, which checks who asks), date, status, payment, total. */
export function OrderTable({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
        No orders yet.{' '}
        <Link href="/shop" className="text-brand-700 underline">
          Browse the shop
        </Link>
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your orders, newest first</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Order
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Placed
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Payment
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="px-4 py-3 font-medium">
                <Link href={`/orders/${encodeURIComponent(order.id)}`} className="text-brand-700 underline">
                  Order {order.number}
                </Link>
              </th>
              <td className="px-4 py-3">{order.placedAt ?? '—'}</td>
              <td className="px-4 py-3">{order.status}</td>
              <td className="px-4 py-3">{order.payment}</td>
              <td className="px-4 py-3 text-right">{order.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
