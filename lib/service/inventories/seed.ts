import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Seeder } from '../seed';
import type { Storage } from '../storage/database';
import { nameUuid } from '../catalog/name-uuid';
import { pcmProducts } from '../catalog/draft-schema';
import { DEMO_CATALOG } from '../catalog/demo-ids';
import { inventoryLocations, inventoryStock } from './schema';

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
export const SOLD_OUT = [DEMO_CATALOG.products.hikingBoot];

/** A fixed quantity per product and place (the seed is deterministic): 0–40, allocated up to 3. */
function quantities(productId: string, locationSlug: string) {
  const digest = createHash('sha1').update(`${productId}:${locationSlug}`).digest();
  if (SOLD_OUT.includes(productId)) return { total: 0, allocated: 0 };
  const total = digest[0]! % 41;
  return { total, allocated: Math.min(total, digest[1]! % 4) };
}

/** Stock for every product of the demo catalog (children included), in both places; upserts. */
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
  const products = await db.select({ id: pcmProducts.id }).from(pcmProducts);
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

export const inventoriesSeeder: Seeder = { name: 'inventories', version: 1, run: seedInventories };
