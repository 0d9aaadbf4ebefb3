import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { headerList, type AnswerKey, type AnswerPolicy } from '@/lib/platform/answer-cache';
import { MARKET_COOKIE, splitMarket } from '@/lib/i18n/markets';
import { CART_COOKIE, isCartId } from '@/lib/storefront/cart/cart-cookie';
import { CACHE_TAGS, STOCK_CACHE_LIFE } from './cache-tags';
import { isCatalogPage } from './cdn-tags';
import { parseSearchParams, searchHref } from './search-params';

/** Next's draft-mode cookie: a merchandiser previewing a release sees another catalog. */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** What makes a request the router's (its payload, a prefetch), not a page opened. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
];

function cookiesOf(headers: IncomingHttpHeaders): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * Which pages the HTTP server keeps whole and answers again without rendering (the process's answer
 * cache, lib/platform/answer-cache.ts, bounded in entries and bytes). Only a page opened by a
 * returning shopper, to whom the proxy sets no cookie (their cart id reserved, their market already
 * the page's), for a page that is the same for every such shopper of the market; never a
 * merchandiser's preview, never the router's payloads or prefetches. Keyed by the market, the page's
 * address and the encoding asked for. Every one shows the catalog: a publish (the `catalog` tag)
 * drops it on every instance.
 *
 * - Search results (issue 28 point 4), rendered per request: keyed by the search as the page reads it
 *   (query, filters, order, page: `searchHref` of the parsed parameters, so `?q=tee&x=1` and `?q=tee`
 *   are one entry).
 * - Catalog pages (home, listings, product pages; issue 28 point 1), which Next keeps in its page cache
 *   but still costs a render of the cached entry to serve: kept only when the proxy marked the answer
 *   `public` (what a CDN may keep, with the `Cache-Tag` it purges by) and Next served it fresh (not
 *   a stale entry it is rendering again behind it), and only as long as the stock a page shows may
 *   lag (`STOCK_CACHE_LIFE.stale`).
 */
export const pageAnswers: AnswerPolicy = {
  keyOf({ method, url, headers }) {
    // A route handler's answer is never kept: said before its address is parsed (the cart is read often).
    if (method !== 'GET' || !url || url.startsWith('/api/') || ROUTER_HEADERS.some((name) => name in headers))
      return undefined;
    const address = new URL(url, 'http://storefront.internal');
    const split = splitMarket(address.pathname);
    if (!split || address.searchParams.has('_rsc') || !opensPage(headers)) return undefined;
    const cookies = cookiesOf(headers);
    if (cookies.has(DRAFT_MODE_COOKIE) || cookies.get(MARKET_COOKIE) !== split.market) return undefined;
    if (!isCartId(cookies.get(CART_COOKIE))) return undefined;
    const encoding = String(headers['accept-encoding'] ?? '').slice(0, 100);
    if (/^\/search\/?$/.test(split.rest))
      return {
        key: `${split.market} ${searchOf(address.searchParams)} ${encoding}`,
        tags: [CACHE_TAGS.catalog],
      };
    return isCatalogPage(split.rest)
      ? catalogPageKey(`${split.market} ${address.pathname}${address.search} ${encoding}`)
      : undefined;
  },
};

const catalogPageKey = (key: string): AnswerKey => ({
  key,
  tags: [CACHE_TAGS.catalog],
  maxAgeMs: STOCK_CACHE_LIFE.stale * 1000,
  keepIf: isFreshAndPublic,
});

function isFreshAndPublic(headers: OutgoingHttpHeaders): boolean {
  const directives = headerList(headers['cache-control']).map((directive) => directive.toLowerCase());
  return directives.includes('public') && String(headers['x-nextjs-cache']).toUpperCase() !== 'STALE';
}

/** A page the browser opens, not one it fetches or prefetches. */
function opensPage(headers: IncomingHttpHeaders): boolean {
  const mode = headers['sec-fetch-mode'];
  const purpose = headers['sec-purpose'] ?? headers.purpose;
  return (mode === undefined || mode === 'navigate') && !/prefetch/i.test(String(purpose ?? ''));
}

/** The search as the results page reads it. */
function searchOf(query: URLSearchParams): string {
  const searchParams: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    searchParams[key] = values.length === 1 ? values[0]! : values;
  }
  const params = parseSearchParams(searchParams);
  return searchHref(params, { page: params.page });
}
