import 'server-only';
import { createHmac } from 'node:crypto';
import { cookies } from 'next/headers';
import { sessionSecret } from '@/lib/storefront/session/account-session.server';
import { isOrderId, ORDERS_COOKIE, placedOrderIds } from '@/lib/storefront/orders/placed-orders';
import { CART_COOKIE, CART_MAX_AGE, isCartId, newCartId, storefrontCookieOptions } from './cart-cookie';

export { newCartId };

const ORDERS_MAX_AGE = 60 * 60 * 24 * 365;
/** Enough for a shopper's recent orders while the cookie stays far below the 4KB limit. */
const MAX_REMEMBERED_ORDERS = 20;

/**
 * The id that takes over from a cart this browser can no longer add to (an account's cart after
 * sign-out, an expired cart). Derived from the old id, so adds sent in parallel with the same old
 * cookie all fill one new cart; keyed with the session secret, so knowing the old id (an account's
 * cart is known on all its devices) does not tell the new one.
 */
export function replacementCartId(goneCartId: string): string {
  return createHmac('sha256', sessionSecret()).update(`cart-replaces:${goneCartId}`).digest('base64url');
}

/** The cart id of this browser, if it has one that the service would accept. */
export async function readCartId(): Promise<string | undefined> {
  const value = (await cookies()).get(CART_COOKIE)?.value;
  return isCartId(value) ? value : undefined;
}

export async function saveCartId(id: string): Promise<void> {
  (await cookies()).set(CART_COOKIE, id, storefrontCookieOptions(CART_MAX_AGE));
}

/**
 * After the cart became an order: the browser gets a fresh reserved id at once (as the proxy gives
 * one on the first page), so adds sent right after the order still fill one new cart.
 */
export async function reserveNewCartId(): Promise<string> {
  const id = newCartId();
  await saveCartId(id);
  return id;
}

/** Ids of the orders placed from this browser, newest first. */
export async function readPlacedOrderIds(): Promise<string[]> {
  return placedOrderIds((await cookies()).get(ORDERS_COOKIE)?.value);
}

export async function rememberPlacedOrder(id: string): Promise<void> {
  if (!isOrderId(id)) return;
  const kept = [id, ...(await readPlacedOrderIds()).filter((existing) => existing !== id)].slice(
    0,
    MAX_REMEMBERED_ORDERS,
  );
  (await cookies()).set(ORDERS_COOKIE, kept.join('.'), storefrontCookieOptions(ORDERS_MAX_AGE));
}
