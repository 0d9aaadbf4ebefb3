import { useTranslations } from 'next-intl';
import { paymentWords, statusWords, type OrderView } from '@/lib/storefront/orders/order-view';
import { ReorderButton } from './reorder-button';
import { SummaryLines } from './summary-lines';

/** An order: what was bought, for how much, by whom and where it goes. */
export function OrderDetails({ order, canReorder }: { order: OrderView; canReorder: boolean }) {
  const t = useTranslations('Orders');
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section
        aria-labelledby="order-items-heading"
        className="space-y-3 rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="order-items-heading" className="font-serif text-xl font-semibold">
          {t('items')}
        </h2>
        <SummaryLines lines={order.lines} promotions={order.promotions} totals={order.totals} />
      </section>
      <aside className="space-y-5">
        <dl className="space-y-3 rounded-xl border border-stone-200 bg-white p-5 text-sm">
          <div>
            <dt className="text-stone-600">{t('number')}</dt>
            <dd className="font-mono">{order.number}</dd>
          </div>
          {order.placedAt && (
            <div>
              <dt className="text-stone-600">{t('placed')}</dt>
              <dd>{order.placedAt}</dd>
            </div>
          )}
          <div>
            <dt className="text-stone-600">{t('status')}</dt>
            <dd>{statusWords(order.status, t)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('payment')}</dt>
            <dd>{paymentWords(order.payment, t)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('contact')}</dt>
            <dd>{order.customer.email}</dd>
          </div>
          {order.delivery && (
            <div>
              <dt className="text-stone-600">{t('delivery')}</dt>
              <dd>
                {t('deliveryLine', {
                  method: order.delivery.method,
                  price: order.delivery.price ?? t('free'),
                })}
              </dd>
            </div>
          )}
          <AddressEntry term={t('shipsTo')} lines={order.shippingAddress} />
          <AddressEntry term={t('billsTo')} lines={order.billingAddress} />
        </dl>
        {canReorder && <ReorderButton orderId={order.id} />}
      </aside>
    </div>
  );
}

/** One address of the order as a term and its lines; nothing when the order has none. */
function AddressEntry({ term, lines }: { term: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <dt className="text-stone-600">{term}</dt>
      <dd>
        <address className="not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </dd>
    </div>
  );
}
