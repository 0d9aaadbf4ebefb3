import type { shippingMethods } from '../shipping/schema';

/** Fixed ids of the demo shipping methods (DESIGN.md §1: deterministic seed). */
export const DEMO_SHIPPING_METHODS = {
  standard: '2c4e6a80-1d3f-4b5c-9e7a-8b9c0d1e2f01',
  express: '2c4e6a80-1d3f-4b5c-9e7a-8b9c0d1e2f02',
} as const;

type MethodSeed = Omit<typeof shippingMethods.$inferInsert, 'createdAt' | 'updatedAt'>;

/** Standard is free over 75 (USD, EUR) or 60 (GBP) of goods; express is never free. */
export const DEMO_SHIPPING_METHOD_SEEDS: MethodSeed[] = [
  {
    id: DEMO_SHIPPING_METHODS.standard,
    code: 'standard',
    name: 'Standard delivery',
    description: 'Tracked parcel post; free on orders over the threshold.',
    minDays: 3,
    maxDays: 5,
    prices: {
      USD: { amount: 595, free_over: 7500 },
      EUR: { amount: 595, free_over: 7500 },
      GBP: { amount: 495, free_over: 6000 },
    },
    position: 1,
  },
  {
    id: DEMO_SHIPPING_METHODS.express,
    code: 'express',
    name: 'Express delivery',
    description: 'Courier, next or second working day.',
    minDays: 1,
    maxDays: 2,
    prices: { USD: { amount: 1495 }, EUR: { amount: 1395 }, GBP: { amount: 1195 } },
    position: 2,
  },
];
