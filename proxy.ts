import { NextResponse, type NextRequest } from 'next/server';
import {
  MARKET_COOKIE,
  isMarket,
  marketFor,
  marketPath,
  negotiateMarket,
  splitMarket,
  type Market,
} from '@/lib/i18n/markets';
import { undecodableSegment, undecodableSegmentDetail } from '@/lib/platform/path-encoding';
import { storefrontCookieOptions } from '@/lib/storefront/cart/cart-cookie';
import { reserveCartId } from '@/lib/storefront/cart/reserve-cart-id';
import {
  canonicalListingSearch,
  listingSegment,
  needsCanonicalRedirect,
  parseListingParams,
  type ListingBounds,
} from '@/lib/storefront/catalog/listing-params';
import {
  categoryEntities,
  findListingCategory,
  findProductAddress,
  listingBounds,
  listingSegmentsOf,
  productSegmentOf,
} from '@/lib/storefront/catalog/catalog-gate.server';
import type { CategoryAddress } from '@/lib/storefront/catalog/category-addresses.server';
import { CATALOG_CACHE_LIFE } from '@/lib/storefront/catalog/cache-tags';
import {
  catalogPageTags,
  cdnTagHeaders,
  isCatalogPage,
  isListingPath,
} from '@/lib/storefront/catalog/cdn-tags';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { isCurrency } from '@/lib/i18n/locales';
import { isUnknownOrder } from '@/lib/storefront/orders/order-gate.server';
import { isHelpTopic } from '@/lib/storefront/site/help-topics';

/** Next's draft-mode cookie: a merchandiser previewing a release. */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

const isServicePath = (pathname: string) => pathname === '/commerce' || pathname.startsWith('/commerce/');
const isHandlerPath = (pathname: string) => pathname.startsWith('/api/');
/** A file of public/ or a metadata route (`/icon.svg`, `/robots.txt`, `/sitemap.xml`). */
const isFilePath = (pathname: string) => /\.[^/]*$/.test(pathname);

/**
 * A path on the origin the server listens at, for a redirect or rewrite. From `request.url`, not
 * `nextUrl`, which writes 127.0.0.1 as localhost: Next then treats the address as another host (a
 * rewrite is proxied to it, a redirect names it, the instance's own port behind a balancer).
 */
const sameServer = (request: NextRequest, path: string) => new URL(path, request.url);

/** The market a visitor without one in the URL goes to: the one they chose, else their languages. */
function preferredMarket(request: NextRequest): Market {
  const saved = request.cookies.get(MARKET_COOKIE)?.value;
  if (isMarket(saved)) return saved;
  const negotiated = negotiateMarket(request.headers.get('accept-language'));
  // The language and currency cookies of the storefront before markets were in the URL.
  const oldCurrency = request.cookies.get('currency')?.value;
  const oldLocale = request.cookies.get('locale')?.value;
  if (!oldLocale && !isCurrency(oldCurrency)) return negotiated;
  const language = oldLocale?.startsWith('fr')
    ? 'fr'
    : oldLocale
      ? 'en'
      : (negotiated.slice(0, 2) as 'en' | 'fr');
  return marketFor(language, isCurrency(oldCurrency) ? oldCurrency : undefined);
}

