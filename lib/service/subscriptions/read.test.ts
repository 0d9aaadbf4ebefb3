import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  subscriptionListResponse,
  subscriptionResponse,
  type SubscriptionResponse,
} from '@/lib/commerce/schemas/subscriptions';
import { DEMO_ACCOUNTS } from '../demo/ids';
import { firstError, type TestService } from '../testing/harness';
import { DEMO_OFFERINGS, DEMO_PLANS, DEMO_SUBSCRIPTIONS } from '../demo/subscription-ids';
import { allTokens, startSeededService, type Tokens } from './test-support';

let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startSeededService();
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());

const DAY_MS = 86_400_000;

async function getSubscription(id: string, query = '', token = tokens.admin): Promise<SubscriptionResponse> {
  const response = await svc.request(`/v2/subscriptions/subscriptions/${id}${query}`, { token });
  expect(response.status).toBe(200);
  return subscriptionResponse.parse(await response.json());
}

describe('GET /v2/subscriptions/subscriptions/{id}', () => {
  it('answers every field of spec 2.2 with the offering inside', async () => {
    const { data, included } = await getSubscription(DEMO_SUBSCRIPTIONS.adaCoffeeActive, '', tokens.ada);
    expect(included).toBeUndefined();
    expect(data).toMatchObject({
      id: DEMO_SUBSCRIPTIONS.adaCoffeeActive,
      type: 'subscription',
      attributes: {
        account_id: DEMO_ACCOUNTS.ada.id,
        // The vendor's subscriber fields, and its pricing option: the spec's plan here.
        name: DEMO_ACCOUNTS.ada.name,
        email: DEMO_ACCOUNTS.ada.email,
        pricing_option_id: DEMO_PLANS.coffeeMonthly,
        plan_id: DEMO_PLANS.coffeeMonthly,
        currency: 'USD',
        payment_authority: {
          type: 'elastic_path_payments_stripe',
          customer_id: 'cus_demo_ada',
          card_id: 'card_demo_ada_visa_4242',
        },
        meta: { owner: 'store' },
        status: 'active',
        offering: {
          id: DEMO_OFFERINGS.coffee,
          type: 'subscription_offering',
          // The vendor's meta beside the spec's attributes.meta; its plans are the spec's products.
          meta: {
            owner: 'store',
            external_plan_refs: ['coffee-espresso-1kg', 'coffee-filter-500g', 'coffee-dripper'],
          },
          attributes: {
            name: 'Trail Coffee Club',
            meta: {
              owner: 'store',
              external_product_refs: ['coffee-espresso-1kg', 'coffee-filter-500g', 'coffee-dripper'],
            },
          },
        },
      },
      state: {
        type: 'subscription_state',
        attributes: { action: 'resume' },
        meta: { canceled: false, paused: false, closed: false, suspended: false },
      },
    });
    const { attributes, state } = data;
    expect(Date.parse(attributes.paused_at!)).toBeLessThan(Date.parse(attributes.resumed_at!));
    expect(attributes.canceled_at).toBeUndefined();
    expect(attributes.end_date).toBeUndefined(); // a roll plan runs until canceled
    // The next bill lies ahead, within one billing month.
    const invoiceAfter = Date.parse(state!.meta.invoice_after);
    expect(invoiceAfter).toBeGreaterThan(Date.now());
    expect(invoiceAfter).toBeLessThanOrEqual(Date.now() + 31 * DAY_MS);
  });

  it('answers a paused subscription as inactive and a canceled one as inactive with its end', async () => {
    const paused = (await getSubscription(DEMO_SUBSCRIPTIONS.adaTeaPaused)).data;
    expect(paused.attributes.status).toBe('inactive');
    expect(paused.state?.meta).toMatchObject({ paused: true, canceled: false });
    expect(paused.attributes.paused_at).toBeDefined();

    const canceled = (await getSubscription(DEMO_SUBSCRIPTIONS.adaCoffeeCanceled)).data;
    expect(canceled.attributes.status).toBe('inactive');
    expect(canceled.state?.meta).toMatchObject({ canceled: true, paused: false });
    expect(canceled.attributes.end_date).toBe(canceled.attributes.canceled_at);
    expect(canceled.state?.meta.invoice_after).toBe(canceled.attributes.canceled_at);
  });

  it('answers a subscription never paused, resumed or canceled without a state; a close plan has an end date', async () => {
    const trial = (await getSubscription(DEMO_SUBSCRIPTIONS.adaTeaTrial)).data;
    expect(trial.attributes.status).toBe('active');
    expect(trial.state).toBeUndefined();

    const annual = (await getSubscription(DEMO_SUBSCRIPTIONS.adaCoffeeAnnual)).data;
    const started = Date.parse(annual.attributes.meta!.timestamps.created_at);
    expect(new Date(annual.attributes.end_date!).getUTCFullYear()).toBe(
      new Date(started).getUTCFullYear() + 1,
    );
  });

  it('includes the offering products and plans, with prices in the subscription currency and the active plan marked', async () => {
    const { included } = await getSubscription(
      DEMO_SUBSCRIPTIONS.adaCoffeeActive,
      '?include=products,plans',
      tokens.ada,
    );
    expect(included?.products?.map((product) => product.attributes.sku)).toEqual([
      'COFFEE-ESPRESSO-1KG',
      'COFFEE-FILTER-500G',
      'COFFEE-DRIPPER',
    ]);
    const [beans, , dripper] = included!.products!;
    expect(beans!.attributes).toMatchObject({
      name: 'House Espresso Beans, 1 kg',
      price: { USD: { amount: 2400 }, EUR: { amount: 2200 }, GBP: { amount: 1900 } },
      price_units: { unit: 'month', amount: 1 },
      meta: {
        display_price: {
          without_tax: { amount: 2400, currency: 'USD', formatted: '$24.00' },
          with_tax: { amount: 2400, currency: 'USD', formatted: '$24.00' },
        },
      },
    });
    expect(dripper!.attributes.price_units).toBeUndefined();
    expect(beans!.attributes.main_image).toMatch(/^http:\/\/127.0.0.1:\d+\/commerce\/files\/[0-9a-f-]{36}$/);
    const image = await fetch(beans!.attributes.main_image!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    // A drawing (issue 17), not a square with the product's name written on it.
    const svg = await image.text();
    expect(svg).toMatch(/<path /);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('Espresso');

    const plans = Object.fromEntries(included!.plans!.map((plan) => [plan.id, plan.attributes]));
    expect(Object.keys(plans)).toEqual([
      DEMO_PLANS.coffeeMonthly,
      DEMO_PLANS.coffeeQuarterly,
      DEMO_PLANS.coffeeAnnual,
    ]);
    // Monthly: the two repeat products (2400 + 1500), the one-off dripper left out.
    expect(plans[DEMO_PLANS.coffeeMonthly]!.meta).toMatchObject({
      active_plan: true,
      price: { USD: { amount: 3900 } },
      display_price: { with_tax: { formatted: '$39.00' } },
    });
    // Quarterly: three months at 10% off.
    expect(plans[DEMO_PLANS.coffeeQuarterly]).toMatchObject({
      billing_frequency: 3,
      base_price_percentage: 10,
      meta: { active_plan: false, price: { USD: { amount: 10530 } } },
    });
    // Annual: the fixed price.
    expect(plans[DEMO_PLANS.coffeeAnnual]).toMatchObject({
      end_behavior: 'close',
      fixed_price: { USD: { amount: 40000 } },
      meta: { active_plan: false, price: { USD: { amount: 40000 } } },
    });
    // Where the vendor puts them: each plan's meta beside its attributes (the same as the spec's
    // attributes.meta), and its feature configurations (none are kept here).
    for (const plan of included!.plans!) {
      expect(plan.meta).toEqual(plan.attributes.meta);
      expect(plan.attributes.feature_configurations).toEqual({});
    }
    expect(included!.plans![0]!.meta).toMatchObject({ owner: 'store', active_plan: true });
  });

  it('includes only what is asked, and formats euros for a euro subscription', async () => {
    const onlyPlans = await getSubscription(
      DEMO_SUBSCRIPTIONS.graceStudioInstalments,
      '?include=plans',
      tokens.grace,
    );
    expect(onlyPlans.included?.products).toBeUndefined();
    const instalments = onlyPlans.included!.plans!.find((plan) => plan.id === DEMO_PLANS.studioInstalments)!;
    // (2700 + 800) at 15% off.
    expect(instalments.attributes.meta).toMatchObject({
      active_plan: true,
      display_price: { without_tax: { amount: 2975, currency: 'EUR', formatted: '€29.75' } },
    });
    expect(onlyPlans.included!.plans!.every((plan) => plan.attributes.can_pause === false)).toBe(true);

    const onlyProducts = await getSubscription(
      DEMO_SUBSCRIPTIONS.graceStudioInstalments,
      '?include=products',
      tokens.grace,
    );
    expect(onlyProducts.included?.plans).toBeUndefined();
    expect(onlyProducts.included?.products).toHaveLength(3);
  });

  it('refuses any other include with 400 naming include', async () => {
    for (const include of [
      'offering',
      'products,offering',
      'plans,',
      '',
      'Products',
      'products plans',
      'pricing-options',
    ]) {
      const response = await svc.request(
        `/v2/subscriptions/subscriptions/${DEMO_SUBSCRIPTIONS.adaCoffeeActive}?include=${encodeURIComponent(include)}`,
        { token: tokens.admin },
      );
      expect(response.status, include).toBe(400);
      const error = await firstError(response);
      expect(error.meta).toMatchObject({ field: 'include', in: 'query parameter' });
      expect(error.detail).toBe(
        'query parameter include: must be a comma-separated list of: products, plans, pricing_options',
      );
    }
  });
});

describe('GET /v2/subscriptions/subscriptions', () => {
  const list = async (query: string, token = tokens.admin) => {
    const response = await svc.request(`/v2/subscriptions/subscriptions${query}`, { token });
    return {
      response,
      body: response.status === 200 ? subscriptionListResponse.parse(await response.json()) : undefined,
    };
  };

  it('pages newest first with totals', async () => {
    const { body } = await list('?page[limit]=4&page[offset]=4');
    expect(body?.data).toHaveLength(4);
    expect(body?.meta).toEqual({
      page: { limit: 4, offset: 4, current: 2, total: 3 },
      results: { total: 9 },
    });
    const all = (await list('')).body!.data.map((subscription) =>
      Date.parse(subscription.attributes.meta!.timestamps.created_at),
    );
    expect(all).toEqual([...all].sort((a, b) => b - a));
  });

  it('includes the products and plans of the listed offerings once each', async () => {
    const { body } = await list('?include=plans,products', tokens.grace);
    expect(body?.included?.plans?.map((plan) => plan.id)).toEqual([
      DEMO_PLANS.studioMonthly,
      DEMO_PLANS.studioInstalments,
      DEMO_PLANS.studioYearly,
    ]);
    expect(body?.included?.products).toHaveLength(3);
    expect(body?.included?.plans?.[0]?.attributes.meta?.display_price?.with_tax.currency).toBe('EUR');
  });

  it("includes the pricing options as the vendor's account page reads them: each subscription's by its pricing_option_id", async () => {
    const { body } = await list('?include=plans,pricing_options', tokens.ada);
    expect(body?.data.length).toBeGreaterThan(0);
    for (const subscription of body!.data) {
      const { plan_id: planId, pricing_option_id: optionId } = subscription.attributes;
      const plan = body!.included!.plans!.find((candidate) => candidate.id === planId)!;
      const option = body!.included!.pricing_options!.find((candidate) => candidate.id === optionId)!;
      expect(option.attributes.name).toBe(plan.attributes.name);
      expect(option.meta.prices?.[planId]?.display_price?.without_tax).toMatchObject({ currency: 'USD' });
      expect(option.meta.active_pricing_option).toBeUndefined();
    }
    const one = await getSubscription(
      DEMO_SUBSCRIPTIONS.adaCoffeeActive,
      '?include=pricing_options',
      tokens.ada,
    );
    expect(one.included?.plans).toBeUndefined();
    expect(
      one
        .included!.pricing_options!.filter((option) => option.meta.active_pricing_option)
        .map((option) => option.id),
    ).toEqual([DEMO_PLANS.coffeeMonthly]);
  });

  it('refuses a bad filter, include or page with 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['?filter=eq(status,active)', 'filter'],
      ['?filter=eq(account_id,not-a-uuid)', 'filter'],
      ['?filter=eq(account_id', 'filter'],
      ['?filter=in(account_id,a,b)', 'filter'],
      ['?include=offerings', 'include'],
      ['?page[limit]=0', 'page[limit]'],
      ['?page[limit]=101', 'page[limit]'],
      ['?page[limit]=ten', 'page[limit]'],
      ['?page[offset]=-1', 'page[offset]'],
      ['?page[offset]=10001', 'page[offset]'],
    ];
    for (const [query, field] of cases) {
      const { response } = await list(query);
      expect(response.status, query).toBe(400);
      const error = await firstError(response);
      expect(error.meta, query).toMatchObject({ field, in: 'query parameter' });
      expect(error.detail, query).toContain(field);
    }
  });
});
