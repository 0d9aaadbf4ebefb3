import { sql } from 'drizzle-orm';
import type { Seeder } from '../demo';
import type { Storage } from '../storage/database';
import { DEMO_PROMOTIONS } from './demo-promotions';
import { promotions } from './schema';

/** Seeds the demo promotion codes (upserts by fixed id, so a re-run puts them back as they were). */
async function seedPromotions(storage: Storage): Promise<void> {
  for (const promotion of Object.values(DEMO_PROMOTIONS)) {
    const values = {
      code: promotion.code,
      name: promotion.name,
      description: promotion.description,
      kind: promotion.kind,
      percentBasisPoints: promotion.percentBasisPoints,
      amounts: promotion.amounts,
      productIds: promotion.productIds,
    };
    await storage.db
      .insert(promotions)
      .values({ id: promotion.id, ...values })
      .onConflictDoUpdate({ target: promotions.id, set: { ...values, updatedAt: sql`now()` } });
  }
}

export const cartsSeeder: Seeder = { name: 'carts', version: 1, run: seedPromotions };
