import { DEMO_CATALOG, demoId } from '../catalog/demo-ids';
import type { Promotion } from './model';

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
