import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { MerchandisingShell, MerchandisingSkeleton } from '@/components/merchandising/merchandising-shell';
import { MerchandisingUnavailable } from '@/components/merchandising/merchandising-unavailable';
import { ProductEditor } from '@/components/merchandising/product-editor';
import { ProductPreviewCard } from '@/components/merchandising/product-preview-card';
import { Link } from '@/lib/i18n/navigation';
import { isMarket, marketLocale } from '@/lib/i18n/markets';
import { PRODUCTS_PATH, productEditHref } from '@/lib/storefront/merchandising/merchandising-paths';
import { loadProductEdit } from '@/lib/storefront/merchandising/merchandising.server';
import { requireMerchandiserPage } from '@/lib/storefront/merchandising/page-gate.server';

type Props = PageProps<'/[market]/merchandising/products/[productId]'>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Merchandising');
  return { title: t('titles.products'), robots: { index: false } };
}

/**
 * One product of the draft data (issue 27 point 7): how it looks with the changes saved (a draft
 * included, which no release holds), and the form that changes its name, description, status,
 * prices and main picture. Reached from the Products tab.
 */
export default async function ProductEditPage({ params }: Props) {
  const t = await getTranslations('Merchandising');
  return (
    <Suspense fallback={<MerchandisingSkeleton label={t('loading.product')} />}>
      <ProductEdit params={params} />
    </Suspense>
  );
}

async function ProductEdit({ params }: Pick<Props, 'params'>) {
  const { productId } = await params;
  await requireMerchandiserPage(productEditHref(productId));
  const [product, t, market] = await Promise.all([
    loadProductEdit(productId),
    getTranslations('Merchandising'),
    getLocale(),
  ]);
  const locale = marketLocale(isMarket(market) ? market : 'en-us');
  return (
    <MerchandisingShell current="products">
      <Link href={PRODUCTS_PATH} className="text-sm text-brand-700 underline">
        {t('edit.back')}
      </Link>
      {product.ok ? (
        <>
          <h1 className="font-serif text-3xl font-semibold break-words">
            {t('edit.heading', { product: product.data.name })}
          </h1>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <ProductPreviewCard product={product.data} locale={locale} />
            <ProductEditor product={product.data} />
          </div>
        </>
      ) : (
        <MerchandisingUnavailable error={product.error} what="product" />
      )}
    </MerchandisingShell>
  );
}
