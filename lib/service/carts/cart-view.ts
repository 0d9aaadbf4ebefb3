import type { Context } from 'hono';
import type * as wire from '@/lib/commerce/schemas/carts';
import { expiresAt } from './access';
import { uniqueItemCount, type AppliedPromotion, type CartLine, type CartState } from './model';
import { priceFormatting } from '../money/format';
import { groupsOf, linePpm, priceCart, type CartFigures, type Groups, type LineFigures } from './pricing';
import { publicRequestUrl } from '../http/public-origin';

/**
 * `{base_url}` as the caller reached it: the request's origin and the path up to `/v2/`, so links
 * stay right wherever the service is mounted (`/commerce` in the storefront).
 */
export function serviceBaseUrl(c: Context): string {
  const url = publicRequestUrl(c);
  const match = /^(.*?)\/v2(\/|$)/.exec(url.pathname);
  return `${url.origin}${match?.[1] ?? ''}`;
}

const GROUP_KEYS = ['with_tax', 'without_tax', 'tax', 'discount', 'without_discount'] as const;

/** The five price groups of spec 2.8, each as `entry` makes it. */
const eachGroup = <T>(entry: (key: keyof wire.PriceGroups) => T) =>
  Object.fromEntries(GROUP_KEYS.map((key) => [key, entry(key)])) as Record<keyof wire.PriceGroups, T>;

export function groupsDocument(groups: Groups, currency: string): wire.PriceGroups {
  return {
    with_tax: priceFormatting(groups.withTax, currency),
    without_tax: priceFormatting(groups.withoutTax, currency),
    tax: priceFormatting(groups.tax, currency),
    // Spec 2.8 shows a discount as money taken off: negative.
    discount: priceFormatting(groups.discount === 0 ? 0 : -groups.discount, currency),
    without_discount: priceFormatting(groups.withoutDiscount, currency),
  };
}

const timestampsOf = (createdAt: Date, updatedAt: Date) => ({
  created_at: createdAt.toISOString(),
  updated_at: updatedAt.toISOString(),
});

function lineCommon(line: CartLine, figures: LineFigures, currency: string) {
  const includesTax = figures.unit.includesTax;
  return {
    id: line.id,
    quantity: line.quantity,
    unit_price: { amount: figures.unit.amount, currency, includes_tax: includesTax },
    value: { amount: figures.value, currency, includes_tax: includesTax },
    custom_inputs: line.customInputs,
    ...(line.shippingGroupId && { shipping_group_id: line.shippingGroupId }),
    ...(line.taxes.length > 0 && {
      taxes: line.taxes.map((tax) => ({
        id: tax.id,
        type: 'tax_item' as const,
        name: tax.name,
        ...(tax.jurisdiction !== undefined && { jurisdiction: tax.jurisdiction }),
        ...(tax.code !== undefined && { code: tax.code }),
        rate: tax.rate,
      })),
    }),
  };
}

/**
 * A line as spec 2.8 shows it. `baseUrl` makes `image.href` and `links.product` absolute; an
 * empty one leaves them as paths below `{base_url}` (how an order keeps them).
 */
export function lineDocument(
  line: CartLine,
  figures: LineFigures,
  currency: string,
  baseUrl: string,
): wire.CartItem {
  const common = lineCommon(line, figures, currency);
  const timestamps = timestampsOf(line.createdAt, line.updatedAt);
  if (line.kind === 'custom_item') {
    const unit = groupsDocument(figures.perUnit, currency);
    const value = groupsDocument(figures.line, currency);
    return {
      type: 'custom_item',
      name: line.custom.name,
      description: line.custom.description,
      ...(line.custom.sku !== null && { sku: line.custom.sku }),
      // The price as the client stated it, as the vendor's custom item line repeats it.
      price: { amount: line.custom.price.amount, includes_tax: line.custom.price.includes_tax },
      ...common,
      links: {},
      meta: {
        display_price: eachGroup((key) => ({ unit: unit[key], value: value[key] })),
        timestamps,
      },
    };
  }
  if (line.kind === 'subscription_item') {
    const { subscription } = line;
    // The vendor's subscription line (cart_checkout.yaml `SubscriptionItemObject`): the offering,
    // and the plan and pricing option chosen, which are one here (subscription-view.ts).
    return {
      type: 'subscription_item',
      subscription_offering_id: subscription.offering_id,
      subscription_configuration: { plan: subscription.plan_id, pricing_option: subscription.plan_id },
      name: `${subscription.name} (${subscription.plan_name})`,
      description: subscription.description,
      manage_stock: false,
      ...common,
      links: {},
      meta: { display_price: productLineGroups(line, figures, currency), timestamps },
    };
  }
  const { product } = line;
  return {
    type: 'cart_item',
    product_id: product.id,
    name: product.name,
    description: product.description,
    sku: product.sku,
    slug: product.slug,
    catalog_id: product.catalog_id,
    catalog_source: 'pim',
    ...(product.image && {
      image: {
        mime_type: product.image.mime_type,
        file_name: product.image.file_name,
        href: `${baseUrl}${product.image.href_path}`,
      },
    }),
    manage_stock: product.manage_stock,
    ...common,
    ...(line.bundle && { bundle_configuration: { selected_options: line.bundle } }),
    links: { product: `${baseUrl}/catalog/products/${product.id}` },
    meta: {
      display_price: productLineGroups(line, figures, currency),
      timestamps,
      // Beyond the vendor's item: what the catalog calls the product, from the line's snapshot.
      ...(product.product_types && { product_types: product.product_types }),
    },
  };
}

