import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ServiceEnv } from '../http/types';
import * as wire from '@/lib/commerce/schemas/carts';
import { FILTER_RULES } from '@/lib/commerce/filter';
import { accountOrAdmin, anyToken } from '../auth/middleware';
import { parseFilterParameter } from '../catalog/listing/query-params';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { listMeta, pageFrom, pageQuery, presentLinks, requestPageLinks } from '../http/paging';
import { cartPath } from '../carts/params';
import { serviceBaseUrl } from '../carts/cart-view';
import { vendorShippingAddress } from '../carts/shipping-groups';
import { includeNames, includeParam } from '../carts/include';
import { checkout } from './checkout';
import { findVisibleOrder, itemsOfOrders, listOrders } from './order-store';
import { orderDocument, orderItemDocument, orderResponseDocument } from './order-view';
import { idParam, orderPath, orderTags } from './params';

const anyone = { tags: orderTags, access: anyToken };
const orderJson = (description: string) => json(wire.orderResponse, description);

const checkoutRoute = defineRoute({
  method: 'post',
  path: '/v2/carts/{cartID}/checkout',
  ...anyone,
  summary: 'Check a cart out: an incomplete, unpaid order with the cart’s lines; the cart is emptied',
  request: { params: cartPath, body: wire.checkoutRequest },
  responses: { 201: orderJson('The new order and its items'), 422: { description: 'The cart is empty' } },
});

const getOrderRoute = defineRoute({
  method: 'get',
  path: '/v2/orders/{orderID}',
  ...anyone,
  summary: 'An order: an account’s orders only to that account; anonymous ones to whoever holds the id',
  request: { params: orderPath },
  responses: { 200: orderJson('The order and its items') },
});

const orderItemsRoute = defineRoute({
  method: 'get',
  path: '/v2/orders/{orderID}/items',
  ...anyone,
  summary: 'The items of an order, as the order answers them in `included.items` (beyond the spec)',
  request: { params: orderPath },
  responses: {
    200: json(z.object({ data: wire.orderResponse.shape.included.shape.items }), 'The order’s items'),
  },
});

const orderGroupsRoute = defineRoute({
  method: 'get',
  path: '/v2/orders/{orderID}/shipping-groups',
  ...anyone,
  summary: 'The shipping groups of an order, as the order holds them (the vendor’s getOrderShippingGroups)',
  request: { params: orderPath },
  responses: {
    200: json(z.object({ data: z.array(wire.orderShippingGroup) }), 'The order’s shipping groups'),
  },
});

const orderGroupRoute = defineRoute({
  method: 'get',
  path: '/v2/orders/{orderID}/shipping-groups/{shippingGroupID}',
  ...anyone,
  summary: 'One shipping group of an order',
  request: { params: orderPath.extend({ shippingGroupID: idParam('shippingGroupID') }) },
  responses: { 200: json(z.object({ data: wire.orderShippingGroup }), 'The shipping group') },
});

/** The order the caller may read, with its items; 404 when unknown or not theirs. */
async function requireOrder(c: Context<ServiceEnv>, orderId: string) {
  const found = await findVisibleOrder(c.var.deps.storage.db, c.var.principal, orderId);
  if (!found) throw notFound(`No order ${orderId}`);
  return found;
}

/** An order's groups as the vendor answers them: each names its order. */
async function orderGroups(c: Context<ServiceEnv>, orderId: string) {
  const { order } = await requireOrder(c, orderId);
  // An order placed before groups answered every address key keeps its group as it was then.
  return order.shippingGroups.map((group) => ({
    ...group,
    ...(group.address && { address: vendorShippingAddress(group.address) }),
    order_id: order.id,
  }));
}

