import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import * as wire from '@/lib/commerce/schemas/carts';
import { noneMatchNames, weakTag } from '@/lib/platform/conditional-requests';
import { errorResponse } from '../http/errors';
import { createRouter } from '../http/router';
import { json } from '../http/route';
import type { ServiceEnv } from '../http/types';
import { readCartWithDelivery, shippingMethodsOf, type DeliveryFacts } from '../shipping/cart-methods';
import { ownerOf } from './access';
import { addItems, ItemsRejected } from './add-items';
import { admitNewCart, deleteExpiredCarts } from './cart-creation';
import { readCartRevision } from './cart-store';
import {
  removeAllItems,
  removeItem,
  removePromotion,
  setLineQuantities,
  setLineQuantity,
} from './change-cart';
import { addToCartEnvelope } from './item-requests';
import { readJsonBody } from './json-body';
import { cartDiscountPath, cartHeaders, cartItemPath, cartPath, cartRoute } from './params';
import { cartItemsDocument, serviceBaseUrl } from './cart-view';
import { itemsIncludeQuery, itemsIncludes } from './include';
import type { CartState } from './model';
import { catalogContext, requestedCurrency } from './request-context';

const itemsJson = (description: string) => json(wire.cartItemsResponse, description);

type BodyContent = NonNullable<NonNullable<Parameters<typeof createRoute>[0]['request']>['body']>['content'];
type DocumentedSchema = NonNullable<Extract<BodyContent[string], { schema?: unknown }>['schema']>;

/**
 * The add body is documented from the contract schema as JSON Schema, not given as a zod schema:
 * that keeps the router from rejecting the whole request for one bad item, which the route checks
 * item by item instead (item-requests.ts).
 */
const { $schema: _dialect, ...addBodySchema } = z.toJSONSchema(wire.addToCartRequest, {
  io: 'input',
  unrepresentable: 'any',
}) as Record<string, unknown>;
const addBodyDocumentation = addBodySchema as DocumentedSchema;

const addRoute = cartRoute({
  method: 'post',
  path: '/v2/carts/{cartID}/items',
  summary: 'Add products, custom items, promotions, another cart or an order’s items to a cart (spec 4.4)',
  request: {
    params: cartPath,
    headers: cartHeaders,
    query: itemsIncludeQuery,
    body: { required: true, content: { 'application/json': { schema: addBodyDocumentation } } },
  },
  responses: {
    201: itemsJson('Every item of the cart and its meta; `errors` lists the items that were not added'),
    400: { description: 'A malformed body, or several items of which none was added (errors lists each)' },
    422: {
      description:
        "The one item requested breaks a rule (unique-item limit, custom inputs, the cart's total size, bundle selection…)",
    },
    429: { description: 'Too many new carts from this address (error envelope, Retry-After)' },
  },
});

const listRoute = cartRoute({
  method: 'get',
  path: '/v2/carts/{cartID}/items',
  summary: 'The items of a cart, as add to cart answers them',
  request: { params: cartPath, query: itemsIncludeQuery },
  responses: {
    200: itemsJson('Every item of the cart and its meta, with its ETag'),
    304: { description: 'Unchanged since the answer whose ETag If-None-Match names (no body)' },
  },
});

const updateRoute = cartRoute({
  method: 'put',
  path: '/v2/carts/{cartID}/items/{itemID}',
  summary: 'Change the quantity of a line; 0 removes it',
  request: { params: cartItemPath, query: itemsIncludeQuery, body: wire.updateCartItemRequest },
  responses: { 200: itemsJson('The cart after the change'), 422: { description: 'The item is a promotion' } },
});

const deleteRoute = cartRoute({
  method: 'delete',
  path: '/v2/carts/{cartID}/items/{itemID}',
  summary: 'Remove a line (or a promotion by its item id)',
  request: { params: cartItemPath, query: itemsIncludeQuery },
  responses: { 200: itemsJson('The cart after the change') },
});

const deleteDiscountRoute = cartRoute({
  method: 'delete',
  path: '/v2/carts/{cartID}/discounts/{code}',
  summary: 'Take a promotion code off a cart',
  request: { params: cartDiscountPath },
  responses: { 204: { description: 'Taken off (no body, as the vendor answers)' } },
});

/** The SDKs' bulk update (`UpdateItems`, `bulkUpdateItemsInCart`): `data` is an array of quantities. */
const bulkUpdateRequest = z.object({
  data: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        type: z.literal('cart_item').optional(),
        quantity: z.int().min(0).max(wire.MAX_LINE_QUANTITY),
      }),
    )
    .min(1)
    .max(wire.MAX_CART_ITEMS),
});

