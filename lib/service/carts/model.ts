import type { CreateShippingGroupRequest } from '@/lib/commerce/schemas/carts';
import type { Price } from '@/lib/commerce/schemas/common';

/**
 * What a product line keeps of the catalog product (`findCartProduct`) when it is added: enough
 * to price it in any of the product's currencies, tiers included, and to describe it. A line is
 * priced from this snapshot, so a later release does not change a cart behind the shopper's back;
 * adding the product again refreshes it.
 */
export interface ProductSnapshot {
  id: string;
  sku: string;
  slug: string;
  name: string;
  description: string;
  catalog_id: string;
  release_id: string;
  price: Price;
  tiers: Record<string, { minimum_quantity: number; price: Price }>;
  image: { mime_type: string; file_name: string; href_path: string } | null;
  manage_stock: boolean;
  /**
   * The catalog's `meta.product_types` (issue 28): a cart line says whether it is a child or a
   * bundle, so a storefront knows without reading the catalog. Absent on lines added before.
   */
  product_types?: string[];
}

/** A custom item as the client described it (spec 4.4 rule 1, DESIGN.md §3). */
export interface CustomDetails {
  name: string;
  description: string;
  sku: string | null;
  price: { amount: number; includes_tax: boolean };
}

/**
 * A subscription line (the vendor's `subscription_item`): the offering and the plan chosen, as they
 * were when added. `price` is one bill of the plan per currency (the price of its first billing
 * period, as the vendor prices the line); the pricing option is the plan's own terms, under its id.
 */
export interface SubscriptionDetails {
  offering_id: string;
  name: string;
  description: string;
  plan_id: string;
  plan_name: string;
  price: Price;
}

/** A tax item on a line (spec 4.4 rule 3); `ppm` is the rate in parts per million. */
export interface LineTax {
  id: string;
  name: string;
  jurisdiction?: string;
  code?: string;
  rate: number;
  ppm: number;
}

/** Component id → (option product id → quantity), zero quantities dropped. */
export type SelectedOptions = Record<string, Record<string, number>>;

interface LineBase {
  id: string;
  mergeKey: string;
  quantity: number;
  customInputs: Record<string, unknown>;
  bundle: SelectedOptions | null;
  shippingGroupId: string | null;
  taxes: LineTax[];
  createdAt: Date;
  updatedAt: Date;
}

export type CartLine =
  | (LineBase & { kind: 'cart_item'; productId: string; product: ProductSnapshot })
  | (LineBase & { kind: 'custom_item'; productId: null; custom: CustomDetails })
  | (LineBase & { kind: 'subscription_item'; productId: null; subscription: SubscriptionDetails });

/** A seeded promotion (spec 2.8 discounts). Codes are stored uppercase and matched case-blind. */
export interface Promotion {
  id: string;
  code: string;
  name: string;
  description: string;
  kind: 'percent' | 'fixed';
  /** Percentage in hundredths of a percent (1000 = 10%). */
  percentBasisPoints: number | null;
  /** Fixed amount off per currency, minor units. */
  amounts: Record<string, number>;
  /** Only these products qualify; null means every product. */
  productIds: string[] | null;
}

export interface AppliedPromotion {
  /** The id of its `promotion_item` in the cart. */
  itemId: string;
  promotion: Promotion;
  createdAt: Date;
}

export type ShippingGroupAddress = NonNullable<CreateShippingGroupRequest['data']['address']>;

export interface ShippingGroupRecord {
  id: string;
  cartId: string;
  name: string;
  shippingType: string | null;
  /** What the group costs; `tax` is the part of it that is tax. */
  total: number;
  /** A group made from a store shipping method: free once the goods reach `freeOver`. */
  shippingMethodId: string | null;
  freeOver: number | null;
  base: number | null;
  tax: number;
  includesTax: boolean;
  address: ShippingGroupAddress | null;
  trackingReference: string | null;
  externalRef: string | null;
  deliveryEstimate: { start?: string; end?: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The vendor's `discount_settings` of a cart, as `PUT /v2/carts/{id}` sets them. */
export interface CartDiscountSettings {
  custom_discounts_enabled?: boolean;
  use_rule_promotions?: boolean;
}

/** The vendor's `custom_attributes` of a cart: each a type and a value of that type. */
export type CartCustomAttributes = Record<
  string,
  { type: 'string' | 'boolean' | 'integer' | 'float'; value: string | number | boolean }
>;

export interface CartRecord {
  id: string;
  name: string;
  description: string;
  currency: string | null;
  accountId: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Set by `PUT /v2/carts/{id}` (migration 0016); absent or null until then. */
  contactEmail?: string | null;
  discountSettings?: CartDiscountSettings | null;
  customAttributes?: CartCustomAttributes | null;
}

/** A cart with everything that prices it. */
export interface CartState {
  cart: CartRecord;
  lines: CartLine[];
  promotions: AppliedPromotion[];
  shippingGroups: ShippingGroupRecord[];
}

/** A cart with nothing in it yet. */
export const emptyState = (cart: CartRecord): CartState => ({
  cart,
  lines: [],
  promotions: [],
  shippingGroups: [],
});

/** Spec §8: lines, the tax items on them and promotions all count as unique items. */
export function uniqueItemCount(state: Pick<CartState, 'lines' | 'promotions'>): number {
  return state.lines.reduce((count, line) => count + 1 + line.taxes.length, 0) + state.promotions.length;
}
