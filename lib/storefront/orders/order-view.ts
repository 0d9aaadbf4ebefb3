import type { OrderResponse } from '@/lib/commerce/schemas/carts';
import { priceBreakdown, type PriceBreakdown, type ViewOptions } from '@/lib/storefront/cart/cart-view';
import { formatDate } from '@/lib/storefront/i18n/dates';
import { formatMoney } from '@/lib/commerce/money';
import { addressLines } from './address-format';

export interface OrderView extends PriceBreakdown {
  id: string;
  /** The readable reference shoppers quote (HP-10001); the id stays for links. */
  number: string;
  status: string;
  /** The payment status in words: not paid, authorised or paid. */
  payment: string;
  /** Unpaid and not cancelled: the shopper can still pay it. */
  awaitingPayment: boolean;
  /** When it was placed, in the shopper's locale. */
  placedAt: string | null;
  customer: { email: string; name: string };
  /** The shipping address, one printed line each; empty for an order with nothing to ship. */
  shippingAddress: string[];
  /** How it ships and for how much ("Express · $15.00"); null when nothing is shipped. */
  delivery: string | null;
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
  unpaid: 'Not paid',
  authorized: 'Authorised (the card will be charged when it ships)',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** An order without a readable number (placed before they existed) is named by its id's first part. */
const orderNumber = (order: OrderResponse['data']) =>
  order.order_number ?? order.id.slice(0, 8).toUpperCase();

/** The order's shipping method and its price, as the shopper chose it at checkout. */
function deliveryLine(order: OrderResponse['data']): string | null {
  const group = order.shipping_groups[0];
  if (!group) return null;
  const price = group.shipping_price.total === 0 ? 'Free' : group.shipping_price.formatted;
  return `${group.name} · ${price}`;
}

/** The order's figures count its delivery in the subtotal: it is shown as a line of its own. */
function withDelivery(
  breakdown: PriceBreakdown,
  order: OrderResponse['data'],
  locale: string,
): PriceBreakdown {
  const shipping = order.meta.display_price.shipping;
  // Free delivery is still a delivery: it shows as "Free", while a digital order shows none.
  if (!shipping || order.shipping_groups.length === 0) return breakdown;
  const { subtotal } = breakdown.totals;
  const money = (amount: number) => ({
    amount,
    currency: shipping.currency,
    formatted: formatMoney(amount, shipping.currency, locale),
  });
  return {
    ...breakdown,
    totals: {
      ...breakdown.totals,
      subtotal: money(subtotal.amount - shipping.amount),
      shipping: money(shipping.amount),
    },
  };
}

/** An order as the confirmation and order pages show it: its lines are priced as at checkout. */
export function orderView(response: OrderResponse, options: ViewOptions): OrderView {
  const order = response.data;
  return {
    id: order.id,
    number: orderNumber(order),
    status: STATUS_WORDS[order.status] ?? order.status,
    payment: PAYMENT_WORDS[order.payment] ?? order.payment,
    awaitingPayment: order.payment === 'unpaid' && order.status !== 'cancelled',
    placedAt: formatDate(order.meta.timestamps.created_at, options.locale, {
      dateStyle: 'long',
      timeStyle: 'short',
    }),
    customer: order.customer,
    shippingAddress:
      order.requires_shipping === false ? [] : addressLines(order.shipping_address, options.locale),
    delivery: deliveryLine(order),
    accountId: order.relationships.account.data?.id ?? null,
    ...withDelivery(
      priceBreakdown(response.included.items, order.meta.display_price, order.meta.discounts, options),
      order,
      options.locale,
    ),
  };
}

/** An order as the orders list shows it: its number, when, where it stands and its total. */
export interface OrderSummary {
  id: string;
  number: string;
  placedAt: string | null;
  status: string;
  payment: string;
  total: string;
}

export const orderSummary = (view: OrderView): OrderSummary => ({
  id: view.id,
  number: view.number,
  placedAt: view.placedAt,
  status: view.status,
  payment: view.payment,
  total: view.totals.total.formatted,
});
