import { NextResponse, type NextRequest } from 'next/server';
import { malformedPathAnswer } from '@/lib/service/http/path-encoding';
import { reserveCartId } from '@/lib/storefront/cart/reserve-cart-id';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { hasUndecodableSegment } from '@/lib/storefront/http/undecodable-path';

const isServicePath = (pathname: string) => pathname === '/commerce' || pathname.startsWith('/commerce/');

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
 * Runs before every request but build assets: turns undecodable paths away (issue 12, point 8), and
 * reserves the cart id of a browser opening a page (point 9, lib/storefront/cart/reserve-cart-id.ts).
 */
export function proxy(request: NextRequest) {
  const refused = refuseUndecodable(request);
  if (refused) return refused;
  if (isServicePath(request.nextUrl.pathname)) return NextResponse.next();
  const response = NextResponse.next();
  reserveCartId(request, response);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static/|_next/image).*)'],
};
