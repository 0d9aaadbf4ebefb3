import { z } from '@hono/zod-openapi';
import { CART_ID_PATTERN, CART_ID_RULE } from '@/lib/commerce/schemas/carts';
import { anyToken } from '../auth/middleware';
import { defineRoute } from '../http/route';

/** Path parameters of the cart routes; a malformed one is a 400 naming it. */
export const cartPath = z.object({
  cartID: z
    .string()
    .regex(CART_ID_PATTERN, CART_ID_RULE)
    .openapi({
      param: { name: 'cartID', in: 'path' },
      description: 'Any 1–64 characters of A-Za-z0-9_- chosen by the client',
    }),
});

/** An id in a cart route's path below the cart (an item, a promotion code, a shipping group). */
const pathId = (name: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: 'path' } });

export const cartItemPath = cartPath.extend({ itemID: pathId('itemID') });
export const cartDiscountPath = cartPath.extend({ code: pathId('code') });
export const shippingGroupPath = cartPath.extend({ groupID: pathId('groupID') });

const header = (name: string, description?: string) =>
  z
    .string()
    .optional()
    .openapi({ param: { name, in: 'header' }, ...(description && { description }) });

/** Headers a cart request may carry (DESIGN.md §3, spec 4.6). */
export const cartHeaders = z.object({
  'x-currency': header('x-currency', 'The currency a cart without one takes (default USD)'),
  'vendor-channel': header('vendor-channel'),
  'vendor-context-tag': header('vendor-context-tag'),
});

/** A route of the cart paths: tagged Carts and open to every shopper unless its spec says otherwise. */
export const cartRoute: typeof defineRoute = (spec) =>
  defineRoute({ tags: ['Carts'], access: anyToken, ...spec });

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
