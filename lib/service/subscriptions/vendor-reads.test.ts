import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  offeringListResponse,
  offeringPlanListResponse,
  offeringPricingOptionListResponse,
  offeringResponse,
  relationshipListResponse,
  subscriptionInvoiceListResponse,
  subscriptionInvoiceResponse,
  subscriptionResponse,
  subscriptionStateListResponse,
  subscriptionStateOneResponse,
} from '@/lib/commerce/schemas/subscriptions';
import { DEMO_ACCOUNTS } from '../demo/ids';
import { firstError, type TestService } from '../testing/harness';
import {
  DEMO_OFFERINGS,
  DEMO_PLANS,
  DEMO_SUBSCRIPTIONS,
  DEMO_SUBSCRIPTIONS_OF,
} from '../demo/subscription-ids';
import { allTokens, resetDemoSubscriptions, startSeededService, type Tokens } from '../testing/subscriptions';

let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startSeededService();
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());
beforeEach(() => resetDemoSubscriptions(svc));

const UNKNOWN = '0b7c2f7e-4a3d-4b9e-9f00-000000000000';
const BASE = '/v2/subscriptions';

async function read<T>(path: string, schema: { parse: (body: unknown) => T }, token: string): Promise<T> {
  const response = await svc.request(path, { token });
  expect(response.status, path).toBe(200);
  return schema.parse(await response.json());
}

async function expectNotFound(path: string, token: string) {
  const response = await svc.request(path, { token });
  expect(response.status, path).toBe(404);
  expect((await firstError(response)).status).toBe('404');
}

describe('offerings, as the vendor serves them to a shop', () => {
  it('lists the offerings to any token, with their plans on request, paged', async () => {
    for (const token of [tokens.implicit, tokens.ada, tokens.admin]) {
      const body = await read(`${BASE}/offerings?include=plans`, offeringListResponse, token);
      expect(body.data.map((offering) => offering.id).sort()).toEqual(Object.values(DEMO_OFFERINGS).sort());
      expect(body.meta?.results.total).toBe(3);
      const coffee = body.data.find((offering) => offering.id === DEMO_OFFERINGS.coffee)!;
      expect(coffee.meta).toMatchObject({
        owner: 'store',
        external_plan_refs: ['coffee-espresso-1kg', 'coffee-filter-500g', 'coffee-dripper'],
      });
      expect(body.included?.plans?.map((plan) => plan.id)).toEqual(
        expect.arrayContaining(Object.values(DEMO_PLANS)),
      );
    }
    const paged = await read(
      `${BASE}/offerings?page[limit]=1&page[offset]=1`,
      offeringListResponse,
      tokens.implicit,
    );
    expect(paged.data).toHaveLength(1);
    expect(paged.included).toBeUndefined();
    expect(paged.meta?.page).toMatchObject({ limit: 1, offset: 1, current: 2, total: 3 });
  });

  it('answers one offering and its plans, priced in the currency asked for', async () => {
    const one = await read(`${BASE}/offerings/${DEMO_OFFERINGS.studio}`, offeringResponse, tokens.implicit);
    expect(one.data.attributes.name).toBe('Trailhead Membership');
    const response = await svc.request(`${BASE}/offerings/${DEMO_OFFERINGS.studio}/plans`, {
      token: tokens.implicit,
      headers: { 'X-Moltin-Currency': 'EUR' },
    });
    expect(response.status).toBe(200);
    const plans = offeringPlanListResponse.parse(await response.json()).data;
    expect(plans.map((plan) => plan.id)).toEqual([
      DEMO_PLANS.studioMonthly,
      DEMO_PLANS.studioInstalments,
      DEMO_PLANS.studioYearly,
    ]);
    expect(plans[0]!.meta?.display_price?.with_tax.formatted).toMatch(/€/);
    expect(plans[0]!.attributes.feature_configurations).toEqual({});
    await expectNotFound(`${BASE}/offerings/${UNKNOWN}`, tokens.implicit);
    await expectNotFound(`${BASE}/offerings/${UNKNOWN}/plans`, tokens.implicit);
    const malformed = await svc.request(`${BASE}/offerings/not-a-uuid`, { token: tokens.implicit });
    expect(malformed.status).toBe(400);
    const badInclude = await svc.request(`${BASE}/offerings?include=prices`, { token: tokens.implicit });
    expect(badInclude.status).toBe(400);
    expect((await svc.request(`${BASE}/offerings`)).status).toBe(401);
  });
});

