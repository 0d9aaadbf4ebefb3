import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutApi,
  createSubscriptionState,
  getCartItems,
  getOffering,
  getSubscription,
  listOfferingPlanPricingOptions,
  listOfferingPricingOptions,
  listOfferings,
  listSubscriptionPricingOptions,
  listSubscriptions,
  manageCarts,
  paymentSetup,
  type OfferingPlan,
  type OfferingPricingOption,
} from '@epcc-sdk/sdks-shopper';
import { accountToken } from '../subscriptions/test-support';
import { DEMO_OFFERINGS, DEMO_PLANS, DEMO_SUBSCRIPTIONS } from '../demo/subscription-ids';
import type { TestService } from '../testing/harness';
import { ADA_ADDRESS, adminGateway, randomCartId, shopperClient, startSdkService } from './test-support';

interface SpecSubscription {
  data: { attributes: { canceled_at: string; meta: { timestamps: object } } };
}

/** Issue 14 point 2: subscriptions carry the vendor's top-level `data.meta`, through both SDKs. */
let svc: TestService;
let ada: string;
beforeAll(async () => {
  svc = await startSdkService();
  ada = await accountToken(svc, 'ada');
});
afterAll(() => svc?.close());

describe('subscription data.meta (point 2)', () => {
  it('carries owner, status, state flags and timestamps beside the spec’s attributes', async () => {
    const { data, response } = await getSubscription({
      client: shopperClient(svc, ada),
      path: { subscription_uuid: DEMO_SUBSCRIPTIONS.adaCoffeeCanceled },
    });
    expect(response.status).toBe(200);
    const subscription = data!.data!;
    expect(subscription.meta).toMatchObject({
      owner: 'store',
      status: 'inactive',
      canceled: true,
      paused: false,
      suspended: false,
    });
    // The spec's fields are where they were, and the two agree.
    expect(subscription.attributes).toMatchObject({ status: 'inactive' });
    const raw = await svc.request(`/v2/subscriptions/subscriptions/${DEMO_SUBSCRIPTIONS.adaCoffeeCanceled}`, {
      token: ada,
    });
    const { attributes } = ((await raw.json()) as SpecSubscription).data;
    expect(subscription.meta.timestamps).toMatchObject({
      ...attributes.meta.timestamps,
      canceled_at: attributes.canceled_at,
    });
  });

  it('follows a pause made through the SDK, in the list and through the gateway', async () => {
    const client = shopperClient(svc, ada);
    const paused = await createSubscriptionState({
      client,
      path: { subscription_uuid: DEMO_SUBSCRIPTIONS.adaCoffeeActive },
      body: { data: { type: 'subscription_state', attributes: { action: 'pause' } } },
    });
    expect(paused.response.status).toBe(204);
    const listed = await listSubscriptions({ client });
    const mine = listed.data!.data!.find((sub) => sub.id === DEMO_SUBSCRIPTIONS.adaCoffeeActive)!;
    expect(mine.meta).toMatchObject({ paused: true, canceled: false, status: 'inactive' });
    expect(mine.meta.timestamps.paused_at).toEqual(expect.any(String));

    const viaGateway = await adminGateway(svc).Subscriptions.Get(DEMO_SUBSCRIPTIONS.adaCoffeeActive);
    expect(viaGateway.data.meta).toMatchObject({ paused: true, status: 'inactive', owner: 'store' });
  });
});

/**
 * Issue 23: the vendor's subscriptions storefront (`examples/subscriptions`) reads offerings with
 * their plans and pricing options and adds one to a cart by plan and pricing option; its account
 * page lists the subscriptions with both included. The same reads, through the SDK.
 */
