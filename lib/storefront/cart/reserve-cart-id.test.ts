import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { CART_COOKIE, isCartId } from './cart-cookie';
import { reserveCartId } from './reserve-cart-id';

/** The cart id a response reserves, if any. */
function reserved(url: string, init: { method?: string; cookie?: string } = {}): string | undefined {
  const request = new NextRequest(`http://shop.test${url}`, {
    method: init.method ?? 'GET',
    headers: init.cookie ? { cookie: init.cookie } : {},
  });
  const response = NextResponse.next();
  reserveCartId(request, response);
  return response.cookies.get(CART_COOKIE)?.value;
}

describe('reserveCartId (issue 12, point 9)', () => {
  it('gives a browser opening a page without a cart id a new, valid, unguessable one', () => {
    const first = reserved('/products/abc');
    const second = reserved('/');
    expect(isCartId(first)).toBe(true);
    expect(first).toHaveLength(32);
    expect(second).not.toBe(first);
    // A value the service would refuse is replaced too.
    expect(isCartId(reserved('/cart', { cookie: `${CART_COOKIE}=not*valid` }))).toBe(true);
  });

  it('keeps the id a browser has', () => {
    expect(reserved('/cart', { cookie: `${CART_COOKIE}=abcDEF_123-x` })).toBeUndefined();
  });

  it('reserves nothing for route handlers, files or anything but reading a page', () => {
    expect(reserved('/api/cart')).toBeUndefined();
    expect(reserved('/api/cart/items', { method: 'POST' })).toBeUndefined();
    expect(reserved('/icon.svg')).toBeUndefined();
    expect(reserved('/products/abc', { method: 'POST' })).toBeUndefined();
  });
});
