import 'server-only';
import { getProduct, listProducts } from '@/lib/commerce/operations/catalog';
import { buildFilter, eq } from '@/lib/commerce/filter';
import { filterValue, searchCatalog } from '@/lib/commerce/operations/search';
import { marketCurrency, marketLocale, type Market } from '@/lib/i18n/markets';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import type { ListingBounds, ListingParams } from './listing-params';
import { WITHOUT_CHILDREN } from './search-params';
import { CATALOG_CACHE_LIFE } from './cache-tags';
import { findCategoryAddress, type CategoryAddress } from './category-addresses.server';
import { addressSegment, isCatalogId, isSlug } from './catalog-paths';

/*
 * Issue 24 point 2: every catalog address a page is rendered for is kept in the page cache, so the
 * proxy lets only what the catalog holds reach those pages. An unknown product, hierarchy or node is
 * answered by the not-found page (rendered per request, kept nowhere); a listing's query keeps only
 * tags the catalog has and page numbers in range. What the catalog holds is asked of the service and
 * remembered within bounds, so a flood of made-up addresses grows no memory either. Issue 27 point
 * 2: addresses name slugs; the old ones with ids are found too, for the proxy to redirect them.
 */

/** Product addresses found in the catalog, kept (oldest forgotten first) so a known page costs no service call. */
const PRODUCT_ADDRESSES_KEPT = 10_000;
/** Listing filters' bounds, kept briefly: a release published meanwhile shows within this time. */
const BOUNDS_KEPT = 1_000;
const BOUNDS_TTL_MS = 30_000;
/** Product addresses, kept as long as the pages (a slug changed by a publish shows within this time). */
const ADDRESSES_TTL_MS = CATALOG_CACHE_LIFE.revalidate * 1000;

/** A product address found in the catalog: the product's id and the segment of its own address. */
export type ProductAddress = { id: string; segment: string };

const holder = globalThis as typeof globalThis & {
  __catalogGate?: {
    bounds: Map<string, { at: number; bounds: ListingBounds }>;
    products: Map<string, { at: number; address: ProductAddress }>;
  };
};
const gate = () => (holder.__catalogGate ??= { bounds: new Map(), products: new Map() });

function remember<K, V>(map: Map<K, V> | Set<K>, limit: number, key: K, value?: V): void {
  if (map.size >= limit) map.delete(map.keys().next().value as K);
  if (map instanceof Map) map.set(key, value as V);
  else map.add(key);
}

/** The market's shopper as the pages read the catalog (shopper-context.server.ts, which the proxy cannot import). */
const clientFor = (market: Market) =>
  shopperClient({ locale: marketLocale(market), currency: marketCurrency(market), channel: 'web' });

/** A listing's scope: the hierarchy, and the node below it, its address names. */
export type CatalogEntity = { kind: 'hierarchy' | 'node'; id: string };

/** The address segment of a product page (`/products/{slug or id}`), still percent-encoded. */
export const productSegmentOf = (rest: string): string | undefined =>
  /^\/products\/([^/]+)\/?$/.exec(rest)?.[1];

/** A listing's address segments below `/shop` (percent-decoded; none for `/shop`), or undefined for another page. */
export function listingSegmentsOf(rest: string): string[] | undefined {
  if (rest !== '/shop' && !rest.startsWith('/shop/')) return undefined;
  return rest.slice('/shop'.length).split('/').filter(Boolean).map(decodeOnce);
}

/** The category a listing's segments name (category-addresses.server.ts), as the market's shopper sees the catalog. */
export const findListingCategory = (market: Market, segments: readonly string[]) =>
  findCategoryAddress(market, clientFor(market), segments);

/** The scope of a category, as listings and their bounds name it. */
export const categoryEntities = (category: CategoryAddress | undefined): CatalogEntity[] =>
  category
    ? [
        { kind: 'hierarchy', id: category.hierarchyId },
        ...(category.nodeId ? [{ kind: 'node' as const, id: category.nodeId }] : []),
      ]
    : [];

