import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ServiceEnv } from '../http/types';
import * as wire from '@/lib/commerce/schemas/carts';
import { accountOrAdmin } from '../auth/middleware';
import { createRouter } from '../http/router';
import { json, optionalJsonBody } from '../http/route';
import { pageFrom, pageNumbers, pageQuery, presentLinks, requestPageLinks } from '../http/paging';
import { ownerOf } from './access';
import { readCartState } from './cart-store';
import { admitNewCart, deleteExpiredCarts } from './cart-creation';
import { createCart, listCarts } from './carts';
import { cartHeaders, cartPath, cartRoute } from './params';
import { cartDocument, cartItemsDocument, serviceBaseUrl } from './cart-view';
import { deleteCart } from './change-cart';
import { associateAccount, dissociateAccount, updateCart } from './cart-settings';
import { readJsonBody } from './json-body';
import { cartIncludeQuery, cartIncludes } from './include';
import { requestedCurrency } from './request-context';

const cartJson = (description: string) => json(wire.cartResponse, description);

const createCartRoute = cartRoute({
  method: 'post',
  path: '/v2/carts',
  summary: 'Create a cart (optional name, description and currency); adding to a new id also creates one',
  request: { body: optionalJsonBody(wire.createCartRequest) },
  responses: {
    201: cartJson('The new cart'),
    429: { description: 'Too many new carts from this address (error envelope, Retry-After)' },
  },
});

const listCartsRoute = cartRoute({
  method: 'get',
  path: '/v2/carts',
  summary: 'The carts of the signed-in account (every cart for an administrator), latest first',
  access: accountOrAdmin,
  request: { query: z.object(pageQuery) },
  responses: { 200: json(wire.cartListResponse, 'Carts') },
});

const getCartRoute = cartRoute({
  method: 'get',
  path: '/v2/carts/{cartID}',
  summary: 'A cart: name, currency, totals, timestamps and item counts',
  request: { params: cartPath, headers: cartHeaders, query: cartIncludeQuery },
  responses: { 200: cartJson('The cart') },
});

const deleteCartRoute = cartRoute({
  method: 'delete',
  path: '/v2/carts/{cartID}',
  summary: 'Delete a cart and its items; the id then reads as a new, empty cart (beyond the spec)',
  request: { params: cartPath },
  responses: { 204: { description: 'The cart is gone' } },
});

const updateCartRoute = cartRoute({
  method: 'put',
  path: '/v2/carts/{cartID}',
  summary:
    'Change a cart’s name, description, contact email, discount settings or custom attributes (the vendor’s updateACart); fields left out stay',
  request: { params: cartPath, body: wire.updateCartRequest },
  responses: {
    200: cartJson('The changed cart'),
    422: { description: 'Both discount settings true, or a contact email on an account’s cart' },
  },
});

const accountsPath = '/v2/carts/{cartID}/relationships/accounts';
const accountsBody = optionalJsonBody(wire.cartAccountsRequest);

const associateRoute = cartRoute({
  method: 'post',
  path: accountsPath,
  summary:
    'Associate a cart with the signed-in account (its own only; an administrator names any): the account then reaches it on any device',
  access: accountOrAdmin,
  request: { params: cartPath, body: accountsBody },
  responses: {
    200: json(wire.cartAccountsRequest, 'Associated: the accounts of the cart'),
    204: { description: 'The cart already was this account’s (no body)' },
    422: { description: 'A cart with a contact email' },
  },
});

const dissociateRoute = cartRoute({
  method: 'delete',
  path: accountsPath,
  summary: 'Take the account off its cart: the cart is a guest cart again',
  access: accountOrAdmin,
  request: { params: cartPath, body: accountsBody },
  responses: { 204: { description: 'Done (no body)' } },
});

/** The account a body names, if it names one (the body is optional, as the vendor has it). */
async function namedAccount(c: Context<ServiceEnv>): Promise<string | undefined> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  return (await readJsonBody(c, wire.cartAccountsRequest)).data[0]!.id;
}

export const cartRoutes = createRouter()
  .openapi(createCartRoute, async (c) => {
    const input = c.req.valid('json').data ?? {};
    await admitNewCart(c);
    const state = await createCart(c.var.deps.storage.db, ownerOf(c.var.principal), input);
    await deleteExpiredCarts(c.var.deps.storage.db);
    return c.json({ data: cartDocument(state, requestedCurrency(c)) }, 201);
  })
  .openapi(listCartsRoute, async (c) => {
    const query = c.req.valid('query');
    const { db } = c.var.deps.storage;
    const page = await pageFrom(db, query);
    const { states, total } = await listCarts(db, ownerOf(c.var.principal), page);
    const currency = requestedCurrency(c);
    return c.json(
      {
        data: states.map((state) => cartDocument(state, currency)),
        links: presentLinks(requestPageLinks(c.req.url, total, page)),
        meta: { results: { total }, page: { ...page, ...pageNumbers(total, page) } },
      },
      200,
    );
  })
  .openapi(getCartRoute, async (c) => {
    const { db } = c.var.deps.storage;
    const state = await readCartState(db, c.var.principal, c.req.valid('param').cartID);
    const currency = requestedCurrency(c);
    const document = { data: cartDocument(state, currency) };
    if (!cartIncludes(c.req.queries('include')).has('items')) return c.json(document, 200);
    const items = cartItemsDocument(state, serviceBaseUrl(c), currency).data;
    return c.json({ ...document, included: { items } }, 200);
  })
  .openapi(updateCartRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    const state = await updateCart(c.var.deps.storage.db, c.var.principal, cartID, c.req.valid('json').data);
    return c.json({ data: cartDocument(state, requestedCurrency(c)) }, 200);
  })
  .openapi(associateRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    const { db } = c.var.deps.storage;
    const named = await namedAccount(c);
    const { accountId, created } = await associateAccount(db, c.var.principal, cartID, named);
    if (!created) return c.body(null, 204);
    return c.json({ data: [{ type: 'account' as const, id: accountId }] }, 200);
  })
  .openapi(dissociateRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    const named = await namedAccount(c);
    await dissociateAccount(c.var.deps.storage.db, c.var.principal, cartID, named);
    return c.body(null, 204);
  })
  .openapi(deleteCartRoute, async (c) => {
    await deleteCart(c.var.deps.storage.db, c.var.principal, c.req.valid('param').cartID);
    return c.body(null, 204);
  });
