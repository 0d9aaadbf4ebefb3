import 'server-only';
import { saveCheckoutAddress } from '@/lib/storefront/account/addresses.server';
import * as carts from '@/lib/commerce/operations/carts';
import type { CommerceError, Result } from '@/lib/commerce/result';
import type { CartItemsResponse, OrderResponse } from '@/lib/commerce/schemas/carts';
import { loggerFor } from '@/lib/platform/logger';
import { createShippingGroup, listCartShippingMethods } from '@/lib/commerce/operations/shipping';
import { errorAnswer, jsonAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer, type FailureOptions } from '@/lib/storefront/http/failure-answer.server';
import { requestErrors, requestRefusalWords } from '@/lib/storefront/http/error-words.server';
import { wordRefusal } from '@/lib/storefront/http/refusal-words';
import {
  newCartId,
  readCartId,
  rememberPlacedOrder,
  replacementCartId,
  saveCartId,
} from './cart-cookies.server';
import { type AddProductBody, type CartAnswer, type CheckoutAnswer, type CheckoutBody } from './cart-bodies';
import { cartShopper, type CartShopper } from './cart-shopper.server';
import { checkoutRequest, productItem, serviceAddress, shippingGroupRequest } from './cart-requests';
import { itemErrorViews } from './cart-view';
import { findVisibleOrder } from '@/lib/storefront/orders/orders.server';
import { loadCart, toCartView } from './cart.server';

/*
 * The bodies of the cart's route handlers (app/api/cart/**, app/api/checkout, reorder): each takes
 * a checked body and answers a Response through the border in lib/storefront/http.
 */

/**
 * A refused item's error objects name the item (`meta.index`) and what in it was refused: they reach
 * the browser with those names, each worded in the shopper's language (refusal-words.ts).
 */
const CART_FAILURE: FailureOptions = { words: 'refusals' };

/**
 * A cart-level 404: the cart is gone or belongs to someone else (an account's cart after sign-out).
 * A refused item is a 404 too, but its error names the item (`meta.index`, DESIGN.md §3).
 */
const cartIsGone = (error: CommerceError) =>
  error.status === 404 && !error.errors.some((item) => typeof item.meta?.index === 'number');

/**
 * The cart this shopper adds to: the cookie's. Sign-in found the account's cart once (its newest, or
 * the cart the shopper kept filling when a merge was refused) and put it in the cookie and the
 * session, so an account finds its cart on any device without listing its carts on every add; the
 * session's copy serves a browser whose cookie went.
 */
export async function currentCartId(shopper: CartShopper): Promise<string | undefined> {
  return (await readCartId()) ?? shopper.accountCartId;
}

async function answer(
  shopper: CartShopper,
  cartId: string,
  result: Result<CartItemsResponse>,
  status = 200,
): Promise<Response> {
  if (!result.ok) return failureAnswer(result.error, CART_FAILURE);
  const body: CartAnswer = { data: await toCartView(shopper, cartId, result.data) };
  if (result.data.errors?.length) {
    const t = await requestRefusalWords();
    body.errors = itemErrorViews(result.data.errors.map((error) => wordRefusal(error, t)));
  }
  return jsonAnswer(body, status);
}

/**
 * Adds to the shopper's cart; the service creates it with this first add (DESIGN.md §4: never on
 * page view). The id comes from the cookie, which the proxy reserves when a browser opens its first
 * page, so adds sent in parallel from one browser all name one cart. A request without any cookie
 * (a script, not a browser) makes a cart of its own, kept in the cookie once an item is accepted.
 * A cart that is gone for this shopper is replaced by an id derived from it, again one for all
 * parallel adds.
 */
async function addToShopperCart(
  shopper: CartShopper,
  add: (cartId: string) => Promise<Result<CartItemsResponse>>,
): Promise<Response> {
  const existing = await currentCartId(shopper);
  let cartId = existing ?? newCartId();
  let result = await add(cartId);
  if (!result.ok && existing && cartIsGone(result.error)) {
    cartId = replacementCartId(existing);
    result = await add(cartId);
  }
  if (result.ok && cartId !== (await readCartId())) await saveCartId(cartId);
  return answer(shopper, cartId, result, 201);
}

export async function addProduct(body: AddProductBody): Promise<Response> {
  const shopper = await cartShopper();
  return addToShopperCart(shopper, (cartId) =>
    carts.addCartItems(shopper.client, cartId, [productItem(body)]),
  );
}

/** Spec 3.3 rules 7–8: an order's items into the signed-in account's cart. */
export async function reorder(orderId: string): Promise<Response> {
  const shopper = await cartShopper();
  const t = await requestErrors();
  if (!shopper.accountId) return errorAnswer(401, t('signInToReorder'));
  // Only an order this person may see (theirs, or placed from this browser): the service would
  // re-order any anonymous order whose id it is given, custom inputs and all.
  const visible = await findVisibleOrder(shopper, orderId);
  if (!visible.ok)
    return visible.reason === 'error'
      ? failureAnswer(visible.error, CART_FAILURE)
      : errorAnswer(404, t('orderNotFound'));
  return addToShopperCart(shopper, (cartId) => carts.reorder(shopper.client, cartId, orderId));
}

