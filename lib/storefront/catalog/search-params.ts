import { z } from 'zod';
import { filterValue, type CatalogSearch } from '@/lib/commerce/operations/search';
import { LISTED_TYPES, SORT_KEYS, oneOrMany, type ListedType, type SortKey } from './listing-params';

/** The service's longest query (lib/service/catalog/search/search-schema.ts). */
export const MAX_QUERY_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 24;
/** The service's price bands, in major units of the shopper's currency. */
export const PRICE_BANDS = ['0-25', '25-50', '50-100', '100-250', '250+'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];
/** `(page - 1) × per_page` stays within 10,000 (the service's deepest page). */
const LAST_PAGE = Math.floor(10_000 / SEARCH_PAGE_SIZE) + 1;

const SEARCH_SORT: Record<SortKey, string> = {
  name: 'name:asc',
  'price-asc': 'price:asc',
  'price-desc': 'price:desc',
  newest: 'created_at:desc',
};

/**
 * The search page's state lives in the URL: `/search?q=tent&sort=price-asc&type=bundle&tag=camping&price=50-100&page=2`.
 * Anything malformed falls back to its default rather than failing the page.
 */
const searchParamsSchema = z.object({
  q: z
    .string()
    .transform((q) => q.trim().slice(0, MAX_QUERY_LENGTH))
    .catch(''),
  sort: z.enum(SORT_KEYS).optional().catch(undefined),
  type: z.enum(LISTED_TYPES).optional().catch(undefined),
  tag: oneOrMany
    .transform((tags) =>
      [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))].slice(0, 10),
    )
    .optional()
    .catch(undefined),
  price: z.enum(PRICE_BANDS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(LAST_PAGE).catch(1),
});

export interface SearchParams {
  q: string;
  /** None: by relevance (with a query), else the catalog's order. */
  sort?: SortKey;
  type?: ListedType;
  tags: string[];
  price?: PriceBand;
  page: number;
}

export function parseSearchParams(searchParams: Record<string, string | string[] | undefined>): SearchParams {
  const parsed = searchParamsSchema.parse({ q: '', page: 1, ...searchParams });
  return {
    q: parsed.q,
    sort: parsed.sort,
    type: parsed.type,
    tags: parsed.tag ?? [],
    price: parsed.price,
    page: parsed.page,
  };
}

function priceFilter(band: PriceBand): string {
  if (band === '250+') return 'price:>=250';
  const [min, max] = band.split('-');
  return `price:>=${min} && price:<${max}`;
}

/** One card per product: parents and standalone products, never a child (issue 16). */
export const WITHOUT_CHILDREN = 'product_types:!=child';

/** `filter_by` for the chosen facets; every chosen tag must hold. */
export function searchFilter(params: Pick<SearchParams, 'type' | 'tags' | 'price'>): string {
  return [
    WITHOUT_CHILDREN,
    ...(params.type ? [`product_types:=${params.type}`] : []),
    ...params.tags.map((tag) => `tags:=${filterValue(tag)}`),
    ...(params.price ? [priceFilter(params.price)] : []),
  ].join(' && ');
}

export function toCatalogSearch(params: SearchParams): CatalogSearch {
  return {
    q: params.q || '*',
    filter_by: searchFilter(params),
    facet_by: 'product_types,tags,price',
    max_facet_values: 12,
    ...(params.sort && { sort_by: SEARCH_SORT[params.sort] }),
    page: params.page,
    per_page: SEARCH_PAGE_SIZE,
  };
}

/** The URL of the same search with some params changed (page resets unless given). */
export function searchHref(params: SearchParams, change: Partial<SearchParams> = {}): string {
  const next = { ...params, page: 1, ...change };
  const search = new URLSearchParams();
  if (next.q) search.set('q', next.q);
  if (next.sort) search.set('sort', next.sort);
  if (next.type) search.set('type', next.type);
  for (const tag of next.tags) search.append('tag', tag);
  if (next.price) search.set('price', next.price);
  if (next.page > 1) search.set('page', String(next.page));
  const query = search.toString();
  return query ? `/search?${query}` : '/search';
}
