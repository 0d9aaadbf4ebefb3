import { NextResponse, type NextRequest } from 'next/server';
import { canonicalListingSearch, needsCanonicalRedirect } from '@/lib/storefront/catalog/listing-params';

/**
 * A listing opened with a query the filter form filled with empty and default fields (it is a plain
 * GET form, so it works without JavaScript) is sent to its clean address before it renders, with
 * a real redirect. Client navigations (the `RSC` header) are redirected by the listing itself.
 */
export function proxy(request: NextRequest) {
  if (request.headers.has('rsc')) return NextResponse.next();
  // As a page's `searchParams` has them: a string per key, an array for a repeated one.
  const searchParams: Record<string, string | string[]> = {};
  for (const key of new Set(request.nextUrl.searchParams.keys())) {
    const values = request.nextUrl.searchParams.getAll(key);
    searchParams[key] = values.length === 1 ? values[0]! : values;
  }
  const canonical = canonicalListingSearch(searchParams);
  if (!needsCanonicalRedirect(searchParams, canonical)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.search = canonical;
  return NextResponse.redirect(url, 307);
}

export const config = { matcher: ['/shop', '/shop/:path*'] };
