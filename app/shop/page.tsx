import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ListingSkeleton, ProductListing } from '@/components/catalog/product-listing';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';

export const metadata: Metadata = {
  title: 'All products',
  description: 'Every product Harbor & Pine sells right now.',
};

export default function ShopPage({ searchParams }: PageProps<'/shop'>) {
  return (
    <div className="space-y-6">
      <Breadcrumbs crumbs={[{ name: 'Home', href: '/' }, { name: 'All products' }]} />
      <h1 className="font-serif text-3xl font-semibold">All products</h1>
      <Suspense fallback={<ListingSkeleton />}>
        <AllProducts searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function AllProducts({ searchParams }: { searchParams: PageProps<'/shop'>['searchParams'] }) {
  const [context, search] = await Promise.all([getShopperContext(), searchParams]);
  return <ProductListing context={context} scope={{ kind: 'all' }} pathname="/shop" searchParams={search} />;
}
