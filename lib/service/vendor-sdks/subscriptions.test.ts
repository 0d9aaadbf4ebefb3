import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriptionState, getSubscription, listSubscriptions } from '@epcc-sdk/sdks-shopper';
import { accountToken } from '../subscriptions/test-support';
import { DEMO_SUBSCRIPTIONS } from '../subscriptions/demo-ids';
import type { TestService } from '../testing/harness';
import { adminGateway, shopperClient, startSdkService } from './test-support';

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
