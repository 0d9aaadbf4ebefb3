import { createRoute } from '@hono/zod-openapi';
import {
  createShippingGroupRequest,
  shippingGroupListResponse,
  shippingGroupResponse,
  updateShippingGroupRequest,
} from '@/lib/commerce/schemas/carts';
import { allow } from '../auth/middleware';
import { createRouter, errorResponses } from '../http/router';
import { cartHeaders, cartPath, cartTags, shippingGroupPath } from './params';
import { requestedCurrency } from './request-context';
import { chooseShippingMethod } from '../shipping/choose-method';
import { findShippingMethod } from '../shipping/method-store';
import {
  createShippingGroup,
  customShippingGroup,
  deleteShippingGroup,
  getShippingGroup,
  listShippingGroups,
  shippingGroupDocument,
  updateShippingGroup,
} from './shipping-groups';

const shoppers = allow('implicit', 'account', 'admin');
const tags = cartTags;

const createGroupRoute = createRoute({
  method: 'post',
  path: '/v2/carts/{cartID}/shipping-groups',
  tags,
  summary:
    'Create a shipping group of a cart (spec 4.4 rule 4) from the vendor’s body (no name needed); link items ' +
    'with shipping_group_id. Extension: a shipping_type that is a store shipping method code (GET ' +
    '/v2/carts/{cartID}/shipping-methods) is priced by the store, replaces the cart’s earlier method ' +
    'group and links every line that ships',
  middleware: [shoppers] as const,
  request: {
    params: cartPath,
    headers: cartHeaders,
    body: { required: true, content: { 'application/json': { schema: createShippingGroupRequest } } },
  },
  responses: {
    201: {
      description: 'The new shipping group',
      content: { 'application/json': { schema: shippingGroupResponse } },
    },
    ...errorResponses,
    422: {
      description: 'A store method with no price in the cart’s currency, or a cart of digital products only',
    },
  },
});

const listGroupsRoute = createRoute({
  method: 'get',
  path: '/v2/carts/{cartID}/shipping-groups',
  tags,
  summary: 'The shipping groups of a cart',
  middleware: [shoppers] as const,
  request: { params: cartPath },
  responses: {
    200: {
      description: 'Shipping groups, oldest first',
      content: { 'application/json': { schema: shippingGroupListResponse } },
    },
    ...errorResponses,
  },
});

const getGroupRoute = createRoute({
  method: 'get',
  path: '/v2/carts/{cartID}/shipping-groups/{groupID}',
  tags,
  summary: 'One shipping group of a cart',
  middleware: [shoppers] as const,
  request: { params: shippingGroupPath },
  responses: {
    200: {
      description: 'The shipping group',
      content: { 'application/json': { schema: shippingGroupResponse } },
    },
    ...errorResponses,
  },
});

const updateGroupRoute = createRoute({
  method: 'put',
  path: '/v2/carts/{cartID}/shipping-groups/{groupID}',
  tags,
  summary:
    'Change a shipping group of a cart (the vendor’s updateCartShippingGroup): fields left out stay; a store method’s group keeps its price',
  middleware: [shoppers] as const,
  request: {
    params: shippingGroupPath,
    body: { required: true, content: { 'application/json': { schema: updateShippingGroupRequest } } },
  },
  responses: {
    200: {
      description: 'The changed shipping group',
      content: { 'application/json': { schema: shippingGroupResponse } },
    },
    ...errorResponses,
    422: { description: 'A new price or type for a group priced from a store shipping method' },
  },
});

const deleteGroupRoute = createRoute({
  method: 'delete',
  path: '/v2/carts/{cartID}/shipping-groups/{groupID}',
  tags,
  summary: 'Remove a shipping group no item links to (400 while items link to it, as the vendor documents)',
  middleware: [shoppers] as const,
  request: { params: shippingGroupPath },
  responses: { 204: { description: 'Removed (no body)' }, ...errorResponses },
});

export const shippingRoutes = createRouter()
  .openapi(createGroupRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    const request = c.req.valid('json').data;
    const { db } = c.var.deps.storage;
    const method = request.shipping_type ? await findShippingMethod(db, request.shipping_type) : null;
    const { group } = method
      ? await chooseShippingMethod(db, c.var.principal, cartID, method, request, requestedCurrency(c))
      : await createShippingGroup(
          db,
          c.var.principal,
          cartID,
          customShippingGroup(request),
          requestedCurrency(c),
        );
    const created = await getShippingGroup(db, c.var.principal, cartID, group.id);
    return c.json({ data: shippingGroupDocument(created.group, created.currency, created.total) }, 201);
  })
  .openapi(listGroupsRoute, async (c) => {
    const { groups, currency } = await listShippingGroups(
      c.var.deps.storage.db,
      c.var.principal,
      c.req.valid('param').cartID,
    );
    return c.json(
      { data: groups.map(({ group, total }) => shippingGroupDocument(group, currency, total)) },
      200,
    );
  })
  .openapi(updateGroupRoute, async (c) => {
    const { cartID, groupID } = c.req.valid('param');
    const { db } = c.var.deps.storage;
    await updateShippingGroup(db, c.var.principal, cartID, groupID, c.req.valid('json').data);
    const { group, total, currency } = await getShippingGroup(db, c.var.principal, cartID, groupID);
    return c.json({ data: shippingGroupDocument(group, currency, total) }, 200);
  })
  .openapi(deleteGroupRoute, async (c) => {
    const { cartID, groupID } = c.req.valid('param');
    await deleteShippingGroup(c.var.deps.storage.db, c.var.principal, cartID, groupID);
    return c.body(null, 204);
  })
  .openapi(getGroupRoute, async (c) => {
    const { cartID, groupID } = c.req.valid('param');
    const { group, total, currency } = await getShippingGroup(
      c.var.deps.storage.db,
      c.var.principal,
      cartID,
      groupID,
    );
    return c.json({ data: shippingGroupDocument(group, currency, total) }, 200);
  });
