import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/server-link';
import { describeError } from '@/lib/commerce/describe-error';
import { ClientMessages } from '@/components/i18n/client-messages';
import {
  getListing,
  getListingFacets,
  type ListingScope,
} from '@/lib/storefront/catalog/catalog-data.server';
import {
  canonicalListingSearch,
  listingHref,
  listingQuery,
  needsCanonicalRedirect,
  parseListingParams,
} from '@/lib/storefront/catalog/listing-params';
import type { ShopperContext } from '@/lib/i18n/shopper-context.server';
import { FacetAside } from './facet-panel';
import { FilterSheet } from './filter-sheet';
import { ListingFilters, listingFacetGroups } from './listing-filters';
import { Pagination } from './pagination';
import { ProductCards } from './product-card';
import { ReplaceUrl } from './replace-url';

interface Props {
  context: ShopperContext;
  scope: ListingScope;
  pathname: string;
  searchParams: Record<string, string | string[] | undefined>;
}

export async function ProductListing({ context, scope, pathname, searchParams }: Props) {
  const canonical = canonicalListingSearch(searchParams);
  if (needsCanonicalRedirect(searchParams, canonical))
    redirect(canonical ? `${pathname}?${canonical}` : pathname);
  let params = parseListingParams(searchParams);
  const facetsRead = getListingFacets(context, scope, params);
  let result = await getListing(context, scope, { ...listingQuery(params), include: ['main_image'] });
  // A page past the last one ("Page 99 of 4", from an old link or a narrowed filter) shows the last
  // one, and the address says so: a redirect while the page streams would need JavaScript.
  let movedTo: string | undefined;
  if (result.ok && result.data.products.length === 0 && params.page > Math.max(result.data.page.total, 1)) {
    params = { ...params, page: Math.max(result.data.page.total, 1) };
    movedTo = listingHref(pathname, params, { page: params.page });
    result = await getListing(context, scope, { ...listingQuery(params), include: ['main_image'] });
  }
  const [facets, t, errors] = await Promise.all([
    facetsRead,
    getTranslations('Listing'),
    getTranslations('Errors'),
  ]);
  if (!result.ok) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-medium">{t('couldNotShow')}</p>
        <p className="mt-1 text-sm">{describeError(result.error, errors)}</p>
        <Link href={pathname} className="mt-3 inline-block text-sm font-medium underline">
          {t('showEverything')}
        </Link>
      </div>
    );
  }

  const { products, page, totalRecords } = result.data;
  const { limit, offset, current, total } = page;
  const groups = listingFacetGroups(pathname, params, facets, t).filter((group) => group.values.length > 0);
  const activeCount =
    (params.type ? 1 : 0) + params.tags.length + (params.q ? 1 : 0) + (params.inStock ? 1 : 0);
  // From `lg` the facets float at the left (FacetAside), and the rest keeps to their right.
  const beside = groups.length > 0 ? 'lg:ml-64' : '';

  return (
    // Product names and descriptions come in the shopper's language where the catalog has them. The
    // facets and the phone's filter sheet read the listing's words in the browser.
    <ClientMessages area={['Listing']}>
      <div lang={context.locale}>
        {movedTo && <ReplaceUrl href={movedTo} />}
        <div className="space-y-6 lg:flow-root">
          {/* On a phone the facets and the order wait together in one sheet behind a Filters button. */}
          <FilterSheet activeCount={activeCount}>
            <div className="space-y-5">
              {groups.length > 0 && <FacetAside groups={groups} />}
              <ListingFilters pathname={pathname} params={params} className={beside} />
            </div>
          </FilterSheet>
          {products.length === 0 ? (
            <div className={`rounded-xl border border-dashed border-stone-300 p-10 text-center ${beside}`}>
              <p className="font-medium">{t('noMatch')}</p>
              <Link href={pathname} className="mt-2 inline-block text-brand-700 underline">
                {t('resetAll')}
              </Link>
            </div>
          ) : (
            <ProductCards
              products={products}
              className={`grid grid-cols-2 gap-4 md:grid-cols-3 ${beside}`}
              eager={4}
            />
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
              className={beside}
            />
          )}
        </div>
      </div>
    </ClientMessages>
  );
}