/** Nothing here is for a shared cache: an answer that sets a cookie is this browser's alone. */
function keepPrivate(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** The not-found page for an address that cannot be percent-decoded (it has no market to speak in). */
const UNDECODABLE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center"><p>404</p><h1>We could not find that page</h1><p>The address is not valid.</p><p><a href="/">Back to the store</a></p></body></html>`;

/**
 * A path that cannot be percent-decoded, answered before Next decodes it for a dynamic segment
 * (which it answers with a bare 500): the embedded service's 400 in its envelope under /commerce,
 * 400 in the envelope for the storefront's route handlers, the not-found page (404) for pages.
 */
function refuseUndecodable(request: NextRequest): Response | undefined {
  const { pathname } = request.nextUrl;
  const segment = undecodableSegment(pathname);
  if (segment === null) return undefined;
  if (isServicePath(pathname)) return errorAnswer(400, undecodableSegmentDetail(segment));
  if (isHandlerPath(pathname))
    return errorAnswer(400, 'The address is not valid: part of it is not correctly percent-encoded.');
  // Answered here: Next cannot route such an address even to the not-found page (it answers 500).
  return new Response(UNDECODABLE_PAGE, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

/**
 * Issue 15: every storefront page lives under a market (`/fr-fr/shop`). An address without one
 * (the home page, a link from before markets, a typed `/shop`) is sent to the shopper's market:
 * the one they chose last, else the best match for their browser's languages.
 */
function sendToMarket(request: NextRequest): Response | undefined {
  const { pathname } = request.nextUrl;
  if (isServicePath(pathname) || isHandlerPath(pathname) || isFilePath(pathname) || splitMarket(pathname))
    return undefined;
  const market = preferredMarket(request);
  const url = sameServer(request, marketPath(market, pathname));
  url.search = request.nextUrl.search;
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Vary', 'Cookie, Accept-Language');
  return keepPrivate(response);
}

/**
 * A listing opened with a query the filter form filled with empty and default fields (it is a plain
 * GET form, so it works without JavaScript) is sent to its clean address before it renders, with
 * a real redirect. Client navigations (the `RSC` header) are redirected by the listing itself.
 */
function cleanListingQuery(request: NextRequest, bounds: ListingBounds | undefined): Response | undefined {
  const rest = splitMarket(request.nextUrl.pathname)?.rest;
  if (!rest || !isListingPath(rest) || request.headers.has('rsc')) return undefined;
  const searchParams = searchParamsOf(request);
  const canonical = canonicalListingSearch(searchParams, bounds);
  if (!needsCanonicalRedirect(searchParams, canonical)) return undefined;
  const url = sameServer(request, request.nextUrl.pathname);
  url.search = canonical;
  return NextResponse.redirect(url, 307);
}

/** As a page's `searchParams` has them: a string per key, an array for a repeated one. */
function searchParamsOf(request: NextRequest): Record<string, string | string[]> {
  const searchParams: Record<string, string | string[]> = {};
  for (const key of new Set(request.nextUrl.searchParams.keys())) {
    const values = request.nextUrl.searchParams.getAll(key);
    searchParams[key] = values.length === 1 ? values[0]! : values;
  }
  return searchParams;
}

/**
 * A listing is served from the page for its filter, which takes the query as a path segment
 * (lib/storefront/catalog/listing-params.ts, listingSegment), and for its category, by ids: the
 * address `/fr-fr/shop/apparel/women?tag=x` is answered by `/fr-fr/shop/~tag%3Dx/{hierarchy}/{node}`,
 * cached whole; the shopper's address stays as it is.
 */
function listingPage(request: NextRequest, gate: CatalogGate): URL | undefined {
  const split = splitMarket(request.nextUrl.pathname);
  if (!split || !isListingPath(split.rest)) return undefined;
  const category = gate.category;
  const ids = category ? [category.hierarchyId, ...(category.nodeId ? [category.nodeId] : [])] : [];
  // Without a category found (the catalog could not be read), the address is served as it is.
  const below = category ? ids.map((id) => `/${id}`).join('') : split.rest.slice('/shop'.length);
  return sameServer(
    request,
    `/${split.market}/shop/${listingSegment(searchParamsOf(request), gate.bounds)}${below === '/' ? '' : below}`,
  );
}

/**
 * A request that is not the shopper opening a page: a prefetch (by the router, links in view, or by
 * the browser) or a router fetch. One still in flight from the page left behind must not undo the
 * market the shopper just chose. Next strips the router's own headers (`RSC`, `Next-Router-Prefetch`)
 * and `_rsc` before the proxy sees a request, so this reads what the browser itself sends: the
 * router fetches with `Sec-Fetch-Mode: cors`/`same-origin`, a page opened is `navigate`.
 */
const isPrefetch = (request: NextRequest) =>
  /prefetch/i.test(request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '');
const notAPageOpened = (request: NextRequest) => {
  const mode = request.headers.get('sec-fetch-mode');
  return (mode !== null && mode !== 'navigate') || isPrefetch(request);
};

/**
 * The two cookies a page's own answer may carry, set only when they change, so nearly every page
 * answer is the same for everyone and cacheable whole:
 * - the market of the page opened (not prefetched), which route handlers (they have no market in
 *   their URL) use and which sends the shopper back to it next time;
 * - the id of the browser's cart, reserved by the first page it opens (lib/storefront/cart/reserve-cart-id.ts).
 */
function rememberShopper(request: NextRequest, response: NextResponse): NextResponse {
  let changed = reserveCartId(request, response);
  const market = splitMarket(request.nextUrl.pathname)?.market;
  if (market && !notAPageOpened(request) && request.cookies.get(MARKET_COOKIE)?.value !== market) {
    response.cookies.set(MARKET_COOKIE, market, storefrontCookieOptions(60 * 60 * 24 * 365));
    changed = true;
  }
  return changed ? keepPrivate(response) : response;
}

/** What a shared cache in front may keep: as long as the server's own cache of catalog pages. */
const CATALOG_CACHE_CONTROL = `public, s-maxage=${CATALOG_CACHE_LIFE.revalidate}, stale-while-revalidate=${
  CATALOG_CACHE_LIFE.expire - CATALOG_CACHE_LIFE.revalidate
}`;

/**
 * The request headers that make the router's payload (or the listing's redirect to it) differ
 * from the page at the same address. Next strips them before the proxy runs, so the proxy cannot
 * tell a router request from a page: whatever it marks public varies on all of them, so a shared
 * cache keeps the page and the router's answers apart (issue 24 point 3).
 */
const ROUTER_VARY = 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch';

/**
 * A catalog page is the same for every shopper of its market, so a CDN may keep it: `public`,
 * where Next says only `s-maxage`, with the `Vary` that separates the router's payloads. Not for a
 * merchandiser's preview (draft mode renders per request), not for an answer that sets a cookie,
 * not for what a browser fetched rather than opened (the router's payloads). Only such an answer
 * names its tags (`Cache-Tag`, `Surrogate-Key`): a personal one carries none.
 */
function shareable(request: NextRequest, response: NextResponse, gate: CatalogGate): NextResponse {
  const split = splitMarket(request.nextUrl.pathname);
  const ids = { product: gate.productId, hierarchy: gate.category?.hierarchyId, node: gate.category?.nodeId };
  const tags =
    split && isCatalogPage(split.rest) ? catalogPageTags(split.market, split.rest, ids) : undefined;
  const personal =
    response.headers.has('Cache-Control') ||
    request.cookies.has(DRAFT_MODE_COOKIE) ||
    request.headers.has('rsc') ||
    notAPageOpened(request) ||
    !['GET', 'HEAD'].includes(request.method);
  if (tags && !personal) {
    response.headers.set('Cache-Control', CATALOG_CACHE_CONTROL);
    response.headers.set('Vary', ROUTER_VARY);
    // What it shows, for a CDN to purge it by when a release is published (cdn-tags.ts).
    for (const [name, value] of Object.entries(cdnTagHeaders(tags))) response.headers.set(name, value);
  }
  return response;
}

/**
 * An order's page that can only be the not-found page is answered as one, with a 404 (issue 27.8;
 * lib/storefront/orders/order-gate.server.ts says who may see which order). Any address no page
 * answers renders the market's not-found page ([...rest]); the shopper's address stays as it is.
 */
async function unknownOrderPage(request: NextRequest): Promise<URL | undefined> {
  const split = splitMarket(request.nextUrl.pathname);
  const id = split && /^\/orders\/([^/]+)\/?$/.exec(split.rest)?.[1];
  // Prefetches (order lists link every order) are left to the page; a page opened and the router's
  // own fetch of it get the same answer, so the page the browser shows matches its payload.
  if (!split || !id || !['GET', 'HEAD'].includes(request.method) || isPrefetch(request)) return undefined;
  return (await isUnknownOrder(request, id))
    ? sameServer(request, `/${split.market}/orders/${id}/unknown`)
    : undefined;
}

/**
 * A help topic the shop has no page for is the not-found page with its 404, rendered by
 * [...rest]: the help page would send its status before it knows, and no page is cached for it.
 */
function unknownHelpPage(request: NextRequest): URL | undefined {
  const split = splitMarket(request.nextUrl.pathname);
  const topic = split && /^\/help\/([^/]+)\/?$/.exec(split.rest)?.[1];
  if (!split || !topic || isHelpTopic(topic)) return undefined;
  return sameServer(request, `/${split.market}/help/${topic}/unknown`);
}

/**
 * Issue 24 point 2: only what the catalog holds reaches the catalog pages, which are cached whole
 * per address (lib/storefront/catalog/catalog-gate.server.ts). A merchandiser's preview (draft
 * mode) renders per request and may show what the live catalog lacks: left alone.
 */
interface CatalogGate {
  /** The not-found page, for an address naming a product, hierarchy or node the catalog lacks. */
  unknown?: URL;
  /** The page's own address, for one opened at another (with ids): a permanent redirect. */
  moved?: URL;
  /** The product a product page shows, for the tags a CDN purges it by. */
  productId?: string;
  /** The hierarchy and node a listing's address names. */
  category?: CategoryAddress;
  /** A listing's bounds: which of its tags exist and how many products it lists. */
  bounds?: ListingBounds;
}

async function catalogGate(request: NextRequest): Promise<CatalogGate> {
  const split = splitMarket(request.nextUrl.pathname);
  if (!split || !['GET', 'HEAD'].includes(request.method)) return {};
  const preview = request.cookies.has(DRAFT_MODE_COOKIE);
  const listing = listingSegmentsOf(split.rest);
  if (listing) return listingGate(request, split.market, listing, preview);
  const productSegment = productSegmentOf(split.rest);
  if (productSegment && !preview) return productGate(request, split.market, productSegment);
  return {};
}

/**
 * Issue 27 point 2: a listing lives at its category's slug path. The old address with ids answers a
 * permanent redirect there, with the listing's clean query; an unknown path is the not-found page.
 * A merchandiser's preview has its path found the same way, and is otherwise left alone.
 */
async function listingGate(
  request: NextRequest,
  market: Market,
  segments: string[],
  preview: boolean,
): Promise<CatalogGate> {
  const found = segments.length > 0 ? await findListingCategory(market, segments) : undefined;
  if (found === 'unknown')
    return preview ? {} : { unknown: sameServer(request, `/${market}/catalog/unknown`) };
  const category = found;
  if (preview) return { category };
  if (segments.length > 0 && !category) return {};
  const searchParams = searchParamsOf(request);
  const bounds = await listingBounds(market, categoryEntities(category), parseListingParams(searchParams));
  if (category && category.segments.join('/') !== segments.join('/')) {
    const url = sameServer(
      request,
      `/${market}/shop/${category.segments.map((segment) => encodeURIComponent(segment)).join('/')}`,
    );
    url.search = canonicalListingSearch(searchParams, bounds);
    return { moved: url };
  }
  return { category, bounds };
}

/**
 * Issue 27 point 2: a product page lives at its slug. The old address with its id answers a
 * permanent redirect there (market and query kept), so links from before keep working; a slug or
 * id the catalog lacks is the not-found page, kept nowhere.
 */
async function productGate(request: NextRequest, market: Market, segment: string): Promise<CatalogGate> {
  const found = await findProductAddress(market, segment);
  if (found === 'unknown') return { unknown: sameServer(request, `/${market}/catalog/unknown`) };
  if (!found) return {};
  if (segment === encodeURIComponent(found.segment)) return { productId: found.id };
  const url = sameServer(request, `/${market}/products/${encodeURIComponent(found.segment)}`);
  url.search = request.nextUrl.search;
  return { moved: url };
}

/** Runs before every request the matcher below names (the steps above, in that order). */
export async function proxy(request: NextRequest) {
  const early = refuseUndecodable(request) ?? sendToMarket(request);
  if (early) return early;
  if (isServicePath(request.nextUrl.pathname)) return NextResponse.next();
  const gate = await catalogGate(request);
  if (gate.moved) return NextResponse.redirect(gate.moved, 308);
  const answered = gate.unknown ? undefined : cleanListingQuery(request, gate.bounds);
  if (answered) return answered;
  const rewrite =
    gate.unknown ??
    listingPage(request, gate) ??
    unknownHelpPage(request) ??
    (await unknownOrderPage(request));
  return shareable(
    request,
    rememberShopper(request, rewrite ? NextResponse.rewrite(rewrite) : NextResponse.next()),
    gate,
  );
}

/**
 * Every request but build assets, and the cart's read (`GET /api/cart`, asked on every page): a route
 * handler's fixed address, which none of the steps above touch (no segment to decode, no market, no
 * cookie to set), so it is spared the proxy's run (issue 28: the cart route's cost).
 */
export const config = {
  matcher: ['/((?!_next/static/|_next/image|api/cart$).*)'],
};
