import type { IncomingHttpHeaders } from 'node:http';
import type { AnswerPolicy } from '@/lib/platform/answer-cache';
import { MARKET_COOKIE, isMarket } from '@/lib/i18n/markets';
import { CART_COOKIE, isCartId } from '@/lib/storefront/cart/cart-cookie';
import { CACHE_TAGS } from './cache-tags';
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
 * Issue 28 point 4: a search results page is the same for every shopper of a market who asks the
 * same search, so the HTTP server keeps it whole (lib/platform/answer-cache.ts, bounded in entries
 * and bytes) and answers the next one without rendering. Keyed by the market (its language and
 * currency) and the search as the page reads it (query, filters, order, page: `searchHref` of the
 * parsed parameters, so `?q=tee&x=1` and `?q=tee` are one entry), and by the encoding asked for. Only
 * a page opened by a returning shopper, to whom the proxy sets no cookie (their cart id reserved,
 * their market already this one); never a merchandiser's preview, never the router's payloads. The
 * answer shows the catalog: a publish (the `catalog` tag) drops it on every instance.
 */
export const searchAnswers: AnswerPolicy = {
  keyOf({ method, url, headers }) {
    if (method !== 'GET' || !url) return undefined;
    const address = new URL(url, 'http://storefront.internal');
    const market = /^\/([^/]+)\/search\/?$/.exec(address.pathname)?.[1];
    if (!isMarket(market) || address.searchParams.has('_rsc')) return undefined;
    if (ROUTER_HEADERS.some((name) => name in headers)) return undefined;
    const mode = headers['sec-fetch-mode'];
    const purpose = headers['sec-purpose'] ?? headers.purpose;
    if ((mode !== undefined && mode !== 'navigate') || /prefetch/i.test(String(purpose ?? '')))
      return undefined;
    const cookies = cookiesOf(headers);
    if (cookies.has(DRAFT_MODE_COOKIE) || cookies.get(MARKET_COOKIE) !== market) return undefined;
    if (!isCartId(cookies.get(CART_COOKIE))) return undefined;
    const searchParams: Record<string, string | string[]> = {};
    for (const key of new Set(address.searchParams.keys())) {
      const values = address.searchParams.getAll(key);
      searchParams[key] = values.length === 1 ? values[0]! : values;
    }
    const params = parseSearchParams(searchParams);
    const search = searchHref(params, { page: params.page });
    const encoding = String(headers['accept-encoding'] ?? '').slice(0, 100);
    return { key: `${market} ${search} ${encoding}`, tags: [CACHE_TAGS.catalog] };
  },
};
