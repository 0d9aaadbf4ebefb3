import { z } from '@hono/zod-openapi';
import { CART_ID_PATTERN, CART_ID_RULE } from '@/lib/commerce/schemas/carts';

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

export const cartItemPath = cartPath.extend({
  itemID: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'itemID', in: 'path' } }),
});

export const cartDiscountPath = cartPath.extend({
  code: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'code', in: 'path' } }),
});

export const shippingGroupPath = cartPath.extend({
  groupID: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'groupID', in: 'path' } }),
});

/** Headers a cart request may carry (DESIGN.md §3, spec 4.6). */
export const cartHeaders = z.object({
  'x-currency': z
    .string()
    .optional()
    .openapi({
      param: { name: 'x-currency', in: 'header' },
      description: 'The currency a cart without one takes (default USD)',
    }),
  'vendor-channel': z
    .string()
    .optional()
    .openapi({ param: { name: 'vendor-channel', in: 'header' } }),
  'vendor-context-tag': z
    .string()
    .optional()
    .openapi({ param: { name: 'vendor-context-tag', in: 'header' } }),
});

export const cartTags = ['Carts'];

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
