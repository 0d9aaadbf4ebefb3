import { z } from 'zod';
import { currencyCode } from './common';

/**
 * The store's shipping methods (issue 18; extensions of the embedded service, documented in its
 * OpenAPI document). A method has a price per currency and may be free from a goods total. The
 * cart takes one through a shipping group whose `shipping_type` is the method's `code`.
 */
const methodPrice = z.object({
  amount: z.int().min(0),
  /** Free when the cart's goods (with tax, after discounts) reach this amount. */
  free_over: z.int().min(0).optional(),
});

const deliveryDays = z.object({ min_days: z.int().min(0), max_days: z.int().min(0) });

export const shippingMethod = z.object({
  id: z.string(),
  type: z.literal('shipping_method'),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  delivery_estimate: deliveryDays,
  prices: z.record(currencyCode, methodPrice),
});
export type ShippingMethod = z.infer<typeof shippingMethod>;
export const shippingMethodListResponse = z.object({ data: z.array(shippingMethod) });

const formatted = z.object({ amount: z.number(), currency: currencyCode, formatted: z.string() });

/** A method as it would cost one cart now (its goods total decides the free-over rule). */
export const cartShippingMethod = z.object({
  id: z.string(),
  type: z.literal('shipping_method'),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  delivery_estimate: deliveryDays,
  /** What this cart pays for it now. */
  price: formatted,
  /** The price before the free-over rule. */
  base_price: formatted,
  free_over: formatted.nullable(),
  /** True when the cart's current shipping group is this method. */
  selected: z.boolean(),
});
export type CartShippingMethod = z.infer<typeof cartShippingMethod>;

export const cartShippingMethodsResponse = z.object({
  data: z.array(cartShippingMethod),
  meta: z.object({
    currency: currencyCode,
    /** False when everything in the cart is digital: no method and no address are needed. */
    requires_shipping: z.boolean(),
    goods_total: formatted,
  }),
});
export type CartShippingMethodsResponse = z.infer<typeof cartShippingMethodsResponse>;

/**
 * Countries whose addresses need a state or province (`region`) for delivery; checkout refuses
 * such an address without one.
 */
export const REGION_REQUIRED_COUNTRIES: ReadonlySet<string> = new Set([
  'US',
  'CA',
  'AU',
  'BR',
  'MX',
  'IN',
  'AR',
  'CN',
  'JP',
  'MY',
]);
