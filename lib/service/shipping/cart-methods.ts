import type { CartShippingMethodsResponse } from '@/lib/commerce/schemas/shipping';
import { loadCartState, requireCart } from '../carts/cart-store';
import type { CartState } from '../carts/model';
import { priceCart } from '../carts/pricing';
import type { Principal } from '../http/types';
import { formatMinorUnits } from '../money/format';
import type { Database } from '../storage/database';
import { listShippingMethods } from './method-store';
import { cartShippingMethodDocument } from './method-view';
import { shippableLines } from './shippable';

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

/** The same for a cart already read (an add's answer includes it: issue 28). */
export async function shippingMethodsOf(
  db: Database,
  state: CartState,
  requestedCurrency: string,
): Promise<CartShippingMethodsResponse> {
  const currency = state.cart.currency ?? requestedCurrency;
  const [methods, shippable] = await Promise.all([
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
      goods_total: { amount: goods, currency, formatted: formatMinorUnits(goods, currency) },
    },
  };
}
