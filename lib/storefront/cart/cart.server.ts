import 'server-only';
import * as carts from '@/lib/commerce/operations/carts';
import { listCartShippingMethods } from '@/lib/commerce/operations/shipping';
import type { Result } from '@/lib/commerce/result';
import type { CartItem, CartItemsResponse } from '@/lib/commerce/schemas/carts';
import { assetResolver } from '@/lib/storefront/catalog/assets.server';
import { lineProductInfo, needsCatalogWords, parentToDescribe } from './line-product';
import type { CartShopper } from './cart-shopper.server';
import { cartView, EMPTY_CART, type CartView, type LineProductInfo, type ViewOptions } from './cart-view';
import { loadProduct } from '@/lib/storefront/catalog/catalog.server';
import type { ShopperContext } from '@/lib/i18n/shopper-context.server';
import { freeDeliveryView, type FreeDeliveryView } from './shipping-view';
import { keepAnswer, keptAnswer } from './kept-answers.server';

/**
 * The catalog side of the cart's lines. These reads are the shared, cached catalog reads (keyed by
 * locale, currency and product), never the cart itself; a product the catalog no longer has is
 * shown from what the cart item says.
 */
async function describeProducts(
  context: ShopperContext,
  productIds: readonly string[],
): Promise<Map<string, LineProductInfo>> {
  const infos = await Promise.all(
    [...new Set(productIds)].map(async (id) => {
      const loaded = await loadProduct(context, id);
      if (!loaded.ok) return undefined;
      const parentId = parentToDescribe(loaded.data.data);
      const parent = parentId ? await loadProduct(context, parentId, []) : undefined;
      return [
        id,
        lineProductInfo(loaded.data.data, loaded.data.included, parent?.ok ? parent.data.data : undefined),
      ] as const;
    }),
  );
  return new Map(infos.filter((info) => info !== undefined));
}

/**
 * What mapping the items of a cart (or an order) needs: the locale, file URLs and the products. A
 * line draws itself from its item (name, picture, slug: the service's snapshot of the product), so
 * most carts read no catalog (issue 28); only lines that name what the item does not word (a child's
 * options, custom inputs, a bundle's components) are described from the catalog.
 */
export async function viewOptions(context: ShopperContext, items: readonly CartItem[]): Promise<ViewOptions> {
  const productIds = items.flatMap((item) =>
    item.type === 'cart_item' && item.product_id && needsCatalogWords(item) ? [item.product_id] : [],
  );
  return {
    locale: context.locale,
    toUrl: assetResolver(),
    products: await describeProducts(context, productIds),
  };
}

/**
 * How far the cart is from free delivery, as the service prices its shipping methods for it now (the
 * same methods and thresholds the checkout offers): from the cart's own answer, which includes them
 * (issue 28), or asked for when a service left them out. Without them, the cart is shown without it.
 */
async function freeDelivery(
  shopper: CartShopper,
  cartId: string,
  response: CartItemsResponse,
): Promise<FreeDeliveryView | null> {
  if (!response.data.some((item) => item.type === 'cart_item' || item.type === 'custom_item')) return null;
  const included = response.included?.shipping_methods;
  if (included) return freeDeliveryView(included, shopper.context.locale);
  const methods = await listCartShippingMethods(shopper.client, cartId);
  return methods.ok ? freeDeliveryView(methods.data, shopper.context.locale) : null;
}

/** Maps a cart answer of the service to what the storefront shows. */
export async function toCartView(
  shopper: CartShopper,
  cartId: string,
  response: CartItemsResponse,
): Promise<CartView> {
  const [options, delivery] = await Promise.all([
    viewOptions(shopper.context, response.data),
    freeDelivery(shopper, cartId, response),
  ]);
  return cartView(cartId, response, options, delivery);
}

export type CartLoad =
  { ok: true; view: CartView } | { ok: false; error: Extract<Result<unknown>, { ok: false }>['error'] };

/**
 * The shopper's cart, as the service says it is now: every read asks it, sending the ETag of its
 * last answer for this cart (kept-answers.server.ts), which stands when the service answers 304.
 * No cookie means no cart, and nothing is created: a cart starts with its first add (DESIGN.md §4).
 * A cart the service does not know (anymore), or that belongs to someone else (404), reads as empty.
 */
export async function loadCart(shopper: CartShopper, cartId: string | undefined): Promise<CartLoad> {
  if (!cartId) return { ok: true, view: EMPTY_CART };
  const result = await carts.getCartItems(shopper.client, cartId, keptAnswer(cartId, shopper.accountId));
  keepAnswer(cartId, shopper.accountId, result.ok ? result : undefined);
  if (!result.ok)
    return result.error.status === 404 ? { ok: true, view: EMPTY_CART } : { ok: false, error: result.error };
  return { ok: true, view: await toCartView(shopper, cartId, result.data) };
}
