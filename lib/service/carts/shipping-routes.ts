import * as wire from '@/lib/commerce/schemas/carts';
import type { Context } from 'hono';
import { createRouter } from '../http/router';
import { json } from '../http/route';
import type { ServiceEnv } from '../http/types';
import { cartHeaders, cartPath, cartRoute, shippingGroupPath } from './params';
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

const createGroupRoute = cartRoute({
  method: 'post',
  path: '/v2/carts/{cartID}/shipping-groups',
  summary:
    'Create a shipping group of a cart (spec 4.4 rule 4) from the vendor’s body (no name needed); link items ' +
    'with shipping_group_id. Extension: a shipping_type that is a store shipping method code (GET ' +
    '/v2/carts/{cartID}/shipping-methods) is priced by the store, replaces the cart’s earlier method ' +
    'group and links every line that ships',
  request: { params: cartPath, headers: cartHeaders, body: wire.createShippingGroupRequest },
  responses: {
    201: json(wire.shippingGroupResponse, 'The new shipping group'),
    422: {
      description: 'A store method with no price in the cart’s currency, or a cart of digital products only',
    },
  },
});

const listGroupsRoute = cartRoute({
  method: 'get',
  path: '/v2/carts/{cartID}/shipping-groups',
  summary: 'The shipping groups of a cart',
  request: { params: cartPath },
  responses: { 200: json(wire.shippingGroupListResponse, 'Shipping groups, oldest first') },
});

const getGroupRoute = cartRoute({
  method: 'get',
  path: '/v2/carts/{cartID}/shipping-groups/{groupID}',
  summary: 'One shipping group of a cart',
  request: { params: shippingGroupPath },
  responses: { 200: json(wire.shippingGroupResponse, 'The shipping group') },
});

const updateGroupRoute = cartRoute({
  method: 'put',
  path: '/v2/carts/{cartID}/shipping-groups/{groupID}',
  summary:
    'Change a shipping group of a cart (the vendor’s updateCartShippingGroup): fields left out stay; a store method’s group keeps its price',
  request: { params: shippingGroupPath, body: wire.updateShippingGroupRequest },
  responses: {
    200: json(wire.shippingGroupResponse, 'The changed shipping group'),
    422: { description: 'A new price or type for a group priced from a store shipping method' },
  },
});

const deleteGroupRoute = cartRoute({
  method: 'delete',
  path: '/v2/carts/{cartID}/shipping-groups/{groupID}',
  summary: 'Remove a shipping group no item links to (400 while items link to it, as the vendor documents)',
  request: { params: shippingGroupPath },
  responses: { 204: { description: 'Removed (no body)' } },
});

/** A group as the routes answer it: what it costs the cart now, in the cart's currency. */
async function groupAnswer(c: Context<ServiceEnv>, cartId: string, groupId: string) {
  const found = await getShippingGroup(c.var.deps.storage.db, c.var.principal, cartId, groupId);
  return { data: shippingGroupDocument(found.group, found.currency, found.total) };
}

export const shippingRoutes = createRouter()
  .openapi(createGroupRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    const request = c.req.valid('json').data;
    const { db } = c.var.deps.storage;
    const { principal } = c.var;
    const method = request.shipping_type ? await findShippingMethod(db, request.shipping_type) : null;
    const { group } = method
      ? await chooseShippingMethod(db, principal, cartID, method, request, requestedCurrency(c))
      : await createShippingGroup(db, principal, cartID, customShippingGroup(request), requestedCurrency(c));
    return c.json(await groupAnswer(c, cartID, group.id), 201);
  })
  .openapi(listGroupsRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    const { groups, currency } = await listShippingGroups(c.var.deps.storage.db, c.var.principal, cartID);
    const data = groups.map(({ group, total }) => shippingGroupDocument(group, currency, total));
    return c.json({ data }, 200);
  })
  .openapi(updateGroupRoute, async (c) => {
    const { cartID, groupID } = c.req.valid('param');
    const { db } = c.var.deps.storage;
    await updateShippingGroup(db, c.var.principal, cartID, groupID, c.req.valid('json').data);
    return c.json(await groupAnswer(c, cartID, groupID), 200);
  })
  .openapi(deleteGroupRoute, async (c) => {
    const { cartID, groupID } = c.req.valid('param');
    await deleteShippingGroup(c.var.deps.storage.db, c.var.principal, cartID, groupID);
    return c.body(null, 204);
  })
  .openapi(getGroupRoute, async (c) => {
    const { cartID, groupID } = c.req.valid('param');
    return c.json(await groupAnswer(c, cartID, groupID), 200);
  });
