import { z } from 'zod';
import type { CommerceClient } from '../client';
import {
  cartItemsResponse,
  cartListResponse,
  cartResponse,
  type AddItemRequest,
  type AddToCartRequest,
  type CheckoutRequest,
} from '../schemas/carts';
import { orderResponse } from '../schemas/carts';

const encode = encodeURIComponent;
const itemsPath = (cartId: string) => `/v2/carts/${encode(cartId)}/items`;
/**
 * Item answers come with the cart's shipping methods beside them (an extension of the embedded
 * service, issue 28), so the one answer draws the cart, free-delivery note and all. A service
 * without it leaves `included` out, and the storefront asks for the methods itself.
 */
const DRAWN = '?include=shipping_methods';

/** The cart resource: currency, totals, discounts and the item count (DESIGN.md §3). */
export const getCart = (client: CommerceClient, cartId: string) =>
  client.request(`/v2/carts/${encode(cartId)}`, { schema: cartResponse });

/**
 * The cart's items with the cart's totals in `meta` (spec 2.8). `cached`: an earlier answer and its
 * ETag, which stands if the service answers 304 (the embedded one does while nothing it shows changed).
 */
export const getCartItems = (
  client: CommerceClient,
  cartId: string,
  cached?: { etag: string; data: z.output<typeof cartItemsResponse> },
) => client.request(`${itemsPath(cartId)}${DRAWN}`, { schema: cartItemsResponse, cached });

/**
 * Spec 4.4: adds products, custom items, promotions, another cart or an order's items. A cart id
 * not used yet is created by its first add (DESIGN.md §3). When some items fail the answer is 201
 * with `errors` beside `data`; when none is added it is a failure whose `errors` carry `meta.index`.
 */
export const addToCart = (client: CommerceClient, cartId: string, body: AddToCartRequest) =>
  client.request(`${itemsPath(cartId)}${DRAWN}`, { method: 'POST', schema: cartItemsResponse, body });

export const addCartItems = (
  client: CommerceClient,
  cartId: string,
  items: AddItemRequest[],
  addAllOrNothing = false,
) =>
  addToCart(client, cartId, {
    data: items,
    ...(addAllOrNothing && { options: { add_all_or_nothing: true } }),
  });

/** A new quantity for a line; 0 removes it (DESIGN.md §3). */
export const updateCartItem = (client: CommerceClient, cartId: string, itemId: string, quantity: number) =>
  client.request(`${itemsPath(cartId)}/${encode(itemId)}${DRAWN}`, {
    method: 'PUT',
    schema: cartItemsResponse,
    body: { data: { type: 'cart_item', quantity } },
  });

export const removeCartItem = (client: CommerceClient, cartId: string, itemId: string) =>
  client.request(`${itemsPath(cartId)}/${encode(itemId)}${DRAWN}`, {
    method: 'DELETE',
    schema: cartItemsResponse,
  });

/** A promotion is added as an item of its own (spec 4.4 rule 1). */
export const applyPromotion = (client: CommerceClient, cartId: string, code: string) =>
  addCartItems(client, cartId, [{ type: 'promotion_item', code }]);

/**
 * A removal the vendor answers 204 with no body: the cart's items are read after it. An answer
 * that does carry the items (a service of an earlier version) is taken as it is.
 */
async function removeThenReadItems(client: CommerceClient, cartId: string, path: string) {
  const removed = await client.request(path, {
    method: 'DELETE',
    schema: z.union([z.undefined(), cartItemsResponse]),
  });
  if (!removed.ok) return removed;
  if (removed.data !== undefined) return { ...removed, data: removed.data };
  return getCartItems(client, cartId);
}

export const removePromotion = (client: CommerceClient, cartId: string, code: string) =>
  removeThenReadItems(client, cartId, `/v2/carts/${encode(cartId)}/discounts/${encode(code)}`);

/** Removes every item and promotion of the cart (the vendor's `DeleteAllCartItems`: 204). */
export const emptyCart = (client: CommerceClient, cartId: string) =>
  removeThenReadItems(client, cartId, itemsPath(cartId));

/** Spec 3.3 rule 6: the items of `sourceCartId` join `targetCartId`; shared items add up. */
export const mergeCarts = (client: CommerceClient, targetCartId: string, sourceCartId: string) =>
  addCartItems(client, targetCartId, [{ type: 'cart_items', cart_id: sourceCartId }]);

/** Spec 3.3 rules 7–8: an order's catalog items go into the cart again, whatever its status. */
export const reorder = (client: CommerceClient, cartId: string, orderId: string) =>
  addCartItems(client, cartId, [{ type: 'order_items', order_id: orderId }]);

/** With an account token: that account's carts (DESIGN.md §3). */
export const listAccountCarts = (client: CommerceClient) =>
  client.request('/v2/carts', { schema: cartListResponse });

/** Places an order from the cart (no payment is captured, DESIGN.md §3). */
export const checkoutCart = (client: CommerceClient, cartId: string, body: CheckoutRequest) =>
  client.request(`/v2/carts/${encode(cartId)}/checkout`, { method: 'POST', schema: orderResponse, body });
