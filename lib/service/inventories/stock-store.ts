import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { isUuid } from '../catalog/ids';
import type { Page } from '../catalog/listing/paging';
import { inventoryLocations, inventoryStock } from './schema';

export type LocationRow = typeof inventoryLocations.$inferSelect;

export interface StockRecord {
  productId: string;
  /** Per place, by location slug. */
  places: { slug: string; total: number; allocated: number; createdAt: Date; updatedAt: Date }[];
}

/** A product's stock in every place, or null when none is kept for it. */
export async function findStock(db: Database, productId: string): Promise<StockRecord | null> {
  if (!isUuid(productId)) return null;
  const rows = await db
    .select({
      slug: inventoryLocations.slug,
      total: inventoryStock.total,
      allocated: inventoryStock.allocated,
      createdAt: inventoryStock.createdAt,
      updatedAt: inventoryStock.updatedAt,
    })
    .from(inventoryStock)
    .innerJoin(inventoryLocations, eq(inventoryLocations.id, inventoryStock.locationId))
    .where(eq(inventoryStock.productId, productId.toLowerCase()))
    .orderBy(asc(inventoryLocations.slug));
  return rows.length ? { productId: productId.toLowerCase(), places: rows } : null;
}

export async function listLocations(
  db: Database,
  page: Page,
): Promise<{ rows: LocationRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(inventoryLocations)
      .orderBy(asc(inventoryLocations.name), asc(inventoryLocations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(inventoryLocations),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
