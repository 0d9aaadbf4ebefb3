import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authorityCard, subscriptionResponse } from '@/lib/commerce/schemas/subscriptions';
import { firstError, type TestService } from '../testing/harness';
import { DEMO_PLANS, DEMO_SUBSCRIPTIONS } from '../demo/subscription-ids';
import { allTokens, resetDemoSubscriptions, startSeededService, type Tokens } from './test-support';

let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startSeededService();
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());
beforeEach(() => resetDemoSubscriptions(svc));

const ID = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
const put = (
  attributes: unknown,
  options: { id?: string; type?: string; path?: string; token?: string; query?: string } = {},
) =>
  svc.request(`${options.path ?? '/v2/subscriptions/subscriptions'}/${ID}${options.query ?? ''}`, {
    method: 'PUT',
    token: options.token ?? tokens.ada,
    json: { data: { id: options.id ?? ID, type: options.type ?? 'subscription', attributes } },
  });
const get = async () =>
  subscriptionResponse.parse(
    await (await svc.request(`/v2/subscriptions/subscriptions/${ID}`, { token: tokens.ada })).json(),
  ).data;

describe('PUT a subscription (spec 4.2)', () => {
  for (const path of ['/v2/subscriptions/subscriptions', '/subscriptions/subscriptions']) {
    it(`changes the plan to another of the offering's plans at ${path}`, async () => {
      const response = await put({ plan_id: DEMO_PLANS.coffeeQuarterly }, { path, query: '?include=plans' });
      expect(response.status).toBe(200);
      const body = subscriptionResponse.parse(await response.json());
      expect(body.data.attributes.plan_id).toBe(DEMO_PLANS.coffeeQuarterly);
      const active = body
        .included!.plans!.filter((plan) => plan.attributes.meta!.active_plan)
        .map((plan) => plan.id);
      expect(active).toEqual([DEMO_PLANS.coffeeQuarterly]);
      expect((await get()).attributes.plan_id).toBe(DEMO_PLANS.coffeeQuarterly);
    });
  }

  it('updates the card and keeps the rest of the payment authority', async () => {
    const before = await get();
    const response = await put({
      payment_authority: { type: 'elastic_path_payments_stripe', card_id: 'card_demo_ada_amex_0005' },
    });
    expect(response.status).toBe(200);
    const { data } = subscriptionResponse.parse(await response.json());
    expect(data.attributes.payment_authority).toEqual({
      type: 'elastic_path_payments_stripe',
      customer_id: 'cus_demo_ada',
      card_id: 'card_demo_ada_amex_0005',
    });
    expect(Date.parse(data.attributes.meta!.timestamps.updated_at)).toBeGreaterThan(
      Date.parse(before.attributes.meta!.timestamps.updated_at),
    );
    expect(data.attributes.plan_id).toBe(before.attributes.plan_id);
  });

  it("takes the vendor's pricing_option_id as the plan, and refuses a pricing option other than plan_id", async () => {
    const response = await put({ pricing_option_id: DEMO_PLANS.coffeeQuarterly });
    expect(response.status).toBe(200);
    const { data } = subscriptionResponse.parse(await response.json());
    expect(data.attributes).toMatchObject({
      plan_id: DEMO_PLANS.coffeeQuarterly,
      pricing_option_id: DEMO_PLANS.coffeeQuarterly,
    });
    const both = await put({ plan_id: DEMO_PLANS.coffeeMonthly, pricing_option_id: DEMO_PLANS.coffeeAnnual });
    expect(both.status).toBe(400);
    expect((await firstError(both)).meta).toMatchObject({ field: 'data.attributes.pricing_option_id' });
    const foreign = await put({ pricing_option_id: DEMO_PLANS.studioMonthly });
    expect(foreign.status).toBe(422);
    expect((await firstError(foreign)).meta).toMatchObject({ field: 'data.attributes.pricing_option_id' });
    expect((await get()).attributes.plan_id).toBe(DEMO_PLANS.coffeeQuarterly);
  });

  it("takes the gateway by the spec's name or the vendor's, and answers the one stored", async () => {
    const spec = await put({
      payment_authority: { type: 'vendor_payments_processor', card_id: 'card_demo_ada_amex_0005' },
    });
    expect(spec.status).toBe(200);
    expect(subscriptionResponse.parse(await spec.json()).data.attributes.payment_authority).toEqual({
      type: 'vendor_payments_processor',
      customer_id: 'cus_demo_ada',
      card_id: 'card_demo_ada_amex_0005',
    });
    const vendor = await put({
      payment_authority: { type: 'elastic_path_payments_stripe', card_id: 'card_demo_ada_visa_4242' },
    });
    expect(vendor.status).toBe(200);
    expect((await get()).attributes.payment_authority).toEqual({
      type: 'elastic_path_payments_stripe',
      customer_id: 'cus_demo_ada',
      card_id: 'card_demo_ada_visa_4242',
    });
  });

  it("takes the vendor's authorize_net authority, whose profiles name the account's own card and customer", async () => {
    const own = await put({
      payment_authority: {
        type: 'authorize_net',
        payment_profile_id: 'card_demo_ada_amex_0005',
        customer_profile_id: 'cus_demo_ada',
      },
    });
    expect(own.status).toBe(200);
    expect((await get()).attributes.payment_authority).toEqual({
      type: 'authorize_net',
      payment_profile_id: 'card_demo_ada_amex_0005',
      customer_profile_id: 'cus_demo_ada',
    });
    const foreign = await put({
      payment_authority: { type: 'authorize_net', payment_profile_id: 'card_demo_grace_mc_5454' },
    });
    expect(foreign.status).toBe(404);
    expect((await firstError(foreign)).meta).toMatchObject({
      field: 'data.attributes.payment_authority.payment_profile_id',
    });
    expect(authorityCard((await get()).attributes.payment_authority!).cardId).toBe('card_demo_ada_amex_0005');
  });

  it("takes card_id and customer_id of 3 and of 1024 characters, then looks them up among the account's", async () => {
    for (const length of [3, 1024]) {
      const response = await put({
        payment_authority: { type: 'elastic_path_payments_stripe', card_id: 'c'.repeat(length) },
      });
      expect(response.status, String(length)).toBe(404);
      expect((await firstError(response)).detail).toBe(`No payment card ${'c'.repeat(length)}`);
    }
  });

  describe("a payment authority names only the account's own payment methods (issue 24.1)", () => {
    const graceCard = 'card_demo_grace_mc_5454';
    const cases: [string, Record<string, string>, string, string][] = [
      ["another account's card", { card_id: graceCard }, 'card_id', `No payment card ${graceCard}`],
      [
        "another account's customer",
        { customer_id: 'cus_demo_grace' },
        'customer_id',
        'No payment customer cus_demo_grace',
      ],
      [
        "the own customer with another account's card",
        { customer_id: 'cus_demo_ada', card_id: graceCard },
        'card_id',
        `No payment card ${graceCard}`,
      ],
      ['an unknown card', { card_id: 'card_nobody_has' }, 'card_id', 'No payment card card_nobody_has'],
    ];
    for (const [name, fields, key, detail] of cases) {
      for (const who of ['ada', 'admin'] as const) {
        it(`refuses ${name} with 404 for ${who === 'ada' ? 'the owner' : 'an administrator'}, changing nothing`, async () => {
          const before = await get();
          const response = await put(
            {
              plan_id: DEMO_PLANS.coffeeQuarterly,
              payment_authority: { type: 'elastic_path_payments_stripe', ...fields },
            },
            { token: tokens[who] },
          );
          expect(response.status).toBe(404);
          expect(await firstError(response)).toMatchObject({
            status: '404',
            detail,
            meta: { field: `data.attributes.payment_authority.${key}` },
          });
          const after = await get();
          expect(after.attributes.payment_authority).toEqual(before.attributes.payment_authority);
          expect(after.attributes.plan_id).toBe(DEMO_PLANS.coffeeMonthly);
          expect(after.attributes.meta!.timestamps.updated_at).toBe(
            before.attributes.meta!.timestamps.updated_at,
          );
        });
      }
    }

    it("another account's card stays usable by its owner", async () => {
      const response = await svc.request(
        `/v2/subscriptions/subscriptions/${DEMO_SUBSCRIPTIONS.graceStudioActive}`,
        {
          method: 'PUT',
          token: tokens.grace,
          json: {
            data: {
              id: DEMO_SUBSCRIPTIONS.graceStudioActive,
              type: 'subscription',
              attributes: { payment_authority: { type: 'elastic_path_payments_stripe', card_id: graceCard } },
            },
          },
        },
      );
      expect(response.status).toBe(200);
    });
  });

  it('refuses a plan of another offering or an unknown plan with 422, changing nothing', async () => {
    for (const planId of [
      DEMO_PLANS.teaFortnightly,
      DEMO_PLANS.studioMonthly,
      '0b7c2f7e-4a3d-4b9e-9f00-000000000000',
    ]) {
      const response = await put({
        plan_id: planId,
        payment_authority: { type: 'elastic_path_payments_stripe', card_id: 'card_should_not_stick' },
      });
      expect(response.status, planId).toBe(422);
      const error = await firstError(response);
      expect(error.detail).toBe(
        `The plan ${planId} is not one of the plans of the subscription's offering "Trail Coffee Club"`,
      );
      expect(error.meta).toMatchObject({ field: 'data.attributes.plan_id' });
    }
    const after = await get();
    expect(after.attributes.plan_id).toBe(DEMO_PLANS.coffeeMonthly);
    expect(authorityCard(after.attributes.payment_authority!).cardId).toBe('card_demo_ada_visa_4242');
  });

  it('refuses to change a canceled subscription with 422', async () => {
    const response = await svc.request(
      `/v2/subscriptions/subscriptions/${DEMO_SUBSCRIPTIONS.adaCoffeeCanceled}`,
      {
        method: 'PUT',
        token: tokens.ada,
        json: {
          data: {
            id: DEMO_SUBSCRIPTIONS.adaCoffeeCanceled,
            type: 'subscription',
            attributes: { plan_id: DEMO_PLANS.coffeeMonthly },
          },
        },
      },
    );
    expect(response.status).toBe(422);
    expect((await firstError(response)).detail).toMatch(/canceled/);
  });

  it('refuses bodies that break the schema with 400 naming the field, changing nothing', async () => {
    const authority = (fields: Record<string, unknown>) => ({
      payment_authority: { type: 'elastic_path_payments_stripe', ...fields },
    });
    const cases: [() => Promise<Response>, string][] = [
      [() => put(authority({ card_id: 'ab' })), 'data.attributes.payment_authority.card_id'],
      [() => put(authority({ card_id: 'c'.repeat(1025) })), 'data.attributes.payment_authority.card_id'],
      [() => put(authority({ customer_id: 'ab' })), 'data.attributes.payment_authority.customer_id'],
      [
        () => put(authority({ customer_id: 'u'.repeat(1025) })),
        'data.attributes.payment_authority.customer_id',
      ],
      [() => put(authority({ card_id: 42 })), 'data.attributes.payment_authority.card_id'],
      [
        () => put({ payment_authority: { type: 'stripe', card_id: 'card_x' } }),
        'data.attributes.payment_authority.type',
      ],
      [() => put({ payment_authority: { card_id: 'card_x' } }), 'data.attributes.payment_authority.type'],
      [() => put({ plan_id: 'monthly' }), 'data.attributes.plan_id'],
      [() => put({ status: 'inactive' }), 'data.attributes'],
      [() => put({ plan_id: DEMO_PLANS.coffeeQuarterly }, { type: 'subscriptions' }), 'data.type'],
      [() => put({ plan_id: DEMO_PLANS.coffeeQuarterly }, { id: 'not-a-uuid' }), 'data.id'],
      [
        () => put({ plan_id: DEMO_PLANS.coffeeQuarterly }, { id: DEMO_SUBSCRIPTIONS.adaTeaPaused }),
        'data.id',
      ],
      [
        () =>
          svc.request(`/v2/subscriptions/subscriptions/${ID}`, {
            method: 'PUT',
            token: tokens.ada,
            json: { data: { id: ID, type: 'subscription' } },
          }),
        'data.attributes',
      ],
      [
        () =>
          svc.request(`/v2/subscriptions/subscriptions/${ID}`, {
            method: 'PUT',
            token: tokens.ada,
            json: { id: ID },
          }),
        'data',
      ],
      [
        () => svc.request(`/v2/subscriptions/subscriptions/${ID}`, { method: 'PUT', token: tokens.ada }),
        'data',
      ],
    ];
    for (const [send, field] of cases) {
      const response = await send();
      expect(response.status, field).toBe(400);
      const error = await firstError(response);
      expect(error.meta?.field, error.detail).toBe(field);
      expect(error.detail).toContain(field);
    }
    const after = await get();
    expect(after.attributes.plan_id).toBe(DEMO_PLANS.coffeeMonthly);
    expect(authorityCard(after.attributes.payment_authority!).cardId).toBe('card_demo_ada_visa_4242');
  });

  it('says which id mismatches', async () => {
    const response = await put({}, { id: DEMO_SUBSCRIPTIONS.adaTeaPaused });
    expect((await firstError(response)).detail).toBe(
      `data.id (${DEMO_SUBSCRIPTIONS.adaTeaPaused}) must be the id of the subscription in the path (${ID})`,
    );
  });
});
