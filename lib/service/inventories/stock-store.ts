import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { pageOf, type Listed } from '../sql/page';
import type { Database } from '../storage/database';
import { isUuid } from '../catalog/ids';
import { anyUuid } from '../catalog/sql-any';
import type { Page } from '../http/paging';
import { inventoryLocations, inventoryStock } from './schema';

export type LocationRow = typeof inventoryLocations.$inferSelect;

export interface StockRecord {
  productId: string;
  /** Per place, by location slug. */
  places: { slug: string; total: number; allocated: number; createdAt: Date; updatedAt: Date }[];
}

const validIds = (ids: readonly string[]) => [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];

/** The stock of each of these products that has any kept, in the order of `ids`; others are left out. */
export async function findStocks(db: Database, ids: readonly string[]): Promise<StockRecord[]> {
  const wanted = validIds(ids);
  if (!wanted.length) return [];
  const rows = await db
    .select({
      productId: inventoryStock.productId,
      slug: inventoryLocations.slug,
      total: inventoryStock.total,
      allocated: inventoryStock.allocated,
      createdAt: inventoryStock.createdAt,
      updatedAt: inventoryStock.updatedAt,
    })
    .from(inventoryStock)
    .innerJoin(inventoryLocations, eq(inventoryLocations.id, inventoryStock.locationId))
    .where(anyUuid(inventoryStock.productId, wanted))
    .orderBy(asc(inventoryLocations.slug));
  const byProduct = new Map<string, StockRecord['places']>();
  for (const { productId, ...place } of rows) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), place]);
  }
  return wanted.flatMap((productId) => {
    const places = byProduct.get(productId);
    return places ? [{ productId, places }] : [];
  });
}

/** A product's stock in every place, or null when none is kept for it. */
export async function findStock(db: Database, productId: string): Promise<StockRecord | null> {
  return (await findStocks(db, [productId]))[0] ?? null;
}

/**
 * How many of each product can be sold (total − allocated over every place), for the products that
 * have stock kept; a product without any is not in the map (its stock is not managed: unlimited).
 */
export async function availableStock(db: Database, ids: readonly string[]): Promise<Map<string, number>> {
  const wanted = validIds(ids);
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      productId: inventoryStock.productId,
      available: sql<number>`sum(${inventoryStock.total} - ${inventoryStock.allocated})::int`,
    })
    .from(inventoryStock)
    .where(anyUuid(inventoryStock.productId, wanted))
    .groupBy(inventoryStock.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.available)]));
}

/** SQL true when the product in `column` can be sold: no stock kept for it, or some available. */
export const purchasableSql = (column: AnyPgColumn | SQL): SQL => sql`NOT EXISTS (
  SELECT 1 FROM ${inventoryStock} WHERE ${inventoryStock.productId} = ${column}
  GROUP BY ${inventoryStock.productId}
  HAVING sum(${inventoryStock.total} - ${inventoryStock.allocated}) <= 0)`;

export const listLocations = (db: Database, page: Page): Promise<Listed<LocationRow>> =>
  pageOf(db, inventoryLocations, page, [asc(inventoryLocations.name), asc(inventoryLocations.id)]);
