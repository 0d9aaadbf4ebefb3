import { createRoute } from '@hono/zod-openapi';
import {
  createShippingGroupRequest,
  shippingGroupListResponse,
  shippingGroupResponse,
} from '@/lib/commerce/schemas/carts';
import { allow } from '../auth/middleware';
import { createRouter, errorResponses } from '../http/router';
import { cartHeaders, cartPath, cartTags, shippingGroupPath } from './params';
import { requestedCurrency } from './request-context';
import {
  createShippingGroup,
  getShippingGroup,
  listShippingGroups,
  shippingGroupDocument,
} from './shipping-groups';

const shoppers = allow('implicit', 'account', 'admin');
const tags = cartTags;

const createGroupRoute = createRoute({
  method: 'post',
  path: '/v2/carts/{cartID}/shipping-groups',
  tags,
  summary: 'Create a shipping group of a cart (spec 4.4 rule 4); link items to it with shipping_group_id',
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

export const shippingRoutes = createRouter()
  .openapi(createGroupRoute, async (c) => {
    const { cartID } = c.req.valid('param');
    const { name, shipping_type: shippingType, shipping_price: price } = c.req.valid('json').data;
    const { group, currency } = await createShippingGroup(
      c.var.deps.storage.db,
      c.var.principal,
      cartID,
      { name, shippingType: shippingType ?? null, total: price.total },
      requestedCurrency(c),
    );
    return c.json({ data: shippingGroupDocument(group, currency) }, 201);
  })
  .openapi(listGroupsRoute, async (c) => {
    const { groups, currency } = await listShippingGroups(
      c.var.deps.storage.db,
      c.var.principal,
      c.req.valid('param').cartID,
    );
    return c.json({ data: groups.map((group) => shippingGroupDocument(group, currency)) }, 200);
  })
  .openapi(getGroupRoute, async (c) => {
    const { cartID, groupID } = c.req.valid('param');
    const { group, currency } = await getShippingGroup(
      c.var.deps.storage.db,
      c.var.principal,
      cartID,
      groupID,
    );
    return c.json({ data: shippingGroupDocument(group, currency) }, 200);
  });
