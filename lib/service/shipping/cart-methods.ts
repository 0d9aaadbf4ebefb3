import type { CartShippingMethodsResponse } from '@/lib/commerce/schemas/shipping';
import { loadCartState, readCartState, readCartStateWith, requireCart } from '../carts/cart-store';
import { rowFromJson } from '../carts/json-rows';
import type { CartLine, CartState } from '../carts/model';
import { priceCart } from '../carts/pricing';
import type { Principal } from '../http/types';
import { priceFormatting } from '../money/format';
import type { Database } from '../storage/database';
import { listShippingMethods } from './method-store';
import { cartShippingMethodDocument } from './method-view';
import { shippableLines, shippableOf } from './shippable';
import { shippingMethods, type ShippingMethodRow } from './schema';

/** What a cart's shipping methods depend on beside the cart: the store's methods, its goods to deliver. */
export interface DeliveryFacts {
  methods: readonly ShippingMethodRow[];
  /** The cart's lines that need delivering (shippable.ts). */
  shippable: readonly CartLine[];
}

/**
 * The store's methods as they would cost this cart now: in its currency (the requested one while
 * it has none), free where its goods reach a method's threshold. A cart with nothing to deliver
 * (digital products only) is offered none.
 */
export async function cartShippingMethods(
  db: Database,
  principal: Principal,
  cartId: string,
  requestedCurrency: string,
): Promise<CartShippingMethodsResponse> {
  const cart = await requireCart(db, principal, cartId);
  return shippingMethodsOf(db, await loadCartState(db, cart), requestedCurrency);
}

/**
 * A cart to read (readCartState) and, when `withMethods`, the store's methods and which of its
 * products are digital, all in one statement (`cart_state`, migration 0022-cart-state): the cart's
 * page asks for both on every view (issue 28). Nothing is cached, so a method the merchandiser changes shows on the next read.
 */
export async function readCartWithDelivery(
  db: Database,
  principal: Principal,
  cartId: string,
  withMethods: boolean,
): Promise<{ state: CartState; delivery?: DeliveryFacts }> {
  if (!withMethods) return { state: await readCartState(db, principal, cartId) };
  const { state, beside } = await readCartStateWith(db, principal, cartId, true);
  const facts = beside as { methods: Record<string, unknown>[]; digital: string[] };
  return {
    state,
    delivery: {
      methods: facts.methods.map((method) => rowFromJson(shippingMethods, method)),
      shippable: shippableOf(state.lines, new Set(facts.digital)),
    },
  };
}

/**
 * The same for a cart already read (an add's answer includes it: issue 28), with what was read
 * beside it if it was.
 */
export async function shippingMethodsOf(
  db: Database,
  state: CartState,
  requestedCurrency: string,
  delivery?: DeliveryFacts,
): Promise<CartShippingMethodsResponse> {
  const currency = state.cart.currency ?? requestedCurrency;
  const [methods, shippable] = delivery
    ? [delivery.methods, delivery.shippable]
    : await Promise.all([
        listShippingMethods(db),
        state.lines.length === 0 ? [] : shippableLines(db, state.lines),
      ]);
  const figures = priceCart(state, currency);
  const goods = figures.totals.withTax - figures.shipping;
  const requiresShipping = state.lines.length === 0 || shippable.length > 0;
  const chosen = new Set(state.shippingGroups.map((group) => group.shippingMethodId));
  return {
    data: requiresShipping
      ? methods.flatMap(
          (method) => cartShippingMethodDocument(method, currency, goods, chosen.has(method.id)) ?? [],
        )
      : [],
    meta: {
      currency,
      requires_shipping: requiresShipping,
      goods_total: priceFormatting(goods, currency),
    },
  };
}
