import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import * as catalog from '@/lib/commerce/operations/catalog';
import {
  SHOPPER_CATALOG,
  type CatalogInclude,
  type CatalogSource,
  type ListingQuery,
} from '@/lib/commerce/operations/catalog';
import { searchCatalog, type CatalogSearch } from '@/lib/commerce/operations/search';
import { buildFilter, eq } from '@/lib/commerce/filter';
import { failure, type CommerceError, type Result } from '@/lib/commerce/result';
import type { ProductResponse } from '@/lib/commerce/schemas/catalog';
import {
  CACHE_TAGS,
  CATALOG_CACHE_LIFE,
  FAILURE_CACHE_LIFE,
  STOCK_CACHE_LIFE,
  UNCACHED_LIFE,
} from './cache-tags';
import { withStoreContent } from './store-content';
import { adminClient, shopperClient } from '@/lib/storefront/commerce/clients.server';
import { toCommerceContext, type ShopperContext } from '@/lib/i18n/shopper-context.server';

type CacheLife = typeof CATALOG_CACHE_LIFE | typeof STOCK_CACHE_LIFE;

/** What a cached read hands back: plain data, so it can be cached and sent to the client. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: CommerceError };

/**
 * Shared catalog reads, cached per locale, currency and channel (the arguments are the key) and
 * tagged so that publishing a release revalidates them. A failure other than "not found" is kept
 * only a few seconds (FAILURE_CACHE_LIFE), so an outage is not remembered once the service is back;
 * a shopper's own search passes `UNCACHED_LIFE`, so one shopper's 429 is never served to another.
 */
function settle<T>(
  result: Result<T>,
  tags: string[],
  life: CacheLife = CATALOG_CACHE_LIFE,
  failureLife: typeof FAILURE_CACHE_LIFE | typeof UNCACHED_LIFE = FAILURE_CACHE_LIFE,
): Loaded<T> {
  cacheTag(CACHE_TAGS.catalog, ...tags);
  if (result.ok) {
    cacheLife(life);
    return { ok: true, data: result.data };
  }
  cacheLife(result.error.status === 404 ? life : failureLife);
  return { ok: false, error: result.error };
}

/** A preview reads the chosen release with the administrator's token; shoppers read their own. */
const client = (context: ShopperContext) =>
  (context.preview ? adminClient : shopperClient)(toCommerceContext(context));
const source = (context: ShopperContext): CatalogSource =>
  context.preview
    ? { kind: 'release', catalogId: context.preview.catalogId, releaseId: context.preview.releaseId }
    : SHOPPER_CATALOG;

export async function loadHierarchies(context: ShopperContext) {
  'use cache';
  return settle(await catalog.listHierarchies(client(context), { limit: 100 }, source(context)), [
    CACHE_TAGS.hierarchies,
  ]);
}

export async function loadHierarchy(context: ShopperContext, hierarchyId: string) {
  'use cache';
  return settle(await catalog.getHierarchy(client(context), hierarchyId, source(context)), [
    CACHE_TAGS.hierarchy(hierarchyId),
  ]);
}

export async function loadHierarchyChildren(context: ShopperContext, hierarchyId: string) {
  'use cache';
  return settle(
    await catalog.listHierarchyChildren(client(context), hierarchyId, { limit: 100 }, source(context)),
    [CACHE_TAGS.hierarchy(hierarchyId)],
  );
}

export async function loadNode(context: ShopperContext, nodeId: string) {
  'use cache';
  return settle(await catalog.getNode(client(context), nodeId, source(context)), [CACHE_TAGS.node(nodeId)]);
}

export async function loadNodeChildren(context: ShopperContext, nodeId: string) {
  'use cache';
  return settle(await catalog.listNodeChildren(client(context), nodeId, { limit: 100 }, source(context)), [
    CACHE_TAGS.node(nodeId),
  ]);
}

/** Breadcrumb names for node ids, in one `in(id,…)` request (spec 4.8). */
export async function loadNodesByIds(context: ShopperContext, nodeIds: readonly string[]) {
  'use cache';
  const sorted = [...new Set(nodeIds)].sort();
  return settle(
    await catalog.getNodesByIds(client(context), sorted, source(context)),
    sorted.map(CACHE_TAGS.node),
  );
}

export type ListingScope = { kind: 'all' } | { kind: 'hierarchy'; id: string } | { kind: 'node'; id: string };

export async function loadListing(context: ShopperContext, scope: ListingScope, query: ListingQuery) {
  'use cache';
  const shopper = client(context);
  const from = source(context);
  const result =
    scope.kind === 'all'
      ? await catalog.listProducts(shopper, query, from)
      : scope.kind === 'hierarchy'
        ? await catalog.listHierarchyProducts(shopper, scope.id, query, from)
        : await catalog.listNodeProducts(shopper, scope.id, query, from);
  const scopeTags =
    scope.kind === 'hierarchy'
      ? [CACHE_TAGS.hierarchy(scope.id)]
      : scope.kind === 'node'
        ? [CACHE_TAGS.node(scope.id)]
        : [];
  // What is in stock changes with sales, not releases: such a listing is kept only as long as stock.
  return query.inStock
    ? settle(result, [CACHE_TAGS.listing, CACHE_TAGS.stock, ...scopeTags], STOCK_CACHE_LIFE)
    : settle(result, [CACHE_TAGS.listing, ...scopeTags]);
}

