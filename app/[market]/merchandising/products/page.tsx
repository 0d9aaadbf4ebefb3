import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { MerchandisingShell, MerchandisingSkeleton } from '@/components/merchandising/merchandising-shell';
import { MerchandisingUnavailable } from '@/components/merchandising/merchandising-unavailable';
import { ProductStatusButton } from '@/components/merchandising/product-status-button';
import { PRODUCTS_PATH, productEditHref } from '@/lib/storefront/merchandising/merchandising-paths';
import { requireMerchandiserPage } from '@/lib/storefront/merchandising/page-gate.server';
import { loadDraftProducts } from '@/lib/storefront/merchandising/merchandising.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Merchandising');
  return { title: t('titles.products'), robots: { index: false } };
}

export default async function ProductsPage() {
  const t = await getTranslations('Merchandising');
  return (
    <Suspense fallback={<MerchandisingSkeleton label={t('loading.products')} />}>
      <Products />
    </Suspense>
  );
}

async function Products() {
  await requireMerchandiserPage(PRODUCTS_PATH);
  const [products, t] = await Promise.all([loadDraftProducts(), getTranslations('Merchandising')]);
  return (
    <MerchandisingShell current="products">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('products.heading')}</h1>
        <p className="mt-2 max-w-3xl text-stone-600">{t('products.intro')}</p>
      </div>
      {products.ok ? (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('products.caption')}</caption>
            <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('products.product')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('products.sku')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('products.type')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('products.status')}
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">{t('products.changeStatus')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {products.data.map((product) => (
                <tr key={product.id}>
                  <th scope="row" className="px-4 py-2 font-medium">
                    <Link href={productEditHref(product.id)} className="text-brand-700 underline">
                      {product.attributes.name}
                    </Link>
                  </th>
                  <td className="px-4 py-2 font-mono text-xs">{product.attributes.sku}</td>
                  <td className="px-4 py-2">{product.meta.product_types.join(', ')}</td>
                  <td className="px-4 py-2">
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-semibold ${
                        product.attributes.status === 'live'
                          ? 'bg-emerald-100 text-emerald-900'
                          : 'bg-stone-200 text-stone-800'
                      }`}
                    >
                      {product.attributes.status === 'live' ? t('products.live') : t('products.draft')}
                    </span>
                  </td>
                  <td className="px-4 py-2 text-right">
                    <ProductStatusButton
                      productId={product.id}
                      productName={product.attributes.name}
                      status={product.attributes.status}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <MerchandisingUnavailable error={products.error} what="products" />
      )}
    </MerchandisingShell>
  );
}
