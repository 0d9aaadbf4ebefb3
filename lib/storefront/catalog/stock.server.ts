import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStockForProducts } from '@/lib/commerce/operations/inventories';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import { toCommerceContext, type ShopperContext } from '@/lib/i18n/shopper-context.server';
import { CACHE_TAGS, FAILURE_CACHE_LIFE, STOCK_CACHE_LIFE } from './cache-tags';
import { toStockMap, type StockMap } from './stock-view';

/**
 * The stock of a page's products in one request, cached briefly (STOCK_CACHE_LIFE) under the
 * `stock` tag. When it cannot be read the page says nothing of stock (an empty map) rather than
 * failing: the cart still refuses what is not there; that empty map is kept a few seconds
 * (FAILURE_CACHE_LIFE).
 * Ids are sorted so one set is one cache entry.
 */
export async function getStock(context: ShopperContext, productIds: readonly string[]): Promise<StockMap> {
  const ids = [...new Set(productIds)].sort();
  if (!ids.length) return {};
  return loadStock(context, ids);
}

async function loadStock(context: ShopperContext, ids: string[]): Promise<StockMap> {
  'use cache';
  cacheTag(CACHE_TAGS.stock);
  const result = await getStockForProducts(shopperClient(toCommerceContext(context)), ids);
  if (!result.ok) {
    cacheLife(FAILURE_CACHE_LIFE);
    return {};
  }
  cacheLife(STOCK_CACHE_LIFE);
  return toStockMap(result.data.data);
}
