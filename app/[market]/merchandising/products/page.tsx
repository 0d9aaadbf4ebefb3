import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { Suspense } from 'react';
import { MerchandisingShell, MerchandisingSkeleton } from '@/components/merchandising/merchandising-shell';
import { MerchandisingUnavailable } from '@/components/merchandising/merchandising-unavailable';
import { ProductStatusButton } from '@/components/merchandising/product-status-button';
import { PRODUCTS_PATH } from '@/lib/storefront/merchandising/merchandising-paths';
import { requireMerchandiserPage } from '@/lib/storefront/merchandising/page-gate.server';
import { loadDraftProducts } from '@/lib/storefront/merchandising/merchandising.server';

export const metadata: Metadata = { title: 'Products · Merchandising', robots: { index: false } };

export default function ProductsPage() {
  return (
    <Suspense fallback={<MerchandisingSkeleton label="Loading the products" />}>
      <Products />
    </Suspense>
  );
}

async function Products() {
  await requireMerchandiserPage(PRODUCTS_PATH);
  const products = await loadDraftProducts();
  return (
    <MerchandisingShell current="products">
      <div>
        <h1 className="font-serif text-3xl font-semibold">Products</h1>
        <p className="mt-2 max-w-3xl text-stone-600">
          Live products go into the next release; drafts stay out of it. A change shows to shoppers once a
          release is published, and before that in a preview of the unpublished changes.
        </p>
      </div>
      {products.ok ? (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Products of the unpublished data, by name</caption>
            <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Product
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  SKU
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Type
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">Change the status</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {products.data.map((product) => (
                <tr key={product.id}>
                  <th scope="row" className="px-4 py-2 font-medium">
                    <Link
                      href={`/products/${encodeURIComponent(product.id)}`}
                      className="text-brand-700 underline"
                    >
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
                      {product.attributes.status === 'live' ? 'Live' : 'Draft'}
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
        <MerchandisingUnavailable error={products.error} what="The products" />
      )}
    </MerchandisingShell>
  );
}