describe('pricing options as the subscriptions storefront reads them', () => {
  /** The storefront's offering-helpers: a plan's pricing options through its relationships. */
  const optionsOfPlan = (plan: OfferingPlan, options: readonly OfferingPricingOption[]) => {
    const related = (plan.relationships as { pricing_options?: { data: { id: string }[] } } | undefined)
      ?.pricing_options?.data;
    return options.filter((option) => related?.some((ref) => ref.id === option.id));
  };

  it('shows each plan of an offering with its price under its pricing option', async () => {
    const client = shopperClient(svc, await svc.token('implicit'));
    const { data, response } = await listOfferings({
      client,
      query: { include: ['plans', 'pricing_options', 'features'] },
    });
    expect(response.status).toBe(200);
    const plans = data!.included!.plans!;
    const options = data!.included!.pricing_options!;
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const [option, ...others] = optionsOfPlan(plan, options);
      expect(others).toEqual([]);
      expect(option!.meta.prices![plan.id!]!.display_price!.without_tax!.formatted).toMatch(/^\$\d/);
      // The plan holds its own terms here (spec 2.5): the pricing option repeats them.
      expect(option!.attributes.billing_interval_type).toBe(
        (plan.attributes as { billing_interval_type?: string }).billing_interval_type,
      );
    }
    const one = await getOffering({
      client,
      path: { offering_uuid: DEMO_OFFERINGS.coffee },
      query: { include: ['plans', 'pricing_options'] },
    });
    expect(
      one.data!.included!.pricing_options!.find((o) => o.id === DEMO_PLANS.coffeeQuarterly),
    ).toMatchObject({
      attributes: { name: 'Quarterly saver', billing_frequency: 3 },
    });

    const listed = await listOfferingPricingOptions({
      client,
      path: { offering_uuid: DEMO_OFFERINGS.coffee },
    });
    expect(listed.data!.data!.map((option) => option.id)).toContain(DEMO_PLANS.coffeeAnnual);
    const related = await listOfferingPlanPricingOptions({
      client,
      path: { offering_uuid: DEMO_OFFERINGS.coffee, plan_uuid: DEMO_PLANS.coffeeAnnual },
    });
    expect(related.data!.data!.map((ref) => ref.id)).toEqual([DEMO_PLANS.coffeeAnnual]);
  });

  it("lists an account's subscriptions with the plan and pricing option each one names", async () => {
    const client = shopperClient(svc, ada);
    const { data } = await listSubscriptions({ client, query: { include: ['plans', 'pricing_options'] } });
    expect(data!.data!.length).toBeGreaterThan(0);
    for (const subscription of data!.data!) {
      const planId = subscription.attributes.plan_id!;
      const plan = data!.included!.plans!.find((candidate) => candidate.id === planId);
      const option = data!.included!.pricing_options!.find(
        (candidate) => candidate.id === subscription.attributes.pricing_option_id,
      );
      expect(plan?.attributes.name).toEqual(expect.any(String));
      expect(option!.meta.prices![planId]!.display_price!.without_tax!.currency).toBe('USD');
    }
    const mine = await listSubscriptionPricingOptions({
      client,
      path: { subscription_uuid: DEMO_SUBSCRIPTIONS.adaTeaTrial },
    });
    expect(mine.data!.data!.filter((option) => option.meta.active_pricing_option)).toHaveLength(1);
  });
});

describe('buying a subscription through the shopper SDK (issue 23)', () => {
  it('adds the offering as the SDK types it, checks out, pays, and the account has the subscription', async () => {
    const client = shopperClient(svc, ada);
    const cartID = randomCartId();
    const added = await manageCarts({
      client,
      path: { cartID },
      body: {
        data: {
          type: 'subscription_item',
          id: DEMO_OFFERINGS.tea,
          quantity: 1,
          subscription_configuration: {
            plan: DEMO_PLANS.teaFourWeekly,
            pricing_option: DEMO_PLANS.teaFourWeekly,
          },
        },
      },
    });
    expect(added.response.status).toBe(201);
    const items = (await getCartItems({ client, path: { cartID } })).data!.data!;
    expect(items).toEqual([
      expect.objectContaining({ type: 'subscription_item', subscription_offering_id: DEMO_OFFERINGS.tea }),
    ]);

    const order = await checkoutApi({
      client,
      path: { cartID },
      body: {
        data: { customer: { name: 'Ada Lovelace', email: 'ada@example.com' }, billing_address: ADA_ADDRESS },
      },
    });
    expect(order.response.status).toBe(201);
    const before = (await listSubscriptions({ client })).data!.data!.length;
    const paid = await paymentSetup({
      client,
      path: { orderID: order.data!.data!.id! },
      // The vendor's manual payment, as its SDK types it (no card).
      body: { data: { gateway: 'manual', method: 'purchase' } },
    });
    expect(paid.response.status).toBe(200);
    const after = (await listSubscriptions({ client })).data!.data!;
    expect(after).toHaveLength(before + 1);
    expect(after[0]!.attributes).toMatchObject({
      plan_id: DEMO_PLANS.teaFourWeekly,
      pricing_option_id: DEMO_PLANS.teaFourWeekly,
      payment_authority: { type: 'elastic_path_payments_stripe' },
    });
  });
});