const bulkUpdateRoute = cartRoute({
  method: 'put',
  path: '/v2/carts/{cartID}/items',
  summary: 'Change the quantities of several lines at once; all or none change (beyond the spec)',
  request: { params: cartPath, body: bulkUpdateRequest },
  responses: { 200: { description: 'Changed (no body, as the vendor documents it): read the items again' } },
});

const emptyRoute = cartRoute({
  method: 'delete',
  path: '/v2/carts/{cartID}/items',
  summary: 'Remove every item and promotion from a cart (beyond the spec)',
  request: { params: cartPath },
  responses: { 204: { description: 'Emptied (no body, as the vendor answers)' } },
});

const wantsMethods = (c: Context<ServiceEnv>) =>
  itemsIncludes(c.req.queries('include')).has('shipping_methods');

/**
 * The items of a cart as the item routes answer them, with what `include` asks for beside them
 * (`included.shipping_methods`, issue 28: one answer draws the cart).
 */
async function itemsAnswer(
  c: Context<ServiceEnv>,
  state: CartState,
  currency = requestedCurrency(c),
  delivery?: DeliveryFacts,
) {
  const document = cartItemsDocument(state, serviceBaseUrl(c), currency);
  if (!wantsMethods(c)) return document;
  const shippingMethods = await shippingMethodsOf(c.var.deps.storage.db, state, currency, delivery);
  return { ...document, included: { shipping_methods: shippingMethods } };
}

/**
 * The items answer's ETag, kept by its reader but asked for again each time (private, no-cache): the
 * cart's revision and what else the answer depends on, its includes, currency, links and caller.
 */
function itemsHeaders(c: Context<ServiceEnv>, revision: string, withMethods: boolean) {
  const parts = [revision, withMethods, requestedCurrency(c), serviceBaseUrl(c), ownerOf(c.var.principal)];
  return { ETag: weakTag(parts.map(String)), 'Cache-Control': 'private, no-cache' };
}

export const itemRoutes = createRouter()
  .openapi(addRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    const currency = requestedCurrency(c);
    const body = await readJsonBody(c, addToCartEnvelope);
    try {
      const result = await addItems(c.var.deps.storage.db, {
        cartId: cartID,
        principal: c.var.principal,
        body,
        requestedCurrency: currency,
        catalog: catalogContext(c),
        admitNewCart: () => admitNewCart(c),
      });
      if (result.created) await deleteExpiredCarts(c.var.deps.storage.db);
      const document = await itemsAnswer(c, result.state, currency);
      return c.json({ ...document, ...(result.errors.length > 0 && { errors: result.errors }) }, 201);
    } catch (error) {
      if (error instanceof ItemsRejected) return errorResponse(c, error.status, error.errors);
      throw error;
    }
  })
  .openapi(listRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    const { db } = c.var.deps.storage;
    const withMethods = wantsMethods(c);
    // Read before the cart: the tag an answer carries is never newer than the answer.
    const revision = await readCartRevision(db, c.var.principal, cartID);
    const tag = revision && itemsHeaders(c, revision, withMethods);
    if (tag && noneMatchNames(c.req.header('If-None-Match'), tag.ETag)) return c.body(null, 304, tag);
    const read = await readCartWithDelivery(db, c.var.principal, cartID, withMethods);
    return c.json(await itemsAnswer(c, read.state, undefined, read.delivery), 200, tag || undefined);
  })
  .openapi(updateRoute, async (c) => {
    const { cartID, itemID } = c.req.valid('param');
    const { quantity } = c.req.valid('json').data;
    const state = await setLineQuantity(c.var.deps.storage.db, c.var.principal, cartID, itemID, quantity);
    return c.json(await itemsAnswer(c, state), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { cartID, itemID } = c.req.valid('param');
    const state = await removeItem(c.var.deps.storage.db, c.var.principal, cartID, itemID);
    return c.json(await itemsAnswer(c, state), 200);
  })
  .openapi(bulkUpdateRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    const updates = c.req.valid('json').data;
    await setLineQuantities(c.var.deps.storage.db, c.var.principal, cartID, updates);
    return c.body(null, 200);
  })
  .openapi(emptyRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    await removeAllItems(c.var.deps.storage.db, c.var.principal, cartID);
    return c.body(null, 204);
  })
  .openapi(deleteDiscountRoute, async (c) => {
    const { cartID, code } = c.req.valid('param');
    await removePromotion(c.var.deps.storage.db, c.var.principal, cartID, code);
    return c.body(null, 204);
  });