describe('pricing options: the billing terms a plan is sold with', () => {
  const coffeePlans = [DEMO_PLANS.coffeeMonthly, DEMO_PLANS.coffeeQuarterly, DEMO_PLANS.coffeeAnnual];

  it('includes the pricing options of an offering, tied to its plans, each plan priced under them', async () => {
    const response = await svc.request(
      `${BASE}/offerings/${DEMO_OFFERINGS.coffee}?include=plans,pricing_options,features`,
      { token: tokens.implicit, headers: { 'X-Moltin-Currency': 'EUR' } },
    );
    expect(response.status).toBe(200);
    const body = offeringResponse.parse(await response.json());
    const ids = (relationship: unknown) =>
      (relationship as { data: { id: string }[] }).data.map((related) => related.id);
    expect(ids(body.data.relationships?.pricing_options)).toEqual(coffeePlans);
    expect(ids(body.data.relationships?.plans)).toEqual(coffeePlans);
    const options = body.included!.pricing_options!;
    expect(options.map((option) => option.id)).toEqual(coffeePlans);
    expect(body.included?.features).toEqual([]);
    // As the vendor's subscriptions storefront reads them: a plan's pricing options through its
    // relationships, the plan's price under each from the option's meta.prices.
    for (const plan of body.included!.plans!) {
      const optionIds = ids(plan.relationships?.pricing_options);
      expect(optionIds).toEqual([plan.id]);
      const option = options.find((candidate) => candidate.id === optionIds[0])!;
      expect(option.type).toBe('subscription_offering_pricing_option');
      expect(option.attributes).toMatchObject({
        name: plan.attributes.name,
        billing_interval_type: plan.attributes.billing_interval_type,
        billing_frequency: plan.attributes.billing_frequency,
        can_cancel: plan.attributes.can_cancel,
      });
      expect(ids(option.relationships?.plans)).toEqual([plan.id]);
      expect(option.meta.prices?.[plan.id!]?.display_price).toEqual(plan.meta?.display_price);
      expect(plan.meta?.prices?.[option.id]?.price).toEqual(plan.meta?.price);
    }
    const monthly = options.find((option) => option.id === DEMO_PLANS.coffeeMonthly)!;
    // Espresso beans and filter roast, monthly: 22 € + 14 €; the one-off dripper is not billed.
    expect(monthly.meta.prices?.[DEMO_PLANS.coffeeMonthly]?.display_price?.without_tax).toMatchObject({
      amount: 3600,
      currency: 'EUR',
    });
    const quarterly = options.find((option) => option.id === DEMO_PLANS.coffeeQuarterly)!;
    expect(quarterly.attributes).toMatchObject({ billing_frequency: 3, base_price_percentage: 10 });
    expect(quarterly.meta.display_price?.without_tax.amount).toBe(9720);

    const listed = await read(
      `${BASE}/offerings?include=pricing_options`,
      offeringListResponse,
      tokens.implicit,
    );
    expect(listed.included?.plans).toBeUndefined();
    expect(listed.included?.pricing_options?.map((option) => option.id)).toEqual(
      expect.arrayContaining(Object.values(DEMO_PLANS)),
    );
  });

  it("lists an offering's pricing options, paged, and a plan's pricing option relationships", async () => {
    const all = await read(
      `${BASE}/offerings/${DEMO_OFFERINGS.coffee}/pricing-options`,
      offeringPricingOptionListResponse,
      tokens.implicit,
    );
    expect(all.data.map((option) => option.id)).toEqual(coffeePlans);
    expect(all.data[0]!.meta.display_price?.without_tax.currency).toBe('USD');
    const second = await read(
      `${BASE}/offerings/${DEMO_OFFERINGS.coffee}/pricing-options?page[limit]=1&page[offset]=1`,
      offeringPricingOptionListResponse,
      tokens.ada,
    );
    expect(second.data.map((option) => option.id)).toEqual([DEMO_PLANS.coffeeQuarterly]);
    expect(second.meta?.results.total).toBe(3);

    const related = await read(
      `${BASE}/offerings/${DEMO_OFFERINGS.coffee}/plans/${DEMO_PLANS.coffeeAnnual}/relationships/pricing_options`,
      relationshipListResponse,
      tokens.implicit,
    );
    expect(related.data).toEqual([
      { type: 'subscription_offering_pricing_option', id: DEMO_PLANS.coffeeAnnual },
    ]);
  });

  it("lists an offering's features, of which none are kept: an empty page; an unknown offering 404", async () => {
    const response = await svc.request(`${BASE}/offerings/${DEMO_OFFERINGS.coffee}/features`, {
      token: tokens.implicit,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: [],
      meta: { page: { limit: 25, offset: 0, current: 1, total: 0 }, results: { total: 0 } },
    });
    await expectNotFound(`${BASE}/offerings/${UNKNOWN}/features`, tokens.implicit);
    const malformed = await svc.request(`${BASE}/offerings/not-a-uuid/features`, { token: tokens.implicit });
    expect(malformed.status).toBe(400);
  });

  it('refuses bad input with the error envelope: unknown ids 404, malformed ones and bad paging 400', async () => {
    await expectNotFound(`${BASE}/offerings/${UNKNOWN}/pricing-options`, tokens.implicit);
    // A plan of another offering is not one of this offering's.
    await expectNotFound(
      `${BASE}/offerings/${DEMO_OFFERINGS.coffee}/plans/${DEMO_PLANS.studioMonthly}/relationships/pricing_options`,
      tokens.implicit,
    );
    await expectNotFound(
      `${BASE}/offerings/${UNKNOWN}/plans/${DEMO_PLANS.coffeeMonthly}/relationships/pricing_options`,
      tokens.implicit,
    );
    for (const path of [
      `${BASE}/offerings/not-a-uuid/pricing-options`,
      `${BASE}/offerings/${DEMO_OFFERINGS.coffee}/plans/not-a-uuid/relationships/pricing_options`,
      `${BASE}/offerings/${DEMO_OFFERINGS.coffee}/pricing-options?page[limit]=0`,
      `${BASE}/offerings/${DEMO_OFFERINGS.coffee}/pricing-options?page[offset]=-1`,
      `${BASE}/offerings?include=pricing_option`,
      `${BASE}/offerings/${DEMO_OFFERINGS.coffee}?include=plans,prices`,
    ]) {
      const response = await svc.request(path, { token: tokens.implicit });
      expect(response.status, path).toBe(400);
      expect((await firstError(response)).status, path).toBe('400');
    }
    expect((await svc.request(`${BASE}/offerings/${DEMO_OFFERINGS.coffee}/pricing-options`)).status).toBe(
      401,
    );
  });

  it("marks a subscription's active pricing option, the one its pricing_option_id names", async () => {
    const id = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
    const options = (
      await read(
        `${BASE}/subscriptions/${id}/pricing-options`,
        offeringPricingOptionListResponse.omit({ meta: true }),
        tokens.ada,
      )
    ).data;
    const subscription = (await read(`${BASE}/subscriptions/${id}`, subscriptionResponse, tokens.ada)).data;
    expect(options.filter((option) => option.meta.active_pricing_option).map((option) => option.id)).toEqual([
      subscription.attributes.pricing_option_id,
    ]);
    expect(options.map((option) => option.id)).toEqual(coffeePlans);
    await expectNotFound(`${BASE}/subscriptions/${id}/pricing-options`, tokens.grace);
    expect(
      (await svc.request(`${BASE}/subscriptions/${id}/pricing-options`, { token: tokens.implicit })).status,
    ).toBe(403);
    const malformed = await svc.request(`${BASE}/subscriptions/nope/pricing-options`, { token: tokens.ada });
    expect(malformed.status).toBe(400);
  });
});

