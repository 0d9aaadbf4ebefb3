import { sql } from 'drizzle-orm';
import type { Seeder } from '../demo';
import { DEMO_PAYMENT_CARDS } from './demo-cards';
import { paymentCards } from './schema';

/** Seeds the demo accounts' saved cards (upserts by fixed id); runs after the accounts seeder. */
export const paymentsSeeder: Seeder = {
  name: 'payments',
  version: 1,
  async run(storage) {
    for (const { id, ...values } of DEMO_PAYMENT_CARDS)
      await storage.db
        .insert(paymentCards)
        .values({ id, ...values })
        .onConflictDoUpdate({ target: paymentCards.id, set: { ...values, updatedAt: sql`now()` } });
  },
};
