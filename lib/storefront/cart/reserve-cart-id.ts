import type { NextRequest, NextResponse } from 'next/server';
import { CART_COOKIE, CART_MAX_AGE, isCartId, newCartId, storefrontCookieOptions } from './cart-cookie';

/** A page, or its payload on a client-side navigation: not a route handler, not a file. */
function opensPage(request: NextRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { pathname } = request.nextUrl;
  return !pathname.startsWith('/api/') && !/\.[^/]*$/.test(pathname);
}

/**
 * Answers whether it set the cookie. Issue 12, point 9: a browser's parallel first adds share nothing but its cookies, so the id of its
 * cart is decided before them. The first page a browser opens reserves one (only a cookie: the service
 * stores nothing until the first add, DESIGN.md §4), and every add from that browser names it. A
 * client that never opens a page (a script) makes a cart per cookie-less add.
 */
export function reserveCartId(request: NextRequest, response: NextResponse): boolean {
  if (!opensPage(request) || isCartId(request.cookies.get(CART_COOKIE)?.value)) return false;
  response.cookies.set(CART_COOKIE, newCartId(), storefrontCookieOptions(CART_MAX_AGE));
  return true;
}
