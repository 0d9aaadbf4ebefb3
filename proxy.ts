import { NextResponse, type NextRequest } from 'next/server';
import { reserveCartId } from '@/lib/storefront/cart/reserve-cart-id';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { hasUndecodableSegment } from '@/lib/storefront/http/undecodable-path';

/**
 * Runs before every page and route handler (not the service under /commerce, which answers bad
 * paths itself, nor build assets):
 * - a path that cannot be percent-decoded is the not-found page (404), or a 400 in the error
 *   envelope for the storefront's route handlers, where Next would answer 500;
 * - a browser opening a page gets its cart id reserved (lib/storefront/cart/reserve-cart-id.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const undecodable = hasUndecodableSegment(pathname);
  if (undecodable && pathname.startsWith('/api/'))
    return errorAnswer(400, 'The address is not valid: part of it is not correctly percent-encoded.');
  const response = undecodable
    ? NextResponse.rewrite(new URL('/_not-found', request.url))
    : NextResponse.next();
  reserveCartId(request, response);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static/|_next/image|commerce/|commerce$).*)'],
};