const listOrdersRoute = defineRoute({
  method: 'get',
  path: '/v2/orders',
  tags: orderTags,
  summary: 'The signed-in account’s orders (every order for an administrator), newest first',
  access: accountOrAdmin,
  request: {
    query: z.object({
      ...pageQuery,
      review: z
        .enum(['required'])
        .optional()
        .openapi({
          param: { name: 'review', in: 'query' },
          description:
            'An extension: `required` lists only the orders to check before they ship (a custom item ' +
            'naming a catalog product at another price; `meta.review` says why). Administrators only',
        }),
      include: includeParam(
        '`items` answers the listed orders’ items in `included.items`; comma-joined or repeated',
      ),
      filter: z
        .string()
        .optional()
        .openapi({
          param: { name: 'filter', in: 'query' },
          description:
            '`eq` on order_number, email (the customer’s, any case), status, payment, shipping and ' +
            'currency, joined by `:`',
          example: 'eq(order_number,HP-10001):eq(email,ada@example.com)',
        }),
    }),
  },
  responses: { 200: json(wire.orderListResponse, 'A page of orders') },
});

/** What `GET /v2/orders?include=` accepts; `items` (the vendor's storefront sends it for My Orders). */
const ORDER_INCLUDES = ['items'] as const;

export const orderRoutes = createRouter()
  .openapi(checkoutRoute, async (c) => {
    const { order, items } = await checkout(
      c.var.deps.storage.db,
      c.var.principal,
      c.req.valid('param').cartID,
      c.req.valid('json').data,
    );
    return c.json(orderResponseDocument(order, items, serviceBaseUrl(c)), 201);
  })
  .openapi(getOrderRoute, async (c) => {
    const { order, items } = await requireOrder(c, c.req.valid('param').orderID);
    const showReview = c.var.principal.kind === 'admin';
    return c.json(orderResponseDocument(order, items, serviceBaseUrl(c), showReview), 200);
  })
  .openapi(orderItemsRoute, async (c) => {
    const { items } = await requireOrder(c, c.req.valid('param').orderID);
    const baseUrl = serviceBaseUrl(c);
    return c.json({ data: items.map((item) => orderItemDocument(item, baseUrl)) }, 200);
  })
  .openapi(orderGroupsRoute, async (c) => {
    return c.json({ data: await orderGroups(c, c.req.valid('param').orderID) }, 200);
  })
  .openapi(orderGroupRoute, async (c) => {
    const { orderID, shippingGroupID } = c.req.valid('param');
    const group = (await orderGroups(c, orderID)).find(
      (candidate) => candidate.id.toLowerCase() === shippingGroupID.toLowerCase(),
    );
    if (!group) throw notFound(`No shipping group ${shippingGroupID} in order ${orderID}`);
    return c.json({ data: group }, 200);
  })
  .openapi(listOrdersRoute, async (c) => {
    const query = c.req.valid('query');
    const { principal } = c.var;
    const { db } = c.var.deps.storage;
    const page = await pageFrom(db, query);
    const { rows, total } = await listOrders(db, {
      accountId: principal.kind === 'account' ? principal.accountId.toLowerCase() : null,
      page,
      toReview: principal.kind === 'admin' && query.review === 'required',
      conditions: parseFilterParameter(query.filter, FILTER_RULES.orders),
    });
    const orderIds = rows.map((row) => row.id);
    const items = await itemsOfOrders(db, orderIds);
    const itemsOf = (id: string) => items.get(id) ?? [];
    const document = {
      data: rows.map((row) => orderDocument(row, itemsOf(row.id), principal.kind === 'admin')),
      links: presentLinks(requestPageLinks(c.req.url, total, page)),
      meta: listMeta(total, page),
    };
    if (!includeNames(c.req.queries('include'), ORDER_INCLUDES).has('items')) return c.json(document, 200);
    const baseUrl = serviceBaseUrl(c);
    const included = rows.flatMap((row) => itemsOf(row.id).map((item) => orderItemDocument(item, baseUrl)));
    return c.json({ ...document, included: { items: included } }, 200);
  });
