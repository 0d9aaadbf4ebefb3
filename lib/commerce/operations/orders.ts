import type { CommerceClient } from '../client';
import { orderListResponse, orderResponse } from '../schemas/carts';

const encode = encodeURIComponent;

/** One order with its items (`included.items`). */
export const getOrder = (client: CommerceClient, orderId: string) =>
  client.request(`/v2/orders/${encode(orderId)}`, { schema: orderResponse });

/** With an account token: the account's orders, newest first. */
export const listOrders = (client: CommerceClient, page: { limit?: number; offset?: number } = {}) =>
  client.request('/v2/orders', {
    schema: orderListResponse,
    query: { 'page[limit]': page.limit, 'page[offset]': page.offset },
  });

/**
 * With the administrator's token: the orders to check before they ship (`meta.review` says why),
 * newest first. An extension of `GET /v2/orders` (`review=required`).
 */
export const listOrdersToReview = (client: CommerceClient, page: { limit?: number; offset?: number } = {}) =>
  client.request('/v2/orders', {
    schema: orderListResponse,
    query: { review: 'required', 'page[limit]': page.limit, 'page[offset]': page.offset },
  });
