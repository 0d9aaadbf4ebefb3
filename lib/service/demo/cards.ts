import { DEMO_ACCOUNTS } from './ids';
import { sql } from 'drizzle-orm';
import type { Seeder } from '.';
import { paymentCards } from '../payments/schema';

type CardSeed = Omit<typeof paymentCards.$inferInsert, 'createdAt' | 'updatedAt'>;

/**
 * The demo accounts' saved cards (demo payment data): the `card_id` of a subscription's payment
 * authority names one of them, so the storefront can show it as a card. Ada has a second card to
 * switch to.
 */
export const DEMO_PAYMENT_CARDS: CardSeed[] = [
  {
    id: 'card_demo_ada_visa_4242',
    accountId: DEMO_ACCOUNTS.ada.id,
    customerId: 'cus_demo_ada',
    brand: 'visa',
    lastFour: '4242',
    expMonth: 8,
    expYear: 2029,
    holderName: DEMO_ACCOUNTS.ada.name,
    position: 1,
  },
  {
    id: 'card_demo_ada_amex_0005',
    accountId: DEMO_ACCOUNTS.ada.id,
    customerId: 'cus_demo_ada',
    brand: 'amex',
    lastFour: '0005',
    expMonth: 11,
    expYear: 2028,
    holderName: DEMO_ACCOUNTS.ada.name,
    position: 2,
  },
  {
    id: 'card_demo_grace_mc_5454',
    accountId: DEMO_ACCOUNTS.grace.id,
    customerId: 'cus_demo_grace',
    brand: 'mastercard',
    lastFour: '5454',
    expMonth: 3,
    expYear: 2030,
    holderName: DEMO_ACCOUNTS.grace.name,
    position: 1,
  },
];

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
