import { z } from '@hono/zod-openapi';

/** A path parameter of the order routes (an id that is no UUID is simply not found). */
export const idParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: 'path' } });

export const orderPath = z.object({ orderID: idParam('orderID') });

export const transactionPath = orderPath.extend({ transactionID: idParam('transactionID') });

export const orderTags = ['Orders'];
