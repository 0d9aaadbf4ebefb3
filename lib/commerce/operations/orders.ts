import type { CommerceClient } from '../client';
import { buildFilter, type FilterCondition } from '../filter';
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
 * Orders matching every condition (`FILTER_RULES.orders`): with the administrator's token, any
 * order; with an account's, only its own.
 */
export const findOrders = (client: CommerceClient, conditions: readonly FilterCondition[], limit = 2) =>
  client.request('/v2/orders', {
    schema: orderListResponse,
    query: { filter: buildFilter(conditions), 'page[limit]': limit },
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
