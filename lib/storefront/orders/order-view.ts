import type { OrderAddress, OrderResponse } from '@/lib/commerce/schemas/carts';
import { priceBreakdown, type PriceBreakdown, type ViewOptions } from '@/lib/storefront/cart/cart-view';
import { formatDate } from '@/lib/storefront/i18n/dates';

export interface OrderView extends PriceBreakdown {
  id: string;
  status: string;
  payment: string;
  /** When it was placed, in the shopper's locale. */
  placedAt: string | null;
  customer: { email: string; name: string };
  /** The shipping address, one printed line each. */
  shippingAddress: string[];
  /** The account it belongs to; null for an order placed without signing in. */
  accountId: string | null;
}

const STATUS_WORDS: Record<string, string> = {
  incomplete: 'Received',
  processing: 'Processing',
  complete: 'Complete',
  cancelled: 'Cancelled',
};
const PAYMENT_WORDS: Record<string, string> = {
  unpaid: 'Not paid (no payment is taken)',
  authorized: 'Authorised',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** The country's name in the shopper's language ("US" → "United States"). */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function addressLines(address: OrderAddress, locale: string): string[] {
  return [
    `${address.first_name} ${address.last_name}`,
    address.company_name,
    address.line_1,
    address.line_2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.region,
    countryName(address.country, locale),
  ].filter((line): line is string => Boolean(line && line.trim()));
}

/** An order as the confirmation and order pages show it: its lines are priced as at checkout. */
export function orderView(response: OrderResponse, options: ViewOptions): OrderView {
  const order = response.data;
  return {
    id: order.id,
    status: STATUS_WORDS[order.status] ?? order.status,
    payment: PAYMENT_WORDS[order.payment] ?? order.payment,
    placedAt: formatDate(order.meta.timestamps.created_at, options.locale, {
      dateStyle: 'long',
      timeStyle: 'short',
    }),
    customer: order.customer,
    shippingAddress: addressLines(order.shipping_address, options.locale),
    accountId: order.relationships.account.data?.id ?? null,
    ...priceBreakdown(response.included.items, order.meta.display_price, order.meta.discounts, options),
  };
}
