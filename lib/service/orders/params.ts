import { z } from '@hono/zod-openapi';

/** A path parameter of the order and payment routes (an id that is no UUID is simply not found). */
export const idParam = (name: string, max = 64) =>
  z
    .string()
    .min(1)
    .max(max)
    .openapi({ param: { name, in: 'path' } });

export const orderPath = z.object({ orderID: idParam('orderID') });

export const transactionPath = orderPath.extend({ transactionID: idParam('transactionID') });

export const orderTags = ['Orders'];
