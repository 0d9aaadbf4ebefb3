import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { MerchandisingShell, MerchandisingSkeleton } from '@/components/merchandising/merchandising-shell';
import { MerchandisingUnavailable } from '@/components/merchandising/merchandising-unavailable';
import { OrdersToReview } from '@/components/merchandising/orders-to-review';
import { ORDERS_TO_REVIEW_PATH } from '@/lib/storefront/merchandising/merchandising-paths';
import { requireMerchandiserPage } from '@/lib/storefront/merchandising/page-gate.server';
import { loadOrdersToReview } from '@/lib/storefront/merchandising/merchandising.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Merchandising');
  return { title: t('titles.orders'), robots: { index: false } };
}

export default async function OrdersToReviewPage() {
  const t = await getTranslations('Merchandising');
  return (
    <Suspense fallback={<MerchandisingSkeleton label={t('loading.orders')} />}>
      <Orders />
    </Suspense>
  );
}

/** Issue 24 point 12: the orders whose custom items name a catalog product at another price. */
async function Orders() {
  await requireMerchandiserPage(ORDERS_TO_REVIEW_PATH);
  const [orders, t, format] = await Promise.all([
    loadOrdersToReview(),
    getTranslations('Merchandising'),
    getFormatter(),
  ]);
  return (
    <MerchandisingShell current="orders">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('orders.heading')}</h1>
        <p className="mt-2 max-w-3xl text-stone-600">{t('orders.intro')}</p>
      </div>
      {orders.ok ? (
        <OrdersToReview
          orders={orders.data}
          placedOn={(iso) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })}
        />
      ) : (
        <MerchandisingUnavailable error={orders.error} what="orders" />
      )}
    </MerchandisingShell>
  );
}
