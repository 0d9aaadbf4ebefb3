import { cartShippingMethodsResponse, shippingMethodListResponse } from '@/lib/commerce/schemas/shipping';
import { adminOnly } from '../auth/middleware';
import { cartHeaders, cartPath, cartRoute } from '../carts/params';
import { requestedCurrency } from '../carts/request-context';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { cartShippingMethods } from './cart-methods';
import { listShippingMethods } from './method-store';
import { shippingMethodDocument } from './method-view';

const listMethodsRoute = defineRoute({
  method: 'get',
  path: '/v2/shipping-methods',
  tags: ['Shipping'],
  summary: 'Extension: the store’s shipping methods with their prices per currency and free-over thresholds',
  access: adminOnly,
  responses: { 200: json(shippingMethodListResponse, 'Shipping methods, in the order shoppers see them') },
});

const cartMethodsRoute = cartRoute({
  method: 'get',
  path: '/v2/carts/{cartID}/shipping-methods',
  summary:
    'Extension: the shipping methods a cart can take, priced for it now (free over a threshold); choose ' +
    'one by creating a shipping group whose shipping_type is its code',
  request: { params: cartPath, headers: cartHeaders },
  responses: {
    200: json(
      cartShippingMethodsResponse,
      'Methods priced for the cart; none when nothing in it is delivered',
    ),
  },
});

export const shippingMethodRoutes = createRouter()
  .openapi(listMethodsRoute, async (c) => {
    const rows = await listShippingMethods(c.var.deps.storage.db);
    return c.json({ data: rows.map(shippingMethodDocument) }, 200);
  })
  .openapi(cartMethodsRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    const { db } = c.var.deps.storage;
    return c.json(await cartShippingMethods(db, c.var.principal, cartID, requestedCurrency(c)), 200);
  });
