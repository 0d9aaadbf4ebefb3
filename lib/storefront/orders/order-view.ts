import type { useTranslations } from 'next-intl';
import type { OrderResponse } from '@/lib/commerce/schemas/carts';
import { priceBreakdown, type PriceBreakdown, type ViewOptions } from '@/lib/storefront/cart/cart-view';
import { formatDate } from '@/lib/i18n/dates';
import { formatMoney } from '@/lib/commerce/money';
import { addressLines } from './address-format';
import { shippingGroupName } from '@/lib/storefront/catalog/store-content';

export interface OrderView extends PriceBreakdown {
  id: string;
  /** The readable reference shoppers quote (HP-10001); the id stays for links. */
  number: string;
  /** The service's status (`incomplete`…), worded by `Orders.statuses`; unknown ones as they are. */
  status: string;
  /** The payment status (`unpaid`, `authorized`, `paid`…), worded by `Orders.payments`. */
  payment: string;
  /** Unpaid and not cancelled: the shopper can still pay it. */
  awaitingPayment: boolean;
  /** When it was placed, in the shopper's locale. */
  placedAt: string | null;
  customer: { email: string; name: string };
  /** The shipping address, one printed line each; empty for an order with nothing to ship. */
  shippingAddress: string[];
  /** The billing address's lines when it is not the shipping address (empty when it is). */
  billingAddress: string[];
  /** How it ships and for how much (its price null when free); null when nothing is shipped. */
  delivery: { method: string; price: string | null } | null;
  /** The account it belongs to; null for an order placed without signing in. */
  accountId: string | null;
}

/** The statuses the message files word (`Orders.statuses`, `Orders.payments`). */
export const ORDER_STATUSES = ['incomplete', 'processing', 'complete', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'authorized', 'paid', 'refunded'] as const;
export const isOrderStatus = (value: string): value is (typeof ORDER_STATUSES)[number] =>
  (ORDER_STATUSES as readonly string[]).includes(value);
export const isPaymentStatus = (value: string): value is (typeof PAYMENT_STATUSES)[number] =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

/** The `Orders` messages' translator (next-intl's `t` for that namespace). */
export type OrdersWords = ReturnType<typeof useTranslations<'Orders'>>;

/** An order's status and payment in the shopper's words; a status we do not know, as the service says it. */
export const statusWords = (status: string, t: OrdersWords): string =>
  isOrderStatus(status) ? t(`statuses.${status}`) : status;
export const paymentWords = (payment: string, t: OrdersWords): string =>
  isPaymentStatus(payment) ? t(`payments.${payment}`) : payment;

/** An order without a readable number (placed before they existed) is named by its id's first part. */
const orderNumber = (order: OrderResponse['data']) =>
  order.order_number ?? order.id.slice(0, 8).toUpperCase();

/**
 * Whether the billing address reads as the delivery address: the same lines shown. The two carry
 * different keys (a delivery address has instructions and a phone, and the vendor's schema asks for
 * every key, empty where none was given), so they are compared as the shopper reads them.
 */
const sameAddress = (
  a: OrderResponse['data']['billing_address'],
  b: OrderResponse['data']['shipping_address'],
  locale: string,
) => addressLines(a, locale).join('\n') === addressLines(b, locale).join('\n');

/** The order's shipping method and its price, as the shopper chose it at checkout. */
function deliveryLine(order: OrderResponse['data'], locale: string): OrderView['delivery'] {
  const group = order.shipping_groups[0];
  if (!group) return null;
  const { total, currency } = group.shipping_price;
  return {
    method: shippingGroupName(group.name, locale),
    price: total === 0 ? null : formatMoney(total, currency, locale),
  };
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
    status: order.status,
    payment: order.payment,
    awaitingPayment: order.payment === 'unpaid' && order.status !== 'cancelled',
    placedAt: formatDate(order.meta.timestamps.created_at, options.locale, {
      dateStyle: 'long',
      timeStyle: 'short',
    }),
    customer: order.customer,
    shippingAddress:
      order.requires_shipping === false ? [] : addressLines(order.shipping_address, options.locale),
    billingAddress:
      order.requires_shipping === false ||
      sameAddress(order.billing_address, order.shipping_address, options.locale)
        ? []
        : addressLines(order.billing_address, options.locale),
    delivery: deliveryLine(order, options.locale),
    accountId: order.relationships.account?.data?.id ?? null,
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
