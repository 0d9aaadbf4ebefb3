import Link from 'next/link';
import { describeError } from '@/lib/commerce/describe-error';
import {
  getListing,
  getListingFacets,
  type ListingScope,
} from '@/lib/storefront/catalog/catalog-data.server';
import { listingHref, listingQuery, parseListingParams } from '@/lib/storefront/catalog/listing-params';
import type { ShopperContext } from '@/lib/storefront/i18n/shopper-context.server';
import { FacetLayout } from './facet-panel';
import { ListingFilters, listingFacetGroups } from './listing-filters';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';

interface Props {
  context: ShopperContext;
  scope: ListingScope;
  pathname: string;
  searchParams: Record<string, string | string[] | undefined>;
}

export async function ProductListing({ context, scope, pathname, searchParams }: Props) {
  const params = parseListingParams(searchParams);
  const [result, facets] = await Promise.all([
    getListing(context, scope, { ...listingQuery(params), include: ['main_image'] }),
    getListingFacets(context, scope, params),
  ]);
  if (!result.ok) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-medium">These products could not be shown.</p>
        <p className="mt-1 text-sm">{describeError(result.error)}</p>
        <Link href={pathname} className="mt-3 inline-block text-sm font-medium underline">
          Show everything again
        </Link>
      </div>
    );
  }

  const { products, page, totalRecords } = result.data;
  const { limit, offset, current, total } = page;

  return (
    // Product names and descriptions come in the shopper's language where the catalog has them.
    <div lang={context.locale}>
      <FacetLayout
        groups={listingFacetGroups(pathname, params, facets)}
        activeCount={(params.type ? 1 : 0) + params.tags.length}
      >
        <ListingFilters pathname={pathname} params={params} />
        {products.length === 0 ? (
          <div className="rounded-xl border border-dashed border-stone-300 p-10 text-center">
            {totalRecords > 0 ? (
              <>
                <p className="font-medium">This page is past the last one.</p>
                <Link
                  href={listingHref(pathname, params, { page: total })}
                  className="mt-2 inline-block text-brand-700 underline"
                >
                  Go to page {total}
                </Link>
              </>
            ) : (
              <>
                <p className="font-medium">No products match these filters.</p>
                <Link href={pathname} className="mt-2 inline-block text-brand-700 underline">
                  Reset all filters
                </Link>
              </>
            )}
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} priority={index < 4} />
            ))}
          </ul>
        )}
        {totalRecords > 0 && (
          <Pagination
            info={{
              current,
              total,
              totalRecords,
              firstRecord: Math.min(offset + 1, totalRecords),
              lastRecord: Math.min(offset + limit, totalRecords),
            }}
            hrefFor={(page) => listingHref(pathname, params, { page })}
          />
        )}
      </FacetLayout>
    </div>
  );
}

export function ListingSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading products" className="space-y-6">
      <div className="h-40 animate-pulse rounded-xl bg-stone-200" />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="aspect-[3/4] animate-pulse rounded-xl bg-stone-200" />
        ))}
      </ul>
    </div>
  );
}
