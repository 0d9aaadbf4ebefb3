import { CACHE_TAGS } from './cache-tags';

/** A listing's path below the market: the release's (`/shop`), a hierarchy's or a node's. */
export const isListingPath = (rest: string) => rest === '/shop' || rest.startsWith('/shop/');

/** Home, listings and product pages: the pages cached whole per market (`ensureStatic`). */
export const isCatalogPage = (rest: string) =>
  rest === '/' || isListingPath(rest) || rest.startsWith('/products/');

/**
 * What a catalog answer a shared cache may keep shows, as the tags a CDN purges by. The vocabulary
 * is the one of the storefront's own cache (cache-tags.ts), so one name means one thing everywhere:
 * - `catalog`: the published release; every catalog answer carries it and a publish purges it;
 * - `catalog:market:<market>`: the market the page is in (`en-us`, `fr-fr`);
 * - `catalog:home`, `catalog:listing`: the kind of page;
 * - `catalog:hierarchy:<id>`, `catalog:node:<id>`, `catalog:product:<id>`: what its address names.
 * `rest` is the path below the market (`/shop/h/n`, `/products/p`), `ids` what its slugs name, as
 * the proxy found them; undefined for anything that is not a catalog page.
 */
export function catalogPageTags(
  market: string,
  rest: string,
  ids: { product?: string; hierarchy?: string; node?: string } = {},
): string[] | undefined {
  const common = [CACHE_TAGS.catalog, `catalog:market:${market}`];
  if (rest === '/') return [...common, 'catalog:home'];
  const [kind, ...names] = rest.split('/').filter(Boolean).map(decodedSegment);
  if (kind === 'shop' && (names.length <= 2 || ids.hierarchy)) {
    // A listing's address names slugs: the tags name the ids, when the proxy knows them.
    const [hierarchyId, nodeId] = ids.hierarchy ? [ids.hierarchy, ids.node] : names;
    return [
      ...common,
      CACHE_TAGS.listing,
      ...(hierarchyId ? [CACHE_TAGS.hierarchy(hierarchyId)] : []),
      ...(nodeId ? [CACHE_TAGS.node(nodeId)] : []),
    ];
  }
  // A product page's address names its slug: the tag names the product's id, when the proxy knows it.
  if (kind === 'products' && names.length === 1)
    return [...common, CACHE_TAGS.product(ids.product ?? names[0]!)];
  return undefined;
}

/**
 * The two headers CDNs purge by: `Cache-Tag` (tags separated by commas) and `Surrogate-Key` (by
 * spaces, what Varnish's xkey reads too). A tag is kept to characters neither list uses.
 */
export function cdnTagHeaders(tags: string[]): { 'Cache-Tag': string; 'Surrogate-Key': string } {
  const clean = [...new Set(tags.map(cleanTag).filter(Boolean))];
  return { 'Cache-Tag': clean.join(','), 'Surrogate-Key': clean.join(' ') };
}

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Letters, digits and `:-_.~` only, at most 128 characters: an id never needs more. */
export const cleanTag = (tag: string) => tag.replace(/[^\w:.~-]/g, '').slice(0, 128);