describe("a subscription's plans and states", () => {
  const id = DEMO_SUBSCRIPTIONS.adaCoffeeActive;

  it('lists the plans of its offering with the active one marked; another account gets 404', async () => {
    const plans = (await read(`${BASE}/subscriptions/${id}/plans`, offeringPlanListResponse, tokens.ada))
      .data;
    expect(plans.filter((plan) => plan.meta?.active_plan).map((plan) => plan.id)).toEqual([
      DEMO_PLANS.coffeeMonthly,
    ]);
    await expectNotFound(`${BASE}/subscriptions/${id}/plans`, tokens.grace);
    expect((await svc.request(`${BASE}/subscriptions/${id}/plans`, { token: tokens.implicit })).status).toBe(
      403,
    );
  });

  it('answers one state of its history; a state of another subscription, or another account, is 404', async () => {
    const history = (
      await read(`${BASE}/subscriptions/${id}/states`, subscriptionStateListResponse, tokens.ada)
    ).data;
    const first = history[0]!;
    const one = await read(
      `${BASE}/subscriptions/${id}/states/${first.id}`,
      subscriptionStateOneResponse,
      tokens.ada,
    );
    expect(one.data).toEqual(first);
    await expectNotFound(`${BASE}/subscriptions/${id}/states/${first.id}`, tokens.grace);
    await expectNotFound(
      `${BASE}/subscriptions/${DEMO_SUBSCRIPTIONS.adaTeaPaused}/states/${first.id}`,
      tokens.ada,
    );
    await expectNotFound(`${BASE}/subscriptions/${id}/states/${UNKNOWN}`, tokens.admin);
  });
});

