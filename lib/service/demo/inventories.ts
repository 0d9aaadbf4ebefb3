import { createHash } from 'node:crypto';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Seeder } from '.';
import type { Storage } from '../storage/database';
import { nameUuid } from '../catalog/name-uuid';
import { pcmProducts } from '../catalog/draft-schema';
import { DEMO_STOCK, SCARCE } from './stock';
import { inventoryLocations, inventoryStock } from '../inventories/schema';

export const DEMO_LOCATIONS = {
  warehouse: {
    id: nameUuid('demo:location:warehouse'),
    name: 'Warehouse',
    slug: 'warehouse',
    description: 'Main warehouse',
    address: ['1 Dock Road', 'Harbor City'],
  },
  shop: {
    id: nameUuid('demo:location:shop'),
    name: 'Harbor & Pine shop',
    slug: 'shop',
    description: 'The shop on Pine Street',
    address: ['12 Pine Street', 'Harbor City'],
  },
} as const;

/** Sold out everywhere, so a storefront can show it (README "Demo data"). */
export const SOLD_OUT = [...Object.values(DEMO_STOCK.soldOut), ...DEMO_STOCK.hikingBootSizes];

/**
 * A fixed quantity per product and place (the seed is deterministic). Plentiful products have
 * 60–199 in the warehouse and a few in the shop, a few of them allocated; the scarce ones
 * (stock.ts) have exactly their quantity available, in the warehouse only.
 */
function quantities(productId: string, locationSlug: string) {
  const scarce = SCARCE.get(productId);
  if (scarce !== undefined) {
    if (locationSlug !== 'warehouse' || scarce === 0) return { total: 0, allocated: 0 };
    return { total: scarce + 1, allocated: 1 };
  }
  const digest = createHash('sha1').update(`${productId}:${locationSlug}`).digest();
  const total = locationSlug === 'warehouse' ? 60 + (digest[0]! % 140) : 4 + (digest[0]! % 12);
  return { total, allocated: digest[1]! % 4 };
}

/**
 * Stock for the demo catalog's physical products that are sold as themselves (standard products
 * and variants), in both places. Parents and bundles are not bought as such, and digital products
 * never run out, so none is kept for them: their stock is not managed (unlimited).
 */
async function seedInventories(storage: Storage): Promise<void> {
  const { db } = storage;
  for (const location of Object.values(DEMO_LOCATIONS)) {
    const { id, ...values } = location;
    const row = { ...values, address: [...values.address] };
    await db
      .insert(inventoryLocations)
      .values({ id, ...row })
      .onConflictDoUpdate({ target: inventoryLocations.id, set: { ...row, updatedAt: sql`now()` } });
  }
  const products = await db
    .select({ id: pcmProducts.id })
    .from(pcmProducts)
    .where(
      and(inArray(pcmProducts.productType, ['standard', 'child']), ne(pcmProducts.commodityType, 'digital')),
    );
  const stocked = new Set(products.map((product) => product.id));
  // Version 1 kept stock for every product: what is not stocked now loses it.
  const previous = await db.selectDistinct({ id: inventoryStock.productId }).from(inventoryStock);
  const dropped = previous.map((row) => row.id).filter((id) => !stocked.has(id));
  for (let start = 0; start < dropped.length; start += 500) {
    await db
      .delete(inventoryStock)
      .where(inArray(inventoryStock.productId, dropped.slice(start, start + 500)));
  }
  const rows = products.flatMap((product) =>
    Object.values(DEMO_LOCATIONS).map((location) => ({
      productId: product.id,
      locationId: location.id,
      ...quantities(product.id, location.slug),
    })),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(inventoryStock)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [inventoryStock.productId, inventoryStock.locationId],
        set: { total: sql`excluded.total`, allocated: sql`excluded.allocated`, updatedAt: sql`now()` },
      });
  }
}

export const inventoriesSeeder: Seeder = { name: 'inventories', version: 2, run: seedInventories };
