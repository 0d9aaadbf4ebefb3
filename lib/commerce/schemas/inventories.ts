import { z } from 'zod';

/** The most products one `POST /v2/inventories/multiple` may name. */
export const MAX_STOCK_IDS = 1000;

/** The vendor's stock resource, as far as the storefront reads it: what can be sold now. */
export const stock = z.object({
  id: z.string(),
  type: z.literal('stock'),
  attributes: z.object({ total: z.number(), allocated: z.number(), available: z.number() }),
});

/** `POST /v2/inventories/multiple`: the products named that have stock kept (others are left out). */
export const stockListResponse = z.object({ data: z.array(stock) });
export type Stock = z.infer<typeof stock>;
