import type { OrderView } from '@/lib/storefront/orders/order-view';
import { ReorderButton } from './reorder-button';
import { SummaryLines } from './summary-lines';

/** An order: what was bought, for how much, by whom and where it goes. */
export function OrderDetails({ order, canReorder }: { order: OrderView; canReorder: boolean }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section
        aria-labelledby="order-items-heading"
        className="space-y-3 rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="order-items-heading" className="font-serif text-xl font-semibold">
          Items
        </h2>
        <SummaryLines lines={order.lines} promotions={order.promotions} totals={order.totals} />
      </section>
      <aside className="space-y-5">
        <dl className="space-y-3 rounded-xl border border-stone-200 bg-white p-5 text-sm">
          <div>
            <dt className="text-stone-600">Order number</dt>
            <dd className="font-mono">{order.number}</dd>
          </div>
          {order.placedAt && (
            <div>
              <dt className="text-stone-600">Placed</dt>
              <dd>{order.placedAt}</dd>
            </div>
          )}
          <div>
            <dt className="text-stone-600">Status</dt>
            <dd>{order.status}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Payment</dt>
            <dd>{order.payment}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Contact</dt>
            <dd>{order.customer.email}</dd>
          </div>
          {order.delivery && (
            <div>
              <dt className="text-stone-600">Delivery</dt>
              <dd>{order.delivery}</dd>
            </div>
          )}
          {order.shippingAddress.length > 0 && (
            <div>
              <dt className="text-stone-600">Ships to</dt>
              <dd>
                <address className="not-italic">
                  {order.shippingAddress.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
          )}
        </dl>
        {canReorder && <ReorderButton orderId={order.id} />}
      </aside>
    </div>
  );
}
