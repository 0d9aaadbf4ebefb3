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
import type { CommerceError, Result } from '@/lib/commerce/result';
import { CACHE_TAGS, CATALOG_CACHE_LIFE } from './cache-tags';
import { withStoreContent } from './store-content';
import { adminClient, shopperClient } from '@/lib/storefront/commerce/clients.server';
import { toCommerceContext, type ShopperContext } from '@/lib/storefront/i18n/shopper-context.server';

/** What a cached read hands back: plain data, so it can be cached and sent to the client. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: CommerceError };

/**
 * Shared catalog reads, cached per locale, currency and channel (the arguments are the key) and
 * tagged so that publishing a release revalidates them. A failure other than "not found" is kept
 * only briefly, so an outage is not remembered once the service is back.
 */
function settle<T>(result: Result<T>, tags: string[]): Loaded<T> {
  cacheTag(CACHE_TAGS.catalog, ...tags);
  if (result.ok) {
    cacheLife(CATALOG_CACHE_LIFE);
    return { ok: true, data: result.data };
  }
  if (result.error.status === 404) cacheLife(CATALOG_CACHE_LIFE);
  else cacheLife('seconds');
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
  return settle(result, [CACHE_TAGS.listing, ...scopeTags]);
}

export async function loadProduct(
  context: ShopperContext,
  productId: string,
  include: readonly CatalogInclude[] = ['main_image', 'files', 'component_products'],
) {
  'use cache';
  const result = await catalog.getProduct(client(context), productId, include, source(context));
  // The store's words its API leaves untranslated (options, components, inputs), in the shopper's.
  const worded = result.ok
    ? { ...result, data: { ...result.data, data: withStoreContent(result.data.data, context.locale) } }
    : result;
  return settle(worded, [CACHE_TAGS.product(productId)]);
}

/**
 * A search of the shopper's catalog (`POST /catalog/multi-search`, issue 16), cached like a listing:
 * the shopper's context and the search itself are the key. A merchandiser's preview searches the
 * release it shows (issue 27 point 7), so a renamed product is found by its new name there first.
 */
export async function loadSearch(context: ShopperContext, search: CatalogSearch) {
  'use cache';
  return settle(await searchCatalog(client(context), search, source(context)), [CACHE_TAGS.listing]);
}
