import { z } from 'zod';
import { currencyCode, dateTime, errorObject, minorUnits, uuid } from './common';

/** DESIGN.md §3: cart ids are chosen by the client. */
export const cartId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 characters of A-Z, a-z, 0-9, hyphen and underscore');

/** Spec §8: unique items in a cart. */
export const MAX_CART_ITEMS = 100;
/** Spec 4.4 rule 5 and §8. */
export const MAX_CUSTOM_INPUT_LENGTH = 255;
export const MAX_CUSTOM_ITEM_INPUTS_BYTES = 1024 * 1024;

export const quantity = z.int().min(1).max(100_000);

/** Spec 4.4 rule 5: each text value of a product's custom inputs is at most 255 characters. */
export const productCustomInputs = z.record(
  z.string().min(1).max(255),
  z.string().max(MAX_CUSTOM_INPUT_LENGTH, `must be at most ${MAX_CUSTOM_INPUT_LENGTH} characters`),
);

/** Spec 2.8: component name → (option product id → whole quantity). */
export const bundleSelectedOptions = z.record(z.string().min(1), z.record(z.string().min(1), z.int().min(0)));
export const bundleConfiguration = z.object({ selected_options: bundleSelectedOptions });
export type BundleConfiguration = z.infer<typeof bundleConfiguration>;

/** Spec 4.4 rule 3: tax items ride on an item; administrators only. */
export const taxItem = z.object({
  type: z.literal('tax_item'),
  name: z.string().min(1).max(255),
  jurisdiction: z.string().max(255).optional(),
  code: z.string().max(255).optional(),
  rate: z.number().min(0).max(1),
});
export type TaxItem = z.infer<typeof taxItem>;

/** Spec 2.8: a product by id or SKU. */
export const cartItemRequest = z
  .object({
    type: z.literal('cart_item'),
    quantity,
    id: uuid.optional(),
    sku: z.string().min(1).max(1024).optional(),
    custom_inputs: productCustomInputs.optional(),
    bundle_configuration: bundleConfiguration.optional(),
    shipping_group_id: z.string().min(1).max(64).optional(),
    tax: z.array(taxItem).max(10).optional(),
  })
  .refine((item) => item.id !== undefined || item.sku !== undefined, { message: 'one of id or sku is required', path: ['id'] });
export type CartItemRequest = z.infer<typeof cartItemRequest>;

/** Spec 4.4 rule 5: a custom item's inputs are any object of at most 1MB. */
export const customItemInputs = z
  .record(z.string(), z.unknown())
  .refine((value) => new TextEncoder().encode(JSON.stringify(value)).length <= MAX_CUSTOM_ITEM_INPUTS_BYTES, {
    message: 'must not exceed 1MB',
  });

/** DESIGN.md §3: custom item shape. */
export const customItemRequest = z.object({
  type: z.literal('custom_item'),
  name: z.string().min(1).max(255),
  sku: z.string().min(1).max(255).optional(),
  description: z.string().max(1024).optional(),
  quantity,
  price: z.object({ amount: minorUnits.min(0), includes_tax: z.boolean().optional() }),
  custom_inputs: customItemInputs.optional(),
  shipping_group_id: z.string().min(1).max(64).optional(),
  tax: z.array(taxItem).max(10).optional(),
});
export type CustomItemRequest = z.infer<typeof customItemRequest>;

export const promotionItemRequest = z.object({
  type: z.literal('promotion_item'),
  code: z.string().min(1).max(64),
});

/** Spec 3.3 rule 6: merge another (anonymous) cart into this one. */
export const cartMergeRequest = z.object({ type: z.literal('cart_items'), cart_id: cartId });

/** Spec 3.3 rules 7–8: re-order from an order of any status. */
export const reorderRequest = z.object({ type: z.literal('order_items'), order_id: z.string().min(1).max(64) });

export const addItemRequest = z.discriminatedUnion('type', [
  cartItemRequest,
  customItemRequest,
  promotionItemRequest,
  cartMergeRequest,
  reorderRequest,
]);
export type AddItemRequest = z.infer<typeof addItemRequest>;

/** Spec 4.4. `data` is an array; a single object is accepted as one item. */
export const addToCartRequest = z.object({
  data: z.union([addItemRequest, z.array(addItemRequest).min(1).max(MAX_CART_ITEMS)]),
  options: z.object({ add_all_or_nothing: z.boolean().optional() }).optional(),
});
export type AddToCartRequest = z.infer<typeof addToCartRequest>;

const formattedAmount = z.object({ amount: z.number(), currency: currencyCode, formatted: z.string() });
const unitAndValue = z.object({ unit: formattedAmount, value: formattedAmount });

export const priceGroups = z.object({
  with_tax: formattedAmount,
  without_tax: formattedAmount,
  tax: formattedAmount,
  discount: formattedAmount,
  without_discount: formattedAmount,
});

const itemPriceGroups = z.object({
  with_tax: z.union([unitAndValue, formattedAmount]),
  without_tax: z.union([unitAndValue, formattedAmount]),
  tax: z.union([unitAndValue, formattedAmount]),
  discount: z.union([unitAndValue, formattedAmount]),
  without_discount: z.union([unitAndValue, formattedAmount]),
});

const itemPrice = z.object({ amount: z.number(), currency: currencyCode, includes_tax: z.boolean() });

/** Spec 2.8: a cart item in a response. */
export const cartItem = z.object({
  id: z.string(),
  type: z.enum(['cart_item', 'custom_item', 'promotion_item', 'tax_item']),
  product_id: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  sku: z.string().optional(),
  slug: z.string().optional(),
  quantity: z.number(),
  catalog_id: z.string().optional(),
  catalog_source: z.enum(['pim', 'legacy']).optional(),
  image: z.object({ mime_type: z.string(), file_name: z.string(), href: z.string() }).optional(),
  manage_stock: z.boolean().optional(),
  unit_price: itemPrice.optional(),
  value: itemPrice.optional(),
  custom_inputs: z.record(z.string(), z.unknown()).optional(),
  bundle_configuration: bundleConfiguration.optional(),
  shipping_group_id: z.string().optional(),
  links: z.object({ product: z.string().optional() }).loose().optional(),
  meta: z
    .object({
      display_price: itemPriceGroups.optional(),
      timestamps: z.object({ created_at: dateTime, updated_at: dateTime }).optional(),
    })
    .loose()
    .optional(),
});
export type CartItem = z.infer<typeof cartItem>;

/** Spec 2.8: top-level meta of the add-to-cart response. */
export const cartMeta = z.object({
  display_price: priceGroups,
  discounts: z.record(z.string(), formattedAmount).optional(),
  timestamps: z.object({ created_at: dateTime, updated_at: dateTime, expires_at: dateTime }),
});
export type CartMeta = z.infer<typeof cartMeta>;

/** DESIGN.md §3: per-item errors carry the index of the item in the request. */
export const itemError = errorObject.extend({
  meta: z.object({ index: z.int().min(0), id: z.string().optional(), sku: z.string().optional() }).loose().optional(),
});

export const cartItemsResponse = z.object({
  data: z.array(cartItem),
  meta: cartMeta,
  errors: z.array(itemError).optional(),
});
export type CartItemsResponse = z.infer<typeof cartItemsResponse>;

export const createCartRequest = z.object({
  data: z
    .object({
      name: z.string().max(255).optional(),
      description: z.string().max(1024).optional(),
      currency: currencyCode.optional(),
    })
    .optional(),
});
