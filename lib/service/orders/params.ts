import { z } from '@hono/zod-openapi';

/** Path parameters of the order routes (an id that is no UUID is simply not found). */
export const orderPath = z.object({
  orderID: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'orderID', in: 'path' } }),
});

export const transactionPath = orderPath.extend({
  transactionID: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'transactionID', in: 'path' } }),
});

export const orderTags = ['Orders'];