describe('invoices of the periods already billed', () => {
  const invoicesOf = async (id: string, token = tokens.ada) =>
    (await read(`${BASE}/subscriptions/${id}/invoices`, subscriptionInvoiceListResponse, token)).data;
  const subscription = async (id: string) =>
    (await read(`${BASE}/subscriptions/${id}`, subscriptionResponse, tokens.admin)).data;

  it('bills an active subscription up to now: paid, numbered, in its currency, the last period ending at the next bill', async () => {
    const id = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
    const invoices = await invoicesOf(id);
    expect(invoices.length).toBeGreaterThanOrEqual(2);
    expect(invoices.map((invoice) => invoice.attributes.number)).toEqual(
      invoices.map((_, index) => index + 1),
    );
    for (const invoice of invoices) {
      expect(Date.parse(invoice.attributes.billing_period.start)).toBeLessThanOrEqual(Date.now());
      expect(invoice.attributes).toMatchObject({ outstanding: false, tax_required: false });
      expect(invoice.meta).toMatchObject({
        subscription_id: id,
        subscriber_id: DEMO_ACCOUNTS.ada.id,
        price: { currency: 'USD', amount: 3900 },
      });
    }
    expect(invoices.at(-1)!.attributes.billing_period.end).toBe((await subscription(id)).meta!.invoice_after);
    // The same ids on every read, and each readable on its own.
    expect((await invoicesOf(id)).map((invoice) => invoice.id)).toEqual(
      invoices.map((invoice) => invoice.id),
    );
    const one = await read(
      `${BASE}/subscriptions/${id}/invoices/${invoices[0]!.id}`,
      subscriptionInvoiceResponse,
      tokens.ada,
    );
    expect(one.data).toEqual(invoices[0]);
    const storeOne = await read(
      `${BASE}/invoices/${invoices[1]!.id}`,
      subscriptionInvoiceResponse,
      tokens.ada,
    );
    expect(storeOne.data).toEqual(invoices[1]);
  });

  it('bills nothing in a trial, nothing after a pause or a cancellation', async () => {
    expect(await invoicesOf(DEMO_SUBSCRIPTIONS.adaTeaTrial)).toEqual([]);
    for (const [id, stop] of [
      [DEMO_SUBSCRIPTIONS.adaTeaPaused, 'paused_at'],
      [DEMO_SUBSCRIPTIONS.adaCoffeeCanceled, 'canceled_at'],
    ] as const) {
      const invoices = await invoicesOf(id);
      expect(invoices.length, id).toBeGreaterThan(0);
      const at = Date.parse((await subscription(id)).attributes[stop]!);
      for (const invoice of invoices)
        expect(Date.parse(invoice.attributes.billing_period.start)).toBeLessThanOrEqual(at);
    }
  });

  it("keeps each account to its own invoices; an administrator reads the store's", async () => {
    const id = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
    const [adaInvoice] = await invoicesOf(id);
    await expectNotFound(`${BASE}/subscriptions/${id}/invoices`, tokens.grace);
    await expectNotFound(`${BASE}/subscriptions/${id}/invoices/${adaInvoice!.id}`, tokens.grace);
    await expectNotFound(`${BASE}/invoices/${adaInvoice!.id}`, tokens.grace);
    await expectNotFound(`${BASE}/invoices/${UNKNOWN}`, tokens.admin);
    await expectNotFound(
      `${BASE}/subscriptions/${DEMO_SUBSCRIPTIONS.adaTeaPaused}/invoices/${adaInvoice!.id}`,
      tokens.ada,
    );

    const subscribers = async (token: string) =>
      new Set(
        (await read(`${BASE}/invoices`, subscriptionInvoiceListResponse, token)).data.map(
          (invoice) => invoice.meta.subscription_id,
        ),
      );
    const adas = await subscribers(tokens.ada);
    expect(
      [...adas].every((subscriptionId) =>
        (DEMO_SUBSCRIPTIONS_OF.ada as readonly string[]).includes(subscriptionId!),
      ),
    ).toBe(true);
    const graces = await subscribers(tokens.grace);
    expect(
      [...graces].every((subscriptionId) =>
        (DEMO_SUBSCRIPTIONS_OF.grace as readonly string[]).includes(subscriptionId!),
      ),
    ).toBe(true);
    const all = await subscribers(tokens.admin);
    expect(all).toEqual(new Set([...adas, ...graces]));
    expect((await svc.request(`${BASE}/invoices`, { token: tokens.implicit })).status).toBe(403);
    const paged = await read(`${BASE}/invoices?page[limit]=2`, subscriptionInvoiceListResponse, tokens.admin);
    expect(paged.data).toHaveLength(2);
  });
});
