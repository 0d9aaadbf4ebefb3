import type { CommerceClient } from '../client';
import { MAX_STOCK_IDS, stockListResponse } from '../schemas/inventories';

/**
 * The stock of several products in one request (the vendor's `GetStockForProducts`). A product
 * without stock kept is not in the answer: its stock is not managed, so it never runs out.
 */
export const getStockForProducts = (client: CommerceClient, productIds: readonly string[]) =>
  client.request('/v2/inventories/multiple', {
    method: 'POST',
    schema: stockListResponse,
    body: { data: productIds.slice(0, MAX_STOCK_IDS).map((id) => ({ type: 'stock', id })) },
  });
