import 'server-only';
import { getHierarchy, getNode, getProduct } from '@/lib/commerce/operations/catalog';
import { filterValue, searchCatalog } from '@/lib/commerce/operations/search';
import { marketCurrency, marketLocale, type Market } from '@/lib/i18n/markets';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import type { ListingBounds, ListingParams } from './listing-params';
import { WITHOUT_CHILDREN } from './search-params';

/*
 * Issue 24 point 2: every catalog address a page is rendered for is kept in the page cache, so the
 * proxy lets only what the catalog holds reach those pages. An unknown product, hierarchy or node is
 * answered by the not-found page (rendered per request, kept nowhere); a listing's query keeps only
 * tags the catalog has and page numbers in range. What the catalog holds is asked of the service and
 * remembered within bounds, so a flood of made-up addresses grows no memory either.
 */

/** Ids found in the catalog, kept (oldest forgotten first) so a known page costs no service call. */
const KNOWN_IDS_KEPT = 10_000;
/** Listing filters' bounds, kept briefly: a release published meanwhile shows within this time. */
const BOUNDS_KEPT = 1_000;
const BOUNDS_TTL_MS = 30_000;

const holder = globalThis as typeof globalThis & {
  __catalogGate?: { known: Set<string>; bounds: Map<string, { at: number; bounds: ListingBounds }> };
};
const gate = () => (holder.__catalogGate ??= { known: new Set(), bounds: new Map() });

function remember<K, V>(map: Map<K, V> | Set<K>, limit: number, key: K, value?: V): void {
  if (map.size >= limit) map.delete(map.keys().next().value as K);
  if (map instanceof Map) map.set(key, value as V);
  else map.add(key);
}

/** The market's shopper as the pages read the catalog (shopper-context.server.ts, which the proxy cannot import). */
const clientFor = (market: Market) =>
  shopperClient({ locale: marketLocale(market), currency: marketCurrency(market), channel: 'web' });

/** A catalog page's entity, from the address below its market: `/products/{id}`, `/shop/{h}[/{n}]`. */
export type CatalogEntity = { kind: 'product' | 'hierarchy' | 'node'; id: string };

export function catalogEntitiesOf(rest: string): CatalogEntity[] | undefined {
  const product = /^\/products\/([^/]+)\/?$/.exec(rest);
  if (product) return [{ kind: 'product', id: product[1]! }];
  const listing = /^\/shop\/([^/]+)(?:\/([^/]+))?\/?$/.exec(rest);
  if (!listing) return undefined;
  const hierarchy: CatalogEntity = { kind: 'hierarchy', id: listing[1]! };
  return listing[2] ? [hierarchy, { kind: 'node', id: listing[2] }] : [hierarchy];
}

/**
 * Whether the catalog has this entity. Only a 404 makes it unknown: when the service cannot say,
 * the page is left to answer as it does.
 */
async function isKnown(market: Market, entity: CatalogEntity): Promise<boolean> {
  const key = `${entity.kind}:${entity.id}`;
  if (gate().known.has(key)) return true;
  let id: string;
  try {
    id = decodeURIComponent(entity.id);
  } catch {
    return false;
  }
  const client = clientFor(market);
  const found =
    entity.kind === 'product'
      ? await getProduct(client, id)
      : entity.kind === 'hierarchy'
        ? await getHierarchy(client, id)
        : await getNode(client, id);
  if (found.ok) remember(gate().known, KNOWN_IDS_KEPT, key);
  return found.ok || found.error.status !== 404;
}

/** Whether any entity of a catalog page's address is unknown to the catalog. */
export async function hasUnknownCatalogEntity(market: Market, entities: CatalogEntity[]): Promise<boolean> {
  for (const entity of entities) if (!(await isKnown(market, entity))) return true;
  return false;
}

/** The scope of a listing's address, as the search filters it. */
function scopeFilter(entities: CatalogEntity[]): string[] {
  const deepest = entities.at(-1);
  if (!deepest) return [];
  // A known id (the gate asked first), written as the listing's facets write it.
  return [`${deepest.kind === 'node' ? 'node_ids' : 'hierarchy_ids'}:=${decodeOnce(deepest.id)}`];
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
 * when the service cannot say (the query is then left as it is).
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
  if (!answer.ok) return undefined;
  const tags = new Set(
    answer.data.facet_counts.flatMap((facet) => facet.counts.map((count) => count.value.toLowerCase())),
  );
  const bounds: ListingBounds = { tags, products: answer.data.found };
  gate().bounds.delete(key);
  remember(gate().bounds, BOUNDS_KEPT, key, { at: Date.now(), bounds });
  return bounds;
}
