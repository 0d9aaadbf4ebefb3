import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ProductListing } from '@/components/catalog/product-listing';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';

export const metadata: Metadata = {
  title: 'All products',
  description: 'Every product Harbor & Pine sells right now.',
};

/**
 * Rendered before the first byte is sent, not streamed behind a skeleton: React reveals a streamed
 * part with a script, so without JavaScript a shopper would see the skeleton for good. The catalog
 * reads are cached, so waiting for them costs little; `instant = false` says this route may block.
 */
export const instant = false;

export default async function ShopPage({ searchParams }: PageProps<'/[market]/shop'>) {
  const [context, search] = await Promise.all([getShopperContext(), searchParams]);
  return (
    <div className="space-y-6">
      <Breadcrumbs crumbs={[{ name: 'Home', href: '/' }, { name: 'All products' }]} />
      <h1 className="font-serif text-3xl font-semibold">All products</h1>
      <ProductListing context={context} scope={{ kind: 'all' }} pathname="/shop" searchParams={search} />
    </div>
  );
}
