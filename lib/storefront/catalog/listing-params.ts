import { z } from 'zod';
import { buildFilter, eq, inList, type FilterCondition } from '@/lib/commerce/filter';
import type { ListingSort } from '@/lib/commerce/operations/catalog';

export const PAGE_SIZES = [12, 24, 48, 100] as const;
export const DEFAULT_PAGE_SIZE = 24;
/** Spec §8: `page[offset]` may not pass 10,000. */
export const MAX_OFFSET = 10_000;

/**
 * Listings show one card per product (issue 16): parents and standalone products, never a child,
 * so there is no filter for children either.
 */
export const LISTED_TYPES = ['standard', 'parent', 'bundle'] as const;
export type ListedType = (typeof LISTED_TYPES)[number];

/** The orders a shopper can pick, as the URL names them (`?sort=price-asc`). */
/** Each is named by `Listing.sort` in the message files. */
export const SORT_KEYS = ['name', 'price-asc', 'price-desc', 'newest'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
const sortKey = z.enum(SORT_KEYS);

/** The listings' `sort` for a shopper's choice (without one, the category's own order). */
export const LISTING_SORT: Record<SortKey, ListingSort> = {
  name: 'name',
  'price-asc': 'price',
  'price-desc': '-price',
  newest: '-created_at',
};

export const oneOrMany = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * A listing's state lives in the URL: `?type=bundle&tag=waterproof&tag=sale&stock=in&field=sku&q=TENT-2&page=2&size=24`.
 * Anything malformed falls back to its default rather than failing the page.
 */
export const listingParamsSchema = z.object({
  type: z.enum(LISTED_TYPES).optional().catch(undefined),
  sort: sortKey.optional().catch(undefined),
  tag: oneOrMany
    .transform((tags) =>
      [
        ...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag && !tag.includes(','))),
      ].slice(0, 10),
    )
    .optional()
    .catch(undefined),
  stock: z.enum(['in']).optional().catch(undefined),
  field: z.enum(['name', 'sku']).catch('name'),
  q: z.string().trim().max(255).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .catch(DEFAULT_PAGE_SIZE),
});

export interface ListingParams {
  type?: ListedType;
  sort?: SortKey;
  tags: string[];
  /** Only what is in stock now (`?stock=in`). */
  inStock: boolean;
  field: 'name' | 'sku';
  q?: string;
  page: number;
  size: number;
}

export function parseListingParams(
  searchParams: Record<string, string | string[] | undefined>,
): ListingParams {
  const parsed = listingParamsSchema.parse({
    field: 'name',
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    ...searchParams,
  });
  const size = parsed.size;
  const lastReachablePage = Math.floor(MAX_OFFSET / size) + 1;
  return {
    type: parsed.type,
    sort: parsed.sort,
    tags: parsed.tag ?? [],
    inStock: parsed.stock === 'in',
    field: parsed.field,
    q: parsed.q || undefined,
    page: Math.min(parsed.page, lastReachablePage),
    size,
  };
}

/**
 * What the catalog holds for a listing's filter (lib/storefront/catalog/catalog-gate.server.ts): the
 * tags its products have and how many products it lists.
 */
export interface ListingBounds {
  tags: ReadonlySet<string>;
  products: number;
}

/**
 * Issue 24 point 2: a listing's query only takes values that exist, so made-up ones cannot each
 * become a cached page: tags the catalog does not have are dropped, a page past the last is the last.
 */
export function boundListingParams(params: ListingParams, bounds: ListingBounds | undefined): ListingParams {
  if (!bounds) return params;
  const lastPage = Math.max(1, Math.ceil(bounds.products / params.size));
  return {
    ...params,
    tags: params.tags.filter((tag) => bounds.tags.has(tag)),
    page: Math.min(params.page, lastPage),
  };
}

/** The spec 4.8 filter for these params: one condition per active filter, all of which must hold. */
export function listingFilter(params: ListingParams): string | undefined {
  const conditions: FilterCondition[] = [];
  if (params.type) conditions.push(eq('product_types', params.type));
  if (params.tags.length === 1) conditions.push(eq('tags', params.tags[0]!));
  if (params.tags.length > 1) conditions.push(inList('tags', params.tags));
  if (params.q) conditions.push(eq(params.field, params.q));
  return conditions.length ? buildFilter(conditions) : undefined;
}

