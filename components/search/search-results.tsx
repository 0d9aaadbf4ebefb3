import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/server-link';
import { describeError, retryAfterSeconds } from '@/lib/commerce/describe-error';
import { ClientMessages } from '@/components/i18n/client-messages';
import { FacetLayout, type FacetGroupView } from '@/components/catalog/facet-panel';
import { CHOSEN, Chip, type ListingWords } from '@/components/catalog/listing-filters';
import { Pagination } from '@/components/catalog/pagination';
import { ProductCards } from '@/components/catalog/product-card';
import { getSearch } from '@/lib/storefront/catalog/catalog-data.server';
import { SORT_KEYS } from '@/lib/storefront/catalog/listing-params';
import { searchHref, type SearchParams } from '@/lib/storefront/catalog/search-params';
import { bandWords, type FacetsView } from '@/lib/storefront/catalog/search-view';
import type { PriceBand } from '@/lib/storefront/catalog/search-params';
import type { ShopperContext } from '@/lib/i18n/shopper-context.server';

/** The search's facets: a product type and a price band (one at a time), tags (all of them). */
function facetGroups(
  params: SearchParams,
  facets: FacetsView,
  t: ListingWords,
  priceLabel: (band: PriceBand) => string,
): FacetGroupView[] {
  return [
    {
      title: t('productType'),
      values: facets.types.map(({ value, count }) => ({
        label: t(`types.${value}`),
        count,
        ...(params.type === value && CHOSEN),
        href: searchHref(params, { type: params.type === value ? undefined : value }),
      })),
    },
    {
      title: t('price'),
      values: facets.prices.map(({ value, count }) => ({
        label: priceLabel(value),
        count,
        ...(params.price === value && CHOSEN),
        href: searchHref(params, { price: params.price === value ? undefined : value }),
      })),
    },
    {
      title: t('tags'),
      values: facets.tags.map(({ value, label, count }) => {
        const selected = params.tags.includes(value);
        return {
          label,
          count,
          ...(selected && CHOSEN),
          href: searchHref(params, {
            tags: selected ? params.tags.filter((tag) => tag !== value) : [...params.tags, value],
          }),
        };
      }),
    },
  ];
}

export async function SearchResults({ context, params }: { context: ShopperContext; params: SearchParams }) {
  const [result, t, listing, errors] = await Promise.all([
    getSearch(context, params),
    getTranslations('Search'),
    getTranslations('Listing'),
    getTranslations('Errors'),
  ]);
  if (!result.ok) {
    // Past the service's search limit for this shopper's address: how long to wait, not "try later".
    const seconds = result.error.status === 429 ? retryAfterSeconds(result.error) : undefined;
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-medium">{t('couldNotSearch')}</p>
        <p className="mt-1 text-sm">
          {seconds
            ? errors('tooManySearches', { seconds })
            : // A service without this search (404): the categories still lead to every product.
              result.error.status === 404
              ? t('unavailable')
              : describeError(result.error, errors)}
        </p>
        <Link href="/shop" className="mt-3 inline-block text-sm font-medium underline">
          {t('browseAll')}
        </Link>
      </div>
    );
  }
  const { products, found, page, facets } = result.data;
  const filtered = Boolean(params.type || params.price || params.tags.length);
  const withoutFilters = searchHref(params, { type: undefined, price: undefined, tags: [] });
  const priceLabel = (band: PriceBand) => {
    const { key, values } = bandWords(band, context.currency, context.locale);
    return listing(key, values);
  };

  return (
    // The facets read the listing's words in the browser.
    <ClientMessages area={['Listing']}>
      <div lang={context.locale}>
        <FacetLayout
          groups={facetGroups(params, facets, listing, priceLabel)}
          activeCount={(params.type ? 1 : 0) + (params.price ? 1 : 0) + params.tags.length}
        >
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-stone-700" aria-live="polite">
              {t('found', { count: found })}
            </p>
            {found > 0 && (
              <form
                method="get"
                action="/search"
                aria-label={t('order')}
                className="flex items-end gap-2 text-sm"
              >
                {params.q && <input type="hidden" name="q" value={params.q} />}
                {params.type && <input type="hidden" name="type" value={params.type} />}
                {params.tags.map((tag) => (
                  <input key={tag} type="hidden" name="tag" value={tag} />
                ))}
                {params.price && <input type="hidden" name="price" value={params.price} />}
                <label className="flex flex-col gap-1">
                  {listing('sortBy')}
                  <select name="sort" defaultValue={params.sort ?? ''} className="field-select">
                    <option value="">{params.q ? t('relevance') : listing('featured')}</option>
                    {SORT_KEYS.map((value) => (
                      <option key={value} value={value}>
                        {listing(`sort.${value}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="field-button">
                  {t('sort')}
                </button>
              </form>
            )}
          </div>

          {filtered && (
            <div className="flex flex-wrap items-center gap-2 text-sm" aria-label={listing('activeFilters')}>
              <span className="text-stone-600">{listing('showingOnly')}</span>
              {params.type && (
                <Chip
                  label={listing(`types.${params.type}`)}
                  href={searchHref(params, { type: undefined })}
                />
              )}
              {params.price && (
                <Chip label={priceLabel(params.price)} href={searchHref(params, { price: undefined })} />
              )}
              {params.tags.map((tag) => (
                <Chip
                  key={tag}
                  label={`#${tag}`}
                  href={searchHref(params, { tags: params.tags.filter((other) => other !== tag) })}
                />
              ))}
              <Link href={withoutFilters} className="font-medium text-brand-700 underline">
                {listing('resetAll')}
              </Link>
            </div>
          )}

          {products.length === 0 ? (
            <NoResults params={params} found={found} filtered={filtered} withoutFilters={withoutFilters} />
          ) : (
            <ProductCards products={products} className="grid grid-cols-2 gap-4 md:grid-cols-3" eager={3} />
          )}

          {found > 0 && (
            <Pagination
              info={{
                current: page.current,
                total: page.total,
                totalRecords: found,
                firstRecord: Math.min((page.current - 1) * page.size + 1, found),
                lastRecord: Math.min(page.current * page.size, found),
              }}
              hrefFor={(number) => searchHref(params, { page: number })}
            />
          )}
        </FacetLayout>
      </div>
    </ClientMessages>
  );
}

function NoResults({
  params,
  found,
  filtered,
  withoutFilters,
}: {
  params: SearchParams;
  found: number;
  filtered: boolean;
  withoutFilters: string;
}) {
  const t = useTranslations('Search');
  if (found > 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 p-10 text-center">
        <p className="font-medium">{t('pastLast')}</p>
        <Link href={searchHref(params)} className="mt-2 inline-block text-brand-700 underline">
          {t('firstPage')}
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-dashed border-stone-300 p-8">
      <h2 className="font-serif text-xl font-semibold">
        {params.q ? t('nothingFoundFor', { q: params.q }) : t('nothingFound')}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-700">
        <li>{t('spelling')}</li>
        {filtered && (
          <li>
            <Link href={withoutFilters} className="text-brand-700 underline">
              {t('withoutFilters')}
            </Link>
          </li>
        )}
        <li>
          <Link href="/shop" className="text-brand-700 underline">
            {t('browseAll')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
