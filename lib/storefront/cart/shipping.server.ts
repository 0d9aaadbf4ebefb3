import 'server-only';
import { listCartShippingMethods } from '@/lib/commerce/operations/shipping';
import type { Result } from '@/lib/commerce/result';
import type { CartShopper } from './cart-shopper.server';
import { shippingChoiceView, type ShippingChoiceView } from './shipping-view';

/** The shipping methods the checkout offers this cart, priced for it now. */
export async function loadShippingChoice(
  shopper: CartShopper,
  cartId: string,
): Promise<Result<ShippingChoiceView>> {
  const result = await listCartShippingMethods(shopper.client, cartId);
  return result.ok ? { ...result, data: shippingChoiceView(result.data, shopper.context.locale) } : result;
}
