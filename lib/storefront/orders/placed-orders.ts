/**
 * The orders this browser placed, kept in a cookie so an anonymous shopper may see them again (and
 * only them): their ids, newest first, joined by dots. Read by the order pages and by the proxy,
 * which answers a guest's unknown order with a 404 before any page renders.
 */
export const ORDERS_COOKIE = 'placed_orders';

/** An id the service could have given an order (no dot: the cookie joins them with dots). */
export const isOrderId = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);

export const placedOrderIds = (cookie: string | undefined): string[] =>
  (cookie ?? '').split('.').filter(isOrderId);
