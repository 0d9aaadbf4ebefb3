/**
 * Every cache tag and lifetime of the storefront, in one place. Catalog reads are shared by all
 * shoppers (never keyed by visitor); publishing a release revalidates `catalog`.
 */
export const CACHE_TAGS = {
  catalog: 'catalog',
  hierarchies: 'catalog:hierarchies',
  hierarchy: (id: string) => `catalog:hierarchy:${id}`,
  node: (id: string) => `catalog:node:${id}`,
  product: (id: string) => `catalog:product:${id}`,
  listing: 'catalog:listing',
  /** Stock changes with every sale, not with releases (stock.server.ts). */
  stock: 'stock',
} as const;

/** Catalog content changes only when a release is published, which revalidates by tag. */
export const CATALOG_CACHE_LIFE = { stale: 60, revalidate: 300, expire: 3600 } as const;

/**
 * Stock shown on cached pages may lag this much behind the service (a minute, then the page is
 * rendered again behind the stale one); adding to the cart is always checked by the service itself.
 */
export const STOCK_CACHE_LIFE = { stale: 30, revalidate: 60, expire: 3600 } as const;

/**
 * A failed read other than "not found" that is part of a catalog page (cached whole, the same for
 * every shopper) is stale after a second, so the next visit renders the page again and an outage
 * does not outlive itself. It expires after 5 minutes, not sooner: Next takes an entry with
 * `revalidate: 0` or `expire` under 5 minutes (`MIN_PRERENDERABLE_EXPIRE`) for a dynamic hole, and a
 * catalog page that must be static then fails to render (500) — as a listing did whose facet search
 * a remote service refused (a shopper past the search limit: a remote service is told the shopper).
 */
export const FAILURE_CACHE_LIFE = { stale: 30, revalidate: 1, expire: 300 } as const;

/**
 * A failed search of the shopper's own (results page, suggestions: routes rendered per request) is
 * not kept at all (`expire: 0`, which Next's handlers and ours never store): it may be about that
 * shopper (429, their searches past the service's limit). The next search asks the service again.
 */
export const UNCACHED_LIFE = { stale: 0, revalidate: 0, expire: 0 } as const;
