import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ListingSkeleton } from '@/components/catalog/product-listing';
import { SearchResults } from '@/components/search/search-results';
import { parseSearchParams } from '@/lib/storefront/catalog/search-params';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';

type Props = PageProps<'/search'>;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = parseSearchParams(await searchParams);
  // Result pages are endless variations of the listings: kept out of search engines.
  return { title: q ? `Search: ${q}` : 'Search', robots: { index: false, follow: true } };
}

export default function SearchPage({ searchParams }: Props) {
  return (
    <div className="space-y-6">
      <Breadcrumbs crumbs={[{ name: 'Home', href: '/' }, { name: 'Search' }]} />
      <Suspense fallback={<ListingSkeleton />}>
        <Search searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Search({ searchParams }: Pick<Props, 'searchParams'>) {
  const [context, search] = await Promise.all([getShopperContext(), searchParams]);
  const params = parseSearchParams(search);
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">
        {params.q ? `Results for “${params.q}”` : 'All products'}
      </h1>
      <SearchResults context={context} params={params} />
    </>
  );
}
