import { sql } from 'drizzle-orm';
import type { Seeder } from '.';
import type { Storage } from '../storage/database';
import { DEMO_SHIPPING_METHOD_SEEDS } from './shipping-methods';
import { shippingMethods } from '../shipping/schema';

/** Seeds the store's shipping methods (upserts by fixed id). */
async function seedShippingMethods(storage: Storage): Promise<void> {
  for (const { id, ...values } of DEMO_SHIPPING_METHOD_SEEDS)
    await storage.db
      .insert(shippingMethods)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: shippingMethods.id, set: { ...values, updatedAt: sql`now()` } });
}

export const shippingSeeder: Seeder = { name: 'shipping', version: 1, run: seedShippingMethods };
