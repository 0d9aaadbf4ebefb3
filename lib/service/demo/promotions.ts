import { DEMO_CATALOG, demoId } from './catalog/ids';
import type { Promotion } from '../carts/model';
import { sql } from 'drizzle-orm';
import type { Seeder } from '.';
import type { Storage } from '../storage/database';
import { promotions } from '../carts/schema';

/** The demo promotion codes; fixed ids so a re-seed is harmless. */
export const DEMO_PROMOTIONS: Record<'spring10' | 'take5' | 'tents20', Promotion> = {
  /** 10% off every product in the cart. */
  spring10: {
    id: '3c1f8a52-6d0e-4b7a-9e21-5f4c3b2a1d10',
    code: 'SPRING10',
    name: 'Spring sale: 10% off',
    description: '10% off every product in the cart',
    kind: 'percent',
    percentBasisPoints: 1000,
    amounts: {},
    productIds: null,
  },
  /** 5.00 off the products in the cart (never below zero), in each demo currency. */
  take5: {
    id: '3c1f8a52-6d0e-4b7a-9e21-5f4c3b2a1d11',
    code: 'TAKE5',
    name: 'Take 5 off',
    description: '5.00 off your products',
    kind: 'fixed',
    percentBasisPoints: null,
    amounts: { USD: 500, EUR: 500, GBP: 500 },
    productIds: null,
  },
  /** 20% off the demo tents only; listed (at 0) even when no tent is in the cart. */
  tents20: {
    id: '3c1f8a52-6d0e-4b7a-9e21-5f4c3b2a1d12',
    code: 'TENTS20',
    name: 'Tent week: 20% off tents',
    description: '20% off the Two-Person Tent and the Family Tent',
    kind: 'percent',
    percentBasisPoints: 2000,
    amounts: {},
    productIds: [DEMO_CATALOG.products.twoPersonTent, demoId.product('family-tent')],
  },
};

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
