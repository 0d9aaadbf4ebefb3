import type {
  OfferingPlan,
  OfferingProduct,
  Subscription,
  SubscriptionResponse,
  SubscriptionState,
} from '@/lib/commerce/schemas/subscriptions';

/** Service answers shaped as spec 2.2–2.6 describes them, for the mappers' tests. */
const stamps = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const meta = { owner: 'store' as const, timestamps: stamps };

export const PLAN_IDS = {
  monthly: '9b2e4d61-5a7c-4f38-8e10-1b2c3d4e5f01',
  quarterly: '9b2e4d61-5a7c-4f38-8e10-1b2c3d4e5f02',
};

export function plan(id: string, overrides: Partial<OfferingPlan['attributes']> = {}): OfferingPlan {
  return {
    id,
    type: 'subscription_offering_plan',
    attributes: {
      name: id === PLAN_IDS.monthly ? 'Monthly delivery' : 'Quarterly saver',
      billing_interval_type: 'month',
      billing_frequency: id === PLAN_IDS.monthly ? 1 : 3,
      plan_length: 12,
      end_behavior: 'roll',
      can_pause: true,
      can_resume: true,
      can_cancel: true,
      ...stamps,
      meta: {
        ...meta,
        price: { USD: { amount: id === PLAN_IDS.monthly ? 3900 : 10530 } },
        display_price: {
          without_tax: { amount: id === PLAN_IDS.monthly ? 3900 : 10530, currency: 'USD', formatted: '' },
          with_tax: { amount: id === PLAN_IDS.monthly ? 3900 : 10530, currency: 'USD', formatted: '' },
        },
      },
      ...overrides,
    },
  };
}

export const product: OfferingProduct = {
  id: '6e8f0a1b-2c3d-4e5f-8a9b-0c1d2e3f4a01',
  type: 'subscription_offering_product',
  attributes: {
    name: 'House Espresso Beans, 1 kg',
    sku: 'COFFEE-ESPRESSO-1KG',
    price: { USD: { amount: 2400 }, EUR: { amount: 2200 } },
    price_units: { unit: 'month', amount: 1 },
    ...stamps,
    meta: { ...meta },
  },
};

export function state(
  action: SubscriptionState['attributes']['action'],
  flags: Partial<SubscriptionState['meta']> = {},
): SubscriptionState {
  return {
    type: 'subscription_state',
    attributes: { action },
    meta: {
      created_at: '2026-03-01T00:00:00.000Z',
      canceled: false,
      paused: false,
      closed: false,
      suspended: false,
      invoice_after: '2026-04-01T00:00:00.000Z',
      ...flags,
    },
  };
}

export function subscription(
  overrides: Partial<Subscription['attributes']> = {},
  latest?: SubscriptionState,
): Subscription {
  return {
    id: 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e01',
    type: 'subscription',
    attributes: {
      account_id: '7d3f6a2e-1b4c-4e8a-9f10-2a5b6c7d8e01',
      offering: {
        id: '3f6c1a52-8b0e-4d7a-9c21-0a1b2c3d4e01',
        type: 'subscription_offering',
        attributes: {
          name: 'Coffee Club',
          description: 'Beans at your door.',
          ...stamps,
          meta: { ...meta, external_product_refs: [] },
        },
      },
      plan_id: PLAN_IDS.monthly,
      currency: 'USD',
      payment_authority: {
        type: 'vendor_payments_processor',
        customer_id: 'cus_ada',
        card_id: 'card_ada_4242',
      },
      meta: {
        owner: 'store',
        timestamps: { created_at: '2026-01-10T08:00:00.000Z', updated_at: '2026-01-10T08:00:00.000Z' },
      },
      status: 'active',
      ...overrides,
    },
    ...(latest && { state: latest }),
  };
}

export const detailResponse = (
  sub: Subscription,
  plans: OfferingPlan[] = [plan(PLAN_IDS.monthly), plan(PLAN_IDS.quarterly)],
): SubscriptionResponse => ({
  data: sub,
  included: { products: [product], plans },
});
