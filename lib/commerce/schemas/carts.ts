import { z } from 'zod';
import { jsonByteLength, nestsDeeperThan } from '../json-shape';
import { currencyCode, dateTime, errorObject, minorUnits, pageLinks, pageMeta, uuid } from './common';
import { cartShippingMethodsResponse, REGION_REQUIRED_COUNTRIES } from './shipping';

/** DESIGN.md §3: cart ids are chosen by the client. */
export const CART_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const CART_ID_RULE = 'must be 1 to 64 characters of A-Z, a-z, 0-9, hyphen and underscore';
export const cartId = z.string().regex(CART_ID_PATTERN, CART_ID_RULE);

/** Spec §8: unique items in a cart. */
export const MAX_CART_ITEMS = 100;
/** Spec 4.4 rule 5 and §8. */
export const MAX_CUSTOM_INPUT_LENGTH = 255;
export const MAX_CUSTOM_ITEM_INPUTS_BYTES = 1024 * 1024;
/**
 * The custom inputs of all a cart's lines together (as JSON; the spec sets no figure): every read of
 * a cart stays a few MB at most, whatever its 100 lines carry. Two full custom items fit.
 */
export const MAX_CART_INPUTS_BYTES = 2 * 1024 * 1024;

/** A line's quantity; also the most one line may hold after merges (keeps money exact). */
export const MAX_LINE_QUANTITY = 100_000;
export const quantity = z.int().min(1).max(MAX_LINE_QUANTITY);

/** A custom item's unit price bound: with MAX_LINE_QUANTITY a line stays an exact integer. */
export const MAX_CUSTOM_ITEM_AMOUNT = 10_000_000_000;

/** Spec 4.4 rule 5: each text value of a product's custom inputs is at most 255 characters. */
export const productCustomInputs = z.record(
  z.string().min(1).max(255),
  z.string().max(MAX_CUSTOM_INPUT_LENGTH, `must be at most ${MAX_CUSTOM_INPUT_LENGTH} characters`),
);

/** Spec 2.8: component name → (option product id → whole quantity). */
export const bundleSelectedOptions = z.record(z.string().min(1), z.record(z.string().min(1), z.int().min(0)));
export const bundleConfiguration = z.object({ selected_options: bundleSelectedOptions });
export type BundleConfiguration = z.infer<typeof bundleConfiguration>;

/**
 * Spec 4.4 rule 3: tax items ride on an item; administrators only. `rate` is a fraction (0.2 is
 * 20%); the service keeps it to six decimal places (parts per million) so tax is integer arithmetic.
 */
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
  .refine((item) => item.id !== undefined || item.sku !== undefined, {
    message: 'one of id or sku is required',
    path: ['id'],
  });
export type CartItemRequest = z.infer<typeof cartItemRequest>;

/**
 * How deep a custom item's inputs may nest (the spec sets no figure; DESIGN.md §3 forbids a 500): far
 * beyond any form's answers, and shallow enough for every JSON and jsonb routine on the way to storage.
 */
export const MAX_CUSTOM_ITEM_INPUTS_DEPTH = 32;
/** Marks the depth issue: a malformed shape (400), where the size is a business limit (422). */
export const NESTING_RULE = 'nesting';

/** Spec 4.4 rule 5: a custom item's inputs are any object of at most 1MB. */
export const customItemInputs = z.record(z.string(), z.unknown()).superRefine((value, context) => {
  // The depth first: the size is measured with JSON.stringify, which recurses.
  if (nestsDeeperThan(value, MAX_CUSTOM_ITEM_INPUTS_DEPTH))
    context.addIssue({
      code: 'custom',
      params: { rule: NESTING_RULE },
      message: `must not nest more than ${MAX_CUSTOM_ITEM_INPUTS_DEPTH} levels of arrays and objects`,
    });
  else if (jsonByteLength(value) > MAX_CUSTOM_ITEM_INPUTS_BYTES)
    context.addIssue({ code: 'custom', message: 'must not exceed 1MB' });
});

