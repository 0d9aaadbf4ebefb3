import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { MerchandisingShell, MerchandisingSkeleton } from '@/components/merchandising/merchandising-shell';
import { MerchandisingUnavailable } from '@/components/merchandising/merchandising-unavailable';
import { ProductStatusButton } from '@/components/merchandising/product-status-button';
import { Badge } from '@/components/ui/badge';
import { Table, TableHead } from '@/components/ui/table';
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
        <Table caption={t('products.caption')} framed>
          <TableHead>
            {(['product', 'sku', 'type', 'status'] as const).map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-medium">
                {t(`products.${column}`)}
              </th>
            ))}
            <th scope="col" className="px-4 py-2">
              <span className="sr-only">{t('products.changeStatus')}</span>
            </th>
          </TableHead>
          <tbody className="divide-y divide-stone-100">
            {products.data.map((product) => (
              <tr key={product.id}>
                <th scope="row" className="px-4 py-2 font-medium">
                  <Link href={productEditHref(product.id)} className="text-brand-700 underline">
                    {product.name}
                  </Link>
                </th>
                <td className="px-4 py-2 font-mono text-xs">{product.sku}</td>
                <td className="px-4 py-2">{product.productTypes.join(', ')}</td>
                <td className="px-4 py-2">
                  <Badge tone={product.status === 'live' ? 'success' : 'neutral'}>
                    {product.status === 'live' ? t('products.live') : t('products.draft')}
                  </Badge>
                </td>
                <td className="px-4 py-2 text-right">
                  <ProductStatusButton
                    productId={product.id}
                    productName={product.name}
                    status={product.status}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <MerchandisingUnavailable error={products.error} what="products" />
      )}
    </MerchandisingShell>
  );
}