export function listingQuery(params: ListingParams) {
  return {
    filter: listingFilter(params),
    limit: params.size,
    offset: (params.page - 1) * params.size,
    sort: params.sort ? LISTING_SORT[params.sort] : undefined,
    children: false,
    ...(params.inStock && { inStock: true }),
  };
}

/** The URL of the same listing with some params changed (page resets unless given). */
export function listingHref(pathname: string, params: ListingParams, change: Partial<ListingParams>): string {
  const next = { ...params, page: 1, ...change };
  const search = new URLSearchParams();
  if (next.type) search.set('type', next.type);
  if (next.sort) search.set('sort', next.sort);
  for (const tag of next.tags) search.append('tag', tag);
  if (next.inStock) search.set('stock', 'in');
  if (next.q) {
    search.set('field', next.field);
    search.set('q', next.q);
  }
  if (next.page > 1) search.set('page', String(next.page));
  if (next.size !== DEFAULT_PAGE_SIZE) search.set('size', String(next.size));
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const hasActiveFilters = (params: ListingParams) =>
  Boolean(params.type || params.tags.length || params.q || params.inStock);

/** All products with one tag: where a product page's tag links to. */
export const tagListingHref = (tag: string) => `/shop?${new URLSearchParams({ tag: tag.toLowerCase() })}`;

/** The query keys `listingHref` writes; it alone decides how they appear. */
const LISTING_KEYS = new Set(['type', 'sort', 'tag', 'stock', 'field', 'q', 'page', 'size']);

/**
 * The query a listing URL should have: the filter form (a plain GET form, so it works without
 * JavaScript) sends every field, empty or default (`?type=&tag=&field=name&q=&size=24`); this keeps
 * what changes the listing. Keys this module does not know are kept unless empty.
 */
export function canonicalListingSearch(
  searchParams: Record<string, string | string[] | undefined>,
  bounds?: ListingBounds,
): string {
  const params = boundListingParams(parseListingParams(searchParams), bounds);
  const search = new URLSearchParams(listingHref('', params, { page: params.page }).split('?')[1] ?? '');
  for (const [key, raw] of Object.entries(searchParams)) {
    if (LISTING_KEYS.has(key) || search.has(key)) continue;
    for (const value of [raw ?? []].flat()) if (value.trim()) search.append(key, value);
  }
  return search.toString();
}

/**
 * Whether a listing URL's query differs from its canonical one by more than the order of its keys
 * (a link written in another order is not sent round again).
 */
export function needsCanonicalRedirect(
  searchParams: Record<string, string | string[] | undefined>,
  canonical: string,
): boolean {
  const given = new URLSearchParams();
  for (const [key, raw] of Object.entries(searchParams))
    for (const value of [raw ?? []].flat()) given.append(key, value);
  const wanted = new URLSearchParams(canonical);
  given.sort();
  wanted.sort();
  return given.toString() !== wanted.toString();
}

/**
 * Issue 15: a listing's page is cached whole per market and per filter, so what the query says
 * becomes a path segment the page reads as a parameter (a page that read the query itself would be
 * rendered on every request). The proxy rewrites `/fr-fr/shop/h?tag=x` to `/fr-fr/shop/~tag%3Dx/h`
 * (the shopper's address does not change); only what changes the listing is in it, so unknown keys
 * (`utm_source`…) do not split the cache, and with the catalog's `bounds` only values that exist.
 * `-` is the listing without a query.
 */
export function listingSegment(
  searchParams: Record<string, string | string[] | undefined>,
  bounds?: ListingBounds,
): string {
  const params = boundListingParams(parseListingParams(searchParams), bounds);
  const query = listingHref('', params, { page: params.page }).split('?')[1] ?? '';
  return query ? `~${encodeURIComponent(query)}` : '-';
}

/** The listing's query, as a page's `searchParams` has it, from the segment (decoded once by Next). */
export function listingSearchFrom(segment: string): Record<string, string | string[]> {
  const search: Record<string, string | string[]> = {};
  if (!segment.startsWith('~')) return search;
  // Written with every `=` encoded: one still encoded means the segment arrived undecoded.
  const raw = segment.slice(1);
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(raw.includes('=') ? raw : decodeURIComponent(raw));
  } catch {
    return search;
  }
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    search[key] = values.length === 1 ? values[0]! : values;
  }
  return search;
}
