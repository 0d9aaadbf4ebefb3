import { NextResponse, type NextRequest } from 'next/server';
import { malformedPathAnswer } from '@/lib/service/http/path-encoding';
import { reserveCartId } from '@/lib/storefront/cart/reserve-cart-id';
import { canonicalListingSearch, needsCanonicalRedirect } from '@/lib/storefront/catalog/listing-params';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { hasUndecodableSegment } from '@/lib/storefront/http/undecodable-path';

const isServicePath = (pathname: string) => pathname === '/commerce' || pathname.startsWith('/commerce/');
const isListingPath = (pathname: string) => pathname === '/shop' || pathname.startsWith('/shop/');

/**
 * A path that cannot be percent-decoded, answered before Next decodes it for a dynamic segment
 * (which it answers with a bare 500): the embedded service's 400 in its envelope under /commerce,
 * 400 in the envelope for the storefront's route handlers, the not-found page (404) for pages.
 */
function refuseUndecodable(request: NextRequest): Response | undefined {
  const { pathname } = request.nextUrl;
  if (isServicePath(pathname)) return malformedPathAnswer(pathname) ?? undefined;
  if (!hasUndecodableSegment(pathname)) return undefined;
  if (pathname.startsWith('/api/'))
    return errorAnswer(400, 'The address is not valid: part of it is not correctly percent-encoded.');
  return NextResponse.rewrite(new URL('/_not-found', request.url));
}

/**
 * A listing opened with a query the filter form filled with empty and default fields (it is a plain
 * GET form, so it works without JavaScript) is sent to its clean address before it renders, with
 * a real redirect. Client navigations (the `RSC` header) are redirected by the listing itself.
 */
function cleanListingQuery(request: NextRequest): Response | undefined {
  if (!isListingPath(request.nextUrl.pathname) || request.headers.has('rsc')) return undefined;
  // As a page's `searchParams` has them: a string per key, an array for a repeated one.
  const searchParams: Record<string, string | string[]> = {};
  for (const key of new Set(request.nextUrl.searchParams.keys())) {
    const values = request.nextUrl.searchParams.getAll(key);
    searchParams[key] = values.length === 1 ? values[0]! : values;
  }
  const canonical = canonicalListingSearch(searchParams);
  if (!needsCanonicalRedirect(searchParams, canonical)) return undefined;
  const url = request.nextUrl.clone();
  url.search = canonical;
  return NextResponse.redirect(url, 307);
}

/**
 * Runs before every request but build assets: turns undecodable paths away (issue 12, point 8),
 * cleans a listing's query (issue 17), and reserves the cart id of a browser opening a page
 * (issue 12, point 9, lib/storefront/cart/reserve-cart-id.ts).
 */
export function proxy(request: NextRequest) {
  const answered = refuseUndecodable(request) ?? cleanListingQuery(request);
  if (answered) return answered;
  if (isServicePath(request.nextUrl.pathname)) return NextResponse.next();
  const response = NextResponse.next();
  reserveCartId(request, response);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static/|_next/image).*)'],
};
