import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { cartId as cartIdSchema } from '@/lib/commerce/schemas/carts';

/** The shopper's cart id (DESIGN.md §4): httpOnly, so scripts on the page never see it. */
export const CART_COOKIE = 'cart_id';
/** Orders this browser placed, so an anonymous shopper may see them again (and only them). */
export const ORDERS_COOKIE = 'placed_orders';

const CART_MAX_AGE = 60 * 60 * 24 * 30;
const ORDERS_MAX_AGE = 60 * 60 * 24 * 365;
/** Enough for a shopper's recent orders while the cookie stays far below the 4KB limit. */
const MAX_REMEMBERED_ORDERS = 20;

const orderId = /^[A-Za-z0-9_-]{1,64}$/;

/** Like the account session's cookie: browsers accept Secure on http://localhost too. */
function cookieOptions(maxAge: number) {
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

/** The cart id of this browser, if it has one that the service would accept. */
export async function readCartId(): Promise<string | undefined> {
  const value = (await cookies()).get(CART_COOKIE)?.value;
  return value && cartIdSchema.safeParse(value).success ? value : undefined;
}

export async function saveCartId(id: string): Promise<void> {
  (await cookies()).set(CART_COOKIE, id, cookieOptions(CART_MAX_AGE));
}

export async function forgetCartId(): Promise<void> {
  (await cookies()).delete(CART_COOKIE);
}

/** Ids of the orders placed from this browser, newest first. */
export async function readPlacedOrderIds(): Promise<string[]> {
  const value = (await cookies()).get(ORDERS_COOKIE)?.value ?? '';
  return value.split('.').filter((id) => orderId.test(id));
}

export async function rememberPlacedOrder(id: string): Promise<void> {
  if (!orderId.test(id)) return;
  const kept = [id, ...(await readPlacedOrderIds()).filter((existing) => existing !== id)].slice(
    0,
    MAX_REMEMBERED_ORDERS,
  );
  (await cookies()).set(ORDERS_COOKIE, kept.join('.'), cookieOptions(ORDERS_MAX_AGE));
}
