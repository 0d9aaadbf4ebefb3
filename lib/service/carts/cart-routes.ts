import { createRoute } from '@hono/zod-openapi';
import { cartListResponse, cartResponse, createCartRequest } from '@/lib/commerce/schemas/carts';
import { allow } from '../auth/middleware';
import { createRouter, errorResponses } from '../http/router';
import { ownerOf } from './access';
import { loadCartState, requireCart } from './cart-store';
import { admitNewCart, deleteExpiredCarts } from './cart-creation';
import { createCart, listCarts } from './carts';
import { cartHeaders, cartPath, cartTags } from './params';
import { cartDocument } from './cart-view';
import { requestedCurrency } from './request-context';

const tags = cartTags;
const cartJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: cartResponse } },
});

/** At most this many carts in a listing: an account has a handful; administrators page by date. */
const LIST_LIMIT = 100;

const createCartRoute = createRoute({
  method: 'post',
  path: '/v2/carts',
  tags,
  summary: 'Create a cart (optional name, description and currency); adding to a new id also creates one',
  middleware: [allow('implicit', 'account', 'admin')] as const,
  request: { body: { required: false, content: { 'application/json': { schema: createCartRequest } } } },
  responses: {
    201: cartJson('The new cart'),
    ...errorResponses,
    429: { description: 'Too many new carts from this address (error envelope, Retry-After)' },
  },
});

const listCartsRoute = createRoute({
  method: 'get',
  path: '/v2/carts',
  tags,
  summary: 'The carts of the signed-in account (every cart for an administrator), latest first',
  middleware: [allow('account', 'admin')] as const,
  responses: {
    200: { description: 'Carts', content: { 'application/json': { schema: cartListResponse } } },
    ...errorResponses,
  },
});

const getCartRoute = createRoute({
  method: 'get',
  path: '/v2/carts/{cartID}',
  tags,
  summary: 'A cart: name, currency, totals, timestamps and item counts',
  middleware: [allow('implicit', 'account', 'admin')] as const,
  request: { params: cartPath, headers: cartHeaders },
  responses: { 200: cartJson('The cart'), ...errorResponses },
});

export const cartRoutes = createRouter()
  .openapi(createCartRoute, async (c) => {
    const input = c.req.valid('json').data ?? {};
    await admitNewCart(c);
    const state = await createCart(c.var.deps.storage.db, ownerOf(c.var.principal), input);
    await deleteExpiredCarts(c.var.deps.storage.db);
    return c.json({ data: cartDocument(state, requestedCurrency(c)) }, 201);
  })
  .openapi(listCartsRoute, async (c) => {
    const states = await listCarts(c.var.deps.storage.db, ownerOf(c.var.principal), LIST_LIMIT);
    const currency = requestedCurrency(c);
    return c.json(
      {
        data: states.map((state) => cartDocument(state, currency)),
        meta: { results: { total: states.length } },
      },
      200,
    );
  })
  .openapi(getCartRoute, async (c) => {
    const { db } = c.var.deps.storage;
    const state = await loadCartState(
      db,
      await requireCart(db, c.var.principal, c.req.valid('param').cartID),
    );
    return c.json({ data: cartDocument(state, requestedCurrency(c)) }, 200);
  });