/**
 * A product line's groups: spec 2.8's line amounts, each with the vendor's `unit` and `value`. The
 * unit's share of a promotion is the line's divided by the quantity (rounded to the minor unit).
 */
function productLineGroups(
  line: CartLine,
  figures: LineFigures,
  currency: string,
): wire.ProductLinePriceGroups {
  const whole = groupsDocument(figures.line, currency);
  const unitDiscount = Math.round(figures.line.discount / Math.max(line.quantity, 1));
  const ppm = linePpm(line);
  const unit = groupsDocument(
    groupsOf(figures.unit.amount, unitDiscount, figures.unit.includesTax, ppm),
    currency,
  );
  return eachGroup((key) => ({ ...whole[key], unit: unit[key], value: whole[key] }));
}

/** An applied promotion as an item: what it takes off, already inside the product lines' figures. */
export function promotionDocument(
  applied: AppliedPromotion,
  amount: number,
  currency: string,
): wire.CartItem {
  const off = amount === 0 ? 0 : -amount;
  const { promotion } = applied;
  return {
    id: applied.itemId,
    type: 'promotion_item',
    promotion_id: promotion.id,
    code: promotion.code,
    name: promotion.name,
    description: promotion.description,
    sku: promotion.code,
    quantity: 1,
    unit_price: { amount: off, currency, includes_tax: false },
    value: { amount: off, currency, includes_tax: false },
    links: {},
    meta: {
      display_price: groupsDocument(
        { withTax: off, withoutTax: off, tax: 0, discount: amount, withoutDiscount: 0 },
        currency,
      ),
      timestamps: timestampsOf(applied.createdAt, applied.createdAt),
    },
  };
}

/** Spec 2.8 `discounts`: keyed by promotion name, what each takes off (0 when nothing qualifies). */
export function discountsDocument(
  state: Pick<CartState, 'promotions'>,
  figures: CartFigures,
): NonNullable<wire.CartMeta['discounts']> {
  return Object.fromEntries(
    state.promotions.map((applied) => {
      const amount = figures.promotions.get(applied.promotion.id) ?? 0;
      return [
        applied.promotion.name,
        { ...priceFormatting(amount === 0 ? 0 : -amount, figures.currency), code: applied.promotion.code },
      ];
    }),
  );
}

export const currencyOf = (state: CartState, fallback: string) => state.cart.currency ?? fallback;

/** Spec 4.4 response: every item of the cart and the cart's meta (spec 2.8). */
export function cartItemsDocument(
  state: CartState,
  baseUrl: string,
  fallbackCurrency: string,
): { data: wire.CartItem[]; meta: wire.CartMeta } {
  const currency = currencyOf(state, fallbackCurrency);
  const figures = priceCart(state, currency);
  const data = [
    ...state.lines.map((line) => lineDocument(line, figures.lines.get(line.id)!, currency, baseUrl)),
    ...state.promotions.map((applied) =>
      promotionDocument(applied, figures.promotions.get(applied.promotion.id) ?? 0, currency),
    ),
  ];
  return { data, meta: cartMetaDocument(state, figures) };
}

export function cartMetaDocument(state: CartState, figures: CartFigures): wire.CartMeta {
  const { cart } = state;
  return {
    display_price: groupsDocument(figures.totals, figures.currency),
    discounts: discountsDocument(state, figures),
    timestamps: {
      ...timestampsOf(cart.createdAt, cart.updatedAt),
      expires_at: expiresAt(cart.updatedAt).toISOString(),
    },
  };
}

/** The cart resource (DESIGN.md §3). */
export function cartDocument(state: CartState, fallbackCurrency: string): wire.Cart {
  const { cart } = state;
  const figures = priceCart(state, currencyOf(state, fallbackCurrency));
  return {
    id: cart.id,
    type: 'cart',
    name: cart.name,
    description: cart.description,
    currency: cart.currency,
    ...(cart.contactEmail && { contact: { email: cart.contactEmail } }),
    ...(cart.discountSettings && { discount_settings: cart.discountSettings }),
    ...(cart.customAttributes && { custom_attributes: cart.customAttributes }),
    relationships: {
      items: {
        data: [
          ...state.lines.map((line) => ({ type: line.kind, id: line.id })),
          ...state.promotions.map((applied) => ({ type: 'promotion_item', id: applied.itemId })),
        ],
      },
      ...(cart.accountId && { accounts: { data: [{ type: 'account' as const, id: cart.accountId }] } }),
    },
    meta: {
      ...cartMetaDocument(state, figures),
      item_count: state.lines.reduce((sum, line) => sum + line.quantity, 0),
      unique_items: uniqueItemCount(state),
    },
  };
}