/** Runs a change on the existing cart; without one there is nothing to change. */
async function changeCart(
  change: (shopper: CartShopper, cartId: string) => Promise<Result<CartItemsResponse>>,
): Promise<Response> {
  const shopper = await cartShopper();
  const cartId = await currentCartId(shopper);
  if (!cartId) return errorAnswer(404, (await requestErrors())('cartEmpty'));
  return answer(shopper, cartId, await change(shopper, cartId));
}

export const setQuantity = (itemId: string, quantity: number) =>
  changeCart((shopper, cartId) =>
    quantity === 0
      ? carts.removeCartItem(shopper.client, cartId, itemId)
      : carts.updateCartItem(shopper.client, cartId, itemId, quantity),
  );

export const removeItem = (itemId: string) =>
  changeCart((shopper, cartId) => carts.removeCartItem(shopper.client, cartId, itemId));

export const applyPromotion = (code: string) =>
  changeCart((shopper, cartId) => carts.applyPromotion(shopper.client, cartId, code));

export const removePromotion = (code: string) =>
  changeCart((shopper, cartId) => carts.removePromotion(shopper.client, cartId, code));

/** The cart as JSON for the browser; never creates one. */
export async function readCart(): Promise<Response> {
  const shopper = await cartShopper();
  const loaded = await loadCart(shopper, await currentCartId(shopper));
  return loaded.ok
    ? jsonAnswer({ data: loaded.view } satisfies CartAnswer)
    : failureAnswer(loaded.error, CART_FAILURE);
}

/**
 * The service empties the cart into the order at checkout; the shopper's cart stays as it was
 * until the order is paid (DESIGN.md §3), so its lines and promotion codes go back in at once
 * (spec 3.3 rules 7–8). What cannot (a product gone meanwhile) stays only in the order. The
 * order stands either way, so a failure here is logged, not answered.
 */
async function restoreCart(shopper: CartShopper, cartId: string, order: OrderResponse): Promise<void> {
  const codes = order.included.items.flatMap((item) =>
    item.type === 'promotion_item' && item.code ? [item.code] : [],
  );
  const restored = await carts.addCartItems(shopper.client, cartId, [
    { type: 'order_items', order_id: order.data.id },
    ...codes.map((code) => ({ type: 'promotion_item' as const, code })),
  ]);
  if (!restored.ok)
    loggerFor('checkout').warn(
      `the cart could not take order ${order.data.id}'s items back: ${restored.error.status}`,
    );
}

/**
 * After a successful payment: the cart the order was placed from is emptied, if it is still this
 * shopper's cart (the items were kept in it while the order awaited payment).
 */
export async function emptyPaidCart(shopper: CartShopper, order: OrderResponse): Promise<void> {
  const cartId = await currentCartId(shopper);
  if (!cartId || cartId !== order.data.cart_id) return;
  const emptied = await carts.emptyCart(shopper.client, cartId);
  if (!emptied.ok) loggerFor('checkout').warn(`a paid order's cart was not emptied: ${emptied.error.status}`);
}

/**
 * Places the order (unpaid: the shopper pays on the next step) and remembers it, so this browser
 * may show it (and only orders it placed, unless an account owns them); the cart keeps its items.
 * A cart with something to deliver takes the chosen shipping method first (so it counts in the
 * order's total), and a billing address of its own unless it is billed to the delivery address; a
 * cart of digital products only gets no shipping address, and the address given is the billing address.
 */
export async function checkout(body: CheckoutBody): Promise<Response> {
  const shopper = await cartShopper();
  const [cartId, t] = await Promise.all([currentCartId(shopper), requestErrors()]);
  if (!cartId) return errorAnswer(409, t('cartEmptyCheckout'));
  const address = serviceAddress(body.address);

  const methods = await listCartShippingMethods(shopper.client, cartId);
  // A service without the shipping-method list (404, the vendor's): its own checkout, the order
  // delivered to the address given, with no method chosen here.
  if (!methods.ok && methods.error.status !== 404) return failureAnswer(methods.error, CART_FAILURE);
  const requiresShipping = methods.ok ? methods.data.meta.requires_shipping : true;
  if (methods.ok && requiresShipping) {
    const method = methods.data.data.find((candidate) => candidate.code === body.shippingMethod);
    if (!method) return errorAnswer(422, t('chooseDelivery'), { meta: { field: 'shippingMethod' } });
    const group = await createShippingGroup(
      shopper.client,
      cartId,
      shippingGroupRequest(method.code, address),
    );
    if (!group.ok) return failureAnswer(group.error, CART_FAILURE);
  }
  const result = await carts.checkoutCart(shopper.client, cartId, checkoutRequest(body, requiresShipping));
  // A reserved id (nothing added yet) names no cart in the service.
  if (!result.ok && cartIsGone(result.error)) return errorAnswer(409, t('cartEmptyCheckout'));
  if (!result.ok) return failureAnswer(result.error, CART_FAILURE);
  await rememberPlacedOrder(result.data.data.id);
  await restoreCart(shopper, cartId, result.data);
  // The order stands whether or not the address book takes the address too.
  if (body.saveAddress && shopper.accountId)
    await saveCheckoutAddress(shopper.client, shopper.accountId, address);
  return jsonAnswer({ data: { orderId: result.data.data.id } } satisfies CheckoutAnswer, 201);
}