export async function loadProduct(
  context: ShopperContext,
  productId: string,
  include: readonly CatalogInclude[] = PRODUCT_PAGE_INCLUDES,
) {
  'use cache';
  const result = await catalog.getProduct(client(context), productId, include, source(context));
  // The store's words its API leaves untranslated (options, components, inputs), in the shopper's.
  const worded = result.ok
    ? { ...result, data: { ...result.data, data: withStoreContent(result.data.data, context.locale) } }
    : result;
  return settle(worded, [CACHE_TAGS.product(productId)]);
}

/** What the product page shows of a product: it, with its pictures, files and bundle's products. */
export const PRODUCT_PAGE_INCLUDES: readonly CatalogInclude[] = ['main_image', 'files', 'component_products'];

/**
 * The product at a slug (issue 27 point 2), in one listing request with the spec's filter
 * `eq(slug,…)`, shaped as `GET /catalog/products/{id}` answers: a slug no live product has is a 404.
 * Slugs are unique per catalog; were two alike, the catalog's first is the one shown.
 */
export async function loadProductBySlug(context: ShopperContext, slug: string) {
  'use cache';
  const result = await catalog.listProducts(
    client(context),
    { filter: buildFilter([eq('slug', slug)]), limit: 1, include: PRODUCT_PAGE_INCLUDES },
    source(context),
  );
  const found = result.ok ? result.data.data[0] : undefined;
  const product: Result<ProductResponse> = !result.ok
    ? result
    : found
      ? { ...result, data: { data: withStoreContent(found, context.locale), included: result.data.included } }
      : failure({ kind: 'http', status: 404, title: 'Not Found', detail: `No product is at ${slug}` });
  return settle(product, found ? [CACHE_TAGS.product(found.id)] : []);
}

/**
 * The products related to a product under a custom relationship (issue 27 point 4), with their
 * main pictures: a few, for a row of cards.
 */
export async function loadRelatedProducts(
  context: ShopperContext,
  productId: string,
  relationshipSlug: string,
) {
  'use cache';
  return settle(
    await catalog.listRelatedProducts(
      client(context),
      productId,
      relationshipSlug,
      { limit: RELATED_PRODUCTS_SHOWN, include: ['main_image'], children: false },
      source(context),
    ),
    [CACHE_TAGS.product(productId), CACHE_TAGS.listing],
  );
}

export const RELATED_PRODUCTS_SHOWN = 8;

/**
 * A shopper's search of the catalog (`POST /catalog/multi-search`, issue 16: the results page, the
 * suggestions), cached like a listing: the shopper's context and the search itself are the key. A
 * failure is not kept: it may be that shopper's 429. A merchandiser's preview searches the release
 * it shows (issue 27 point 7), so a renamed product is found by its new name there first.
 */
async function sharedSearch(context: ShopperContext, search: CatalogSearch) {
  'use cache';
  return settle(
    await searchCatalog(client(context), search, source(context)),
    [CACHE_TAGS.listing],
    CATALOG_CACHE_LIFE,
    UNCACHED_LIFE,
  );
}

/**
 * The shopper's search: the shared one (above), unless it was refused with a 429. Next dedupes
 * identical invocations in flight at once across requests, so a 429 may be another shopper's, met
 * by the same search at the same moment: it is asked again, uncached, for this shopper alone. A
 * shopper is only ever told their own refusal (a throttled one's second ask is refused before any
 * work, and counts nothing).
 */
export async function loadSearch(
  context: ShopperContext,
  search: CatalogSearch,
): Promise<Awaited<ReturnType<typeof sharedSearch>>> {
  const shared = await sharedSearch(context, search);
  if (shared.ok || shared.error.status !== 429) return shared;
  const own = await searchCatalog(client(context), search, source(context));
  return own.ok ? { ok: true, data: own.data } : { ok: false, error: own.error };
}

/**
 * The same search made for a catalog page (a listing's facets): part of a page cached whole for
 * every shopper, so it is made for no shopper in particular (clients.server.ts, `forPage`), and a
 * failure is kept a few seconds like the page's other reads.
 */
export async function loadPageSearch(context: ShopperContext, search: CatalogSearch) {
  'use cache';
  const forPage = context.preview
    ? adminClient(toCommerceContext(context))
    : shopperClient(toCommerceContext(context), { forPage: true });
  return settle(await searchCatalog(forPage, search, source(context)), [CACHE_TAGS.listing]);
}
