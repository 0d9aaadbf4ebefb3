import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  offeringListResponse,
  offeringPlanListResponse,
  offeringResponse,
  subscriptionInvoiceListResponse,
  subscriptionInvoiceResponse,
  subscriptionResponse,
  subscriptionStateListResponse,
  subscriptionStateOneResponse,
} from '@/lib/commerce/schemas/subscriptions';
import { DEMO_ACCOUNTS } from '../seed/demo-ids';
import { firstError, type TestService } from '../testing/harness';
import { DEMO_OFFERINGS, DEMO_PLANS, DEMO_SUBSCRIPTIONS, DEMO_SUBSCRIPTIONS_OF } from './demo-ids';
import { allTokens, resetDemoSubscriptions, startSeededService, type Tokens } from './test-support';

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