/**
 * The product a product page's address segment names (issue 27 point 2): by slug, in one listing
 * request with `eq(slug,…)`; by id, the old address. `unknown` only when the catalog says so (a
 * segment that cannot be a slug or an id is unknown without asking); undefined when it cannot say.
 * Found ones are remembered per market within bounds; unknown ones are not remembered at all.
 */
export async function findProductAddress(
  market: Market,
  encoded: string,
): Promise<ProductAddress | 'unknown' | undefined> {
  const key = `${market} ${encoded}`;
  const kept = gate().products.get(key);
  if (kept && Date.now() - kept.at < ADDRESSES_TTL_MS) return kept.address;
  const segment = decodeOnce(encoded);
  const client = clientFor(market);
  let found: { id: string; slug?: string } | undefined;
  if (isCatalogId(segment)) {
    const product = await getProduct(client, segment);
    if (!product.ok) return product.error.status === 404 ? 'unknown' : undefined;
    found = { id: product.data.data.id, slug: product.data.data.attributes.slug };
  } else if (isSlug(segment)) {
    const listed = await listProducts(client, { filter: buildFilter([eq('slug', segment)]), limit: 1 });
    if (!listed.ok) return listed.error.status === 404 ? 'unknown' : undefined;
    const product = listed.data.data[0];
    if (!product) return 'unknown';
    found = { id: product.id, slug: product.attributes.slug };
  } else return 'unknown';
  const address = { id: found.id, segment: addressSegment(found) };
  gate().products.delete(key);
  remember(gate().products, PRODUCT_ADDRESSES_KEPT, key, { at: Date.now(), address });
  return address;
}

/** What a listing's query is bounded by when nothing in it can be checked: no tags, the first page. */
const NOTHING_VERIFIED: ListingBounds = { tags: new Set(), products: 0 };

/** The scope of a listing's address, as the search filters it. */
function scopeFilter(entities: CatalogEntity[]): string[] {
  const deepest = entities.at(-1);
  if (!deepest) return [];
  // A known id (the gate found it), written as the listing's facets write it.
  return [`${deepest.kind === 'node' ? 'node_ids' : 'hierarchy_ids'}:=${deepest.id}`];
}

const decodeOnce = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * What the catalog holds for a listing's filter: which of its tags exist (among the listing's
 * products) and how many products it has before its text query, so the pages in range. Undefined
 * when the service cannot say (the query is then left as it is). The search counts against the
 * shopper's address (README "Service limits"): a shopper past the limit gets bounds that verify
 * nothing (no tags, one page), so a scanner's made-up queries still never become pages of their own.
 */
export async function listingBounds(
  market: Market,
  entities: CatalogEntity[],
  params: ListingParams,
): Promise<ListingBounds | undefined> {
  const filters = [
    WITHOUT_CHILDREN,
    ...scopeFilter(entities),
    ...(params.type ? [`product_types:=${params.type}`] : []),
    ...(params.tags.length ? [`tags:=[${params.tags.map(filterValue).join(',')}]`] : []),
  ];
  const key = `${market} ${filters.join(' && ')}`;
  const kept = gate().bounds.get(key);
  if (kept && Date.now() - kept.at < BOUNDS_TTL_MS) return kept.bounds;
  const answer = await searchCatalog(clientFor(market), {
    q: '*',
    filter_by: filters.join(' && '),
    facet_by: 'tags',
    max_facet_values: 100,
    per_page: 0,
  });
  if (!answer.ok) return answer.error.status === 429 ? NOTHING_VERIFIED : undefined;
  const tags = new Set(
    answer.data.facet_counts.flatMap((facet) => facet.counts.map((count) => count.value.toLowerCase())),
  );
  const bounds: ListingBounds = { tags, products: answer.data.found };
  gate().bounds.delete(key);
  remember(gate().bounds, BOUNDS_KEPT, key, { at: Date.now(), bounds });
  return bounds;
}