/** DESIGN.md §3: custom item shape. */
export const customItemRequest = z.object({
  type: z.literal('custom_item'),
  name: z.string().min(1).max(255),
  sku: z.string().min(1).max(255).optional(),
  description: z.string().max(1024).optional(),
  quantity,
  price: z.object({
    amount: minorUnits.min(0).max(MAX_CUSTOM_ITEM_AMOUNT),
    includes_tax: z.boolean().optional(),
  }),
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
export const reorderRequest = z.object({
  type: z.literal('order_items'),
  order_id: z.string().min(1).max(64),
});

/**
 * The vendor's `SubscriptionItemObject` (cart_checkout.yaml): an offering by `id`, the plan chosen
 * and its pricing option. A plan is sold here under exactly one pricing option, its own terms under
 * the plan's id (lib/service/subscriptions/README.md), so either names the choice: the document
 * requires both, the vendor's shopper SDK marks `plan` deprecated, so one of them is enough.
 */
export const subscriptionItemRequest = z.object({
  type: z.literal('subscription_item'),
  id: uuid,
  quantity,
  subscription_configuration: z
    .object({ plan: uuid.optional(), pricing_option: uuid.optional() })
    .refine((choice) => choice.plan !== undefined || choice.pricing_option !== undefined, {
      message: 'one of plan or pricing_option is required',
      path: ['plan'],
    }),
});
export type SubscriptionItemRequest = z.infer<typeof subscriptionItemRequest>;

export const addItemRequest = z.discriminatedUnion('type', [
  cartItemRequest,
  customItemRequest,
  subscriptionItemRequest,
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

export const formattedAmount = z.object({
  amount: z.number(),
  currency: currencyCode,
  formatted: z.string(),
});
export type FormattedAmount = z.infer<typeof formattedAmount>;
const unitAndValue = z.object({ unit: formattedAmount, value: formattedAmount });

/** Spec 2.8: the five price groups of a cart, or of a product line (amounts of the line). */
export const priceGroups = z.object({
  with_tax: formattedAmount,
  without_tax: formattedAmount,
  tax: formattedAmount,
  discount: formattedAmount,
  without_discount: formattedAmount,
});
export type PriceGroups = z.infer<typeof priceGroups>;

/** Spec 2.8: a custom item's groups each hold the `unit` and the line `value`. */
export const unitPriceGroups = z.object({
  with_tax: unitAndValue,
  without_tax: unitAndValue,
  tax: unitAndValue,
  discount: unitAndValue,
  without_discount: unitAndValue,
});
export type UnitPriceGroups = z.infer<typeof unitPriceGroups>;

const withUnitAndValue = formattedAmount.extend({ unit: formattedAmount, value: formattedAmount });

/**
 * Spec 2.8's groups of a product line (the line's amounts), each also holding the `unit` and line
 * `value` sub-objects that the vendor's cart items carry (`CartItemFormattedPriceData` of its SDK),
 * so storefronts built on the vendor's SDK find the unit price where they look.
 */
export const productLinePriceGroups = z.object({
  with_tax: withUnitAndValue,
  without_tax: withUnitAndValue,
  tax: withUnitAndValue,
  discount: withUnitAndValue,
  without_discount: withUnitAndValue,
});
export type ProductLinePriceGroups = z.infer<typeof productLinePriceGroups>;

const itemPrice = z.object({ amount: z.number(), currency: currencyCode, includes_tax: z.boolean() });

/** A tax item as stored on a line (spec 4.4 rule 3). */
export const taxItemResponse = taxItem.extend({ id: z.string() });

const itemTimestamps = z.object({ created_at: dateTime, updated_at: dateTime });

/**
 * Spec 2.8: a cart item in a response. `cart_item` lines are products, `custom_item` lines are
 * priced by the client; an applied promotion is listed as a `promotion_item` whose amounts are the
 * discount it gives (already taken off the product lines). Tax items are listed on their line.
 */
export const cartItem = z.object({
  id: z.string(),
  type: z.enum(['cart_item', 'custom_item', 'subscription_item', 'promotion_item']),
  product_id: z.string().optional(),
  /** A subscription line's offering, and the plan and pricing option chosen (the vendor's fields). */
  subscription_offering_id: z.string().optional(),
  subscription_configuration: z.object({ plan: z.string(), pricing_option: z.string() }).optional(),
  promotion_id: z.string().optional(),
  code: z.string().optional(),
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
  /** A custom item's price as its client stated it (the vendor's custom item line). */
  price: z.object({ amount: z.number(), includes_tax: z.boolean().optional() }).optional(),
  custom_inputs: z.record(z.string(), z.unknown()).optional(),
  bundle_configuration: bundleConfiguration.optional(),
  shipping_group_id: z.string().optional(),
  taxes: z.array(taxItemResponse).optional(),
  links: z.object({ product: z.string().optional() }).loose().optional(),
  meta: z
    .object({
      display_price: z.union([productLinePriceGroups, unitPriceGroups, priceGroups]).optional(),
      timestamps: itemTimestamps.optional(),
      /** Beyond the vendor's item: the catalog's product types of a product line (issue 28). */
      product_types: z.array(z.string()).optional(),
    })
    .loose()
    .optional(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartTimestamps = z.object({ created_at: dateTime, updated_at: dateTime, expires_at: dateTime });

/** Spec 2.8: top-level meta of the add-to-cart response. Discounts are keyed by promotion name. */
export const cartMeta = z.object({
  display_price: priceGroups,
  discounts: z.record(z.string(), formattedAmount.extend({ code: z.string().optional() })).optional(),
  timestamps: cartTimestamps,
});
export type CartMeta = z.infer<typeof cartMeta>;

/** DESIGN.md §3: per-item errors carry the index of the item in the request. */
export const itemError = errorObject.extend({
  meta: z
    .object({ index: z.int().min(0), id: z.string().optional(), sku: z.string().optional() })
    .loose()
    .optional(),
});
export type ItemError = z.infer<typeof itemError>;

export const cartItemsResponse = z.object({
  data: z.array(cartItem),
  meta: cartMeta,
  errors: z.array(itemError).optional(),
  /** Extension (issue 28): what `include=shipping_methods` asks for beside the items. */
  included: z.object({ shipping_methods: cartShippingMethodsResponse.optional() }).optional(),
});
export type CartItemsResponse = z.infer<typeof cartItemsResponse>;

/** PUT /v2/carts/{id}/items/{item_id}: a new quantity; 0 removes the line (DESIGN.md §3). */
export const updateCartItemRequest = z.object({
  data: z.object({ type: z.literal('cart_item'), quantity: z.int().min(0).max(MAX_LINE_QUANTITY) }),
});

export const createCartRequest = z.object({
  data: z
    .object({
      name: z.string().max(255).optional(),
      description: z.string().max(1024).optional(),
      currency: currencyCode.optional(),
    })
    .optional(),
});

/** The vendor's cart discount settings: at most one of the two may be true. */
export const cartDiscountSettings = z.object({
  custom_discounts_enabled: z.boolean().optional(),
  use_rule_promotions: z.boolean().optional(),
});

/** The vendor's cart custom attributes: at most 20, each a type and a value of that type. */
const customAttribute = z.discriminatedUnion('type', [
  z.object({ type: z.literal('string'), value: z.string().max(255) }),
  z.object({ type: z.literal('boolean'), value: z.boolean() }),
  z.object({ type: z.literal('integer'), value: z.int() }),
  z.object({ type: z.literal('float'), value: z.number() }),
]);
export const cartCustomAttributes = z
  .record(z.string().min(1).max(64), customAttribute)
  .refine((attributes) => Object.keys(attributes).length <= 20, 'at most 20 custom attributes');

/**
 * `PUT /v2/carts/{id}` (the vendor's `updateACart`): each field given replaces the cart's; one left
 * out stays. `custom_attributes` replaces every attribute; `contact.email` null or `""` clears it.
 */
export const updateCartRequest = z.object({
  data: z.object({
    type: z.literal('cart').optional(),
    name: z.string().trim().min(1).max(255).optional(),
    description: z.string().max(1024).optional(),
    contact: z.object({ email: z.union([z.email().max(254), z.literal(''), z.null()]) }).optional(),
    discount_settings: cartDiscountSettings.optional(),
    custom_attributes: cartCustomAttributes.optional(),
    /** The vendor's way to drop a Stripe payment intent: only empty; this store keeps none. */
    payment_intent_id: z.literal('').optional(),
  }),
});
export type UpdateCartRequest = z.infer<typeof updateCartRequest>;

/** `POST`/`DELETE /v2/carts/{id}/relationships/accounts`: the accounts to (dis)associate. */
export const cartAccountsRequest = z.object({
  data: z
    .array(z.object({ type: z.literal('account'), id: z.string().min(1).max(64) }))
    .min(1)
    .max(1, 'a cart belongs to one account at most'),
});

/** The cart resource (spec 2.8 leaves it open; DESIGN.md §3). */
export const cart = z.object({
  id: z.string(),
  type: z.literal('cart'),
  name: z.string(),
  description: z.string(),
  /** Null until the first item (or a create with a currency) sets it (spec 3.3 rule 1). */
  currency: currencyCode.nullable(),
  /** Set by `PUT /v2/carts/{id}`, as the vendor's cart has them; left out while unset. */
  contact: z.object({ email: z.string() }).optional(),
  discount_settings: cartDiscountSettings.optional(),
  custom_attributes: z
    .record(z.string(), z.object({ type: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) }))
    .optional(),
  relationships: z
    .object({
      items: z.object({ data: z.array(z.object({ type: z.string(), id: z.string() })) }),
      accounts: z
        .object({ data: z.array(z.object({ type: z.literal('account'), id: z.string() })) })
        .optional(),
    })
    .optional(),
  meta: z.object({
    display_price: priceGroups,
    discounts: cartMeta.shape.discounts,
    timestamps: cartTimestamps,
    /** Units of products and custom items (what a cart badge shows). */
    item_count: z.int().min(0),
    /** Lines, tax items and promotions: the count the 100-item limit applies to (spec §8). */
    unique_items: z.int().min(0),
  }),
});
export type Cart = z.infer<typeof cart>;

export const cartResponse = z.object({ data: cart });
export const cartListResponse = z.object({
  data: z.array(cart),
  links: pageLinks.optional(),
  meta: z.object({ results: z.object({ total: z.int().min(0) }), page: pageMeta.shape.page.optional() }),
});

/** Checkout (DESIGN.md §3): who buys and where it goes; no payment is taken. */
export const orderAddress = z.object({
  first_name: z.string().trim().min(1).max(255),
  last_name: z.string().trim().min(1).max(255),
  company_name: z.string().max(255).optional(),
  phone_number: z.string().max(64).optional(),
  line_1: z.string().trim().min(1).max(255),
  line_2: z.string().max(255).optional(),
  city: z.string().trim().min(1).max(255),
  county: z.string().max(255).optional(),
  region: z.string().max(255).optional(),
  postcode: z.string().trim().min(1).max(32),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter uppercase ISO country code'),
  instructions: z.string().max(1024).optional(),
});
export type OrderAddress = z.infer<typeof orderAddress>;

/** Where a country needs a state or province (REGION_REQUIRED_COUNTRIES), `region` is required. */
const regionRule = (address: { country: string; region?: string | undefined }, ctx: z.RefinementCtx) => {
  if (REGION_REQUIRED_COUNTRIES.has(address.country) && !address.region?.trim())
    ctx.addIssue({
      code: 'custom',
      path: ['region'],
      message: `a state or province is required for addresses in ${address.country}`,
    });
};

/** An address that can be delivered to: the country's required state or province included. */
export const deliveryAddress = orderAddress.superRefine(regionRule);

/** The vendor's shipping group address: like an order address, the city optional. */
const shippingGroupAddress = orderAddress
  .extend({ city: z.string().max(255).optional(), line_3: z.string().max(255).optional() })
  .superRefine(regionRule);

/**
 * Spec 4.4 rule 4: a shipping group of a cart; its price is in the cart's currency. The body is
 * the vendor's (no `name`: it defaults to the shipping type). A `shipping_type` that is one of the
 * store's shipping method codes is priced by the store (any `shipping_price` is ignored).
 */
const shippingAmount = minorUnits.min(0).max(MAX_CUSTOM_ITEM_AMOUNT);
export const createShippingGroupRequest = z.object({
  data: z.object({
    type: z.literal('shipping_group'),
    name: z.string().min(1).max(255).optional(),
    shipping_type: z.string().min(1).max(255).optional(),
    tracking_reference: z.string().max(255).optional(),
    external_ref: z.string().max(64).optional(),
    /** `total`, else `base` + `tax` + `fees`; `tax` is the part of the total that is tax. */
    shipping_price: z
      .object({
        total: shippingAmount.optional(),
        base: shippingAmount.optional(),
        tax: shippingAmount.optional(),
        fees: shippingAmount.optional(),
      })
      .optional(),
    includes_tax: z.boolean().optional(),
    address: shippingGroupAddress.optional(),
    delivery_estimate: z
      .object({ start: z.iso.datetime().optional(), end: z.iso.datetime().optional() })
      .optional(),
  }),
});
export type CreateShippingGroupRequest = z.infer<typeof createShippingGroupRequest>;

/** The vendor's `UpdateCartShippingGroupRequest`: any of a new group's fields, each replacing the group's. */
export const updateShippingGroupRequest = z.object({
  data: createShippingGroupRequest.shape.data.partial(),
});

const groupAmount = z.object({ amount: z.number(), currency: currencyCode, formatted: z.string() });

export const shippingGroup = z.object({
  id: z.string(),
  type: z.literal('shipping_group'),
  cart_id: z.string(),
  name: z.string(),
  /** Left out when none was given (a service of an earlier version answered null). */
  shipping_type: z.string().nullable().optional(),
  /** `total` is what the cart pays for it now (a store method may be free over a threshold). */
  shipping_price: z.object({ total: z.number(), currency: currencyCode, formatted: z.string() }),
  includes_tax: z.boolean().optional(),
  /** Extension: the store shipping method the group was made from. */
  shipping_method_id: z.string().optional(),
  address: shippingGroupAddress.optional(),
  tracking_reference: z.string().optional(),
  external_ref: z.string().optional(),
  delivery_estimate: z.object({ start: z.string().optional(), end: z.string().optional() }).optional(),
  meta: z.object({
    timestamps: itemTimestamps,
    /** The vendor's price breakdown. */
    shipping_display_price: z.object({ total: groupAmount, base: groupAmount, tax: groupAmount }).optional(),
  }),
});
export type ShippingGroup = z.infer<typeof shippingGroup>;

export const shippingGroupResponse = z.object({ data: shippingGroup });

/** A shipping group as an order keeps it (`GET /v2/orders/{id}/shipping-groups`): it names its order. */
export const orderShippingGroup = shippingGroup.omit({ cart_id: true }).extend({ order_id: z.string() });
export const shippingGroupListResponse = z.object({ data: z.array(shippingGroup) });

const checkoutContact = z.object({ email: z.email().max(255), name: z.string().trim().min(1).max(255) });

export const checkoutRequest = z.object({
  data: z
    .object({
      customer: checkoutContact.optional(),
      /** The vendor's account checkout names the person `contact` (beyond the spec); read as `customer`. */
      contact: checkoutContact.optional(),
      /** Required unless everything in the cart is digital (then the billing address is). */
      shipping_address: deliveryAddress.optional(),
      /** Defaults to the shipping address. */
      billing_address: deliveryAddress.optional(),
    })
    .transform(({ customer, contact, ...rest }, context) => {
      const person = customer ?? contact;
      if (person) return { ...rest, customer: person };
      context.addIssue({ code: 'custom', path: ['customer'], message: 'customer (or contact) is required' });
      return z.NEVER;
    }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export const orderStatus = z.enum(['incomplete', 'complete', 'processing', 'cancelled']);
export const orderPayment = z.enum(['unpaid', 'authorized', 'paid', 'refunded']);

/** An order line: the cart line as it was at checkout, with its own id. */
export const orderItem = cartItem.extend({ cart_item_id: z.string().optional() });
export type OrderItem = z.infer<typeof orderItem>;

const orderReview = z.object({
  required: z.literal(true),
  reasons: z.array(
    z.object({
      item: z.object({ name: z.string(), sku: z.string().nullable(), unit_amount: z.number() }),
      product: z.object({ id: z.string(), name: z.string(), sku: z.string(), unit_amount: z.number() }),
    }),
  ),
});
export type OrderReview = z.infer<typeof orderReview>;

export const order = z.object({
  id: z.string(),
  type: z.literal('order'),
  /** A short readable reference (HP-10001), as the vendor's orders carry; the id stays a UUID. */
  order_number: z.string().optional(),
  /** Extension: false for an order of digital products only, which took no shipping address. */
  requires_shipping: z.boolean().optional(),
  status: orderStatus,
  payment: orderPayment,
  shipping: z.enum(['unfulfilled', 'fulfilled']),
  cart_id: z.string(),
  customer: z.object({ email: z.string(), name: z.string() }),
  shipping_address: orderAddress,
  billing_address: orderAddress,
  shipping_groups: z.array(shippingGroup.omit({ cart_id: true })),
  relationships: z.object({
    items: z.object({ data: z.array(z.object({ type: z.literal('item'), id: z.string() })) }),
    /** Left out for a guest's order (a service of an earlier version answered `data: null`). */
    account: z
      .object({ data: z.object({ type: z.literal('account'), id: z.string() }).nullable() })
      .optional(),
  }),
  meta: z.object({
    /** The vendor's order figures beside the five groups: shipping, and what is paid, authorized and owed. */
    display_price: priceGroups.extend({
      shipping: formattedAmount.optional(),
      paid: formattedAmount.optional(),
      authorized: formattedAmount.optional(),
      balance_owing: formattedAmount.optional(),
    }),
    discounts: cartMeta.shape.discounts,
    /**
     * Extension, in the administrator's view only: why the order is to be checked before it ships
     * (a custom item naming a catalog product at another price).
     */
    review: orderReview.optional(),
    timestamps: itemTimestamps,
  }),
});
export type Order = z.infer<typeof order>;

export const orderResponse = z.object({ data: order, included: z.object({ items: z.array(orderItem) }) });
export type OrderResponse = z.infer<typeof orderResponse>;
export const orderListResponse = z.object({
  data: z.array(order),
  /** With `include=items`: the listed orders' items (each names its order). */
  included: z.object({ items: z.array(orderItem) }).optional(),
  links: pageLinks.optional(),
  meta: z.object({
    results: z.object({ total: z.int().min(0) }),
    page: pageMeta.shape.page,
  }),
});
