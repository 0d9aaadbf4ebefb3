import { randomBytes } from 'node:crypto';
import { cartId as cartIdSchema } from '@/lib/commerce/schemas/carts';

/*
 * The cart cookie's name, lifetime and flags, shared by the cart's route handlers and the proxy
 * (proxy.ts), which reserves an id for every browser that opens a page. No `server-only` here: the
 * proxy's bundle imports it; there is nothing secret in it.
 */

/** The shopper's cart id (DESIGN.md §4): httpOnly, so scripts on the page never see it. */
export const CART_COOKIE = 'cart_id';

export const CART_MAX_AGE = 60 * 60 * 24 * 30;

/** Like the account session's cookie: browsers accept Secure on http://localhost too. */
export function storefrontCookieOptions(maxAge: number) {
  return {
    path: '/',
    maxAge,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: process.env.NODE_ENV === 'production',
  };
}

/**
 * A new cart id: 24 random bytes in base64url, which is exactly the service's allowed alphabet
 * (A-Z, a-z, 0-9, hyphen, underscore; DESIGN.md §3) and unguessable, since knowing it is access.
 */
export function newCartId(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether a cookie's value is a cart id the service would accept. */
export const isCartId = (value: string | undefined): value is string =>
  value !== undefined && cartIdSchema.safeParse(value).success;
