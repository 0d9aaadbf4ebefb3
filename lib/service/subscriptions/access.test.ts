import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demo/ids';
import { firstError, type TestService } from '../testing/harness';
import { DEMO_PLANS, DEMO_SUBSCRIPTIONS, DEMO_SUBSCRIPTIONS_OF } from '../demo/subscription-ids';
import { allTokens, resetDemoSubscriptions, startSeededService, type Tokens } from './test-support';

let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startSeededService();
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());
beforeEach(() => resetDemoSubscriptions(svc));

const ADA_SUBSCRIPTION = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
const UNKNOWN = '0b7c2f7e-4a3d-4b9e-9f00-000000000000';

/** Every path that addresses one subscription, with a request that succeeds for its owner. */
const onePaths = (id: string) => [
  { name: 'GET one', path: `/v2/subscriptions/subscriptions/${id}`, method: 'GET', ok: 200 },
  { name: 'GET states', path: `/v2/subscriptions/subscriptions/${id}/states`, method: 'GET', ok: 200 },
  {
    name: 'PUT /v2',
    path: `/v2/subscriptions/subscriptions/${id}`,
    method: 'PUT',
    json: { data: { id, type: 'subscription', attributes: { plan_id: DEMO_PLANS.coffeeQuarterly } } },
    ok: 200,
  },
  {
    name: 'PUT as the spec writes it',
    path: `/subscriptions/subscriptions/${id}`,
    method: 'PUT',
    json: {
      data: {
        id,
        type: 'subscription',
        attributes: {
          payment_authority: { type: 'elastic_path_payments_stripe', card_id: 'card_demo_ada_amex_0005' },
        },
      },
    },
    ok: 200,
  },
  {
    name: 'POST states',
    path: `/v2/subscriptions/subscriptions/${id}/states`,
    method: 'POST',
    json: { data: { type: 'subscription_state', attributes: { action: 'pause' } } },
    ok: 204,
  },
];

const send = (request: { path: string; method: string; json?: unknown }, token?: string) =>
  svc.request(request.path, { method: request.method, json: request.json, token });

describe('who may reach a subscription', () => {
  for (const request of [
    ...onePaths(ADA_SUBSCRIPTION),
    { name: 'GET list', path: '/v2/subscriptions/subscriptions', method: 'GET', ok: 200 },
  ]) {
    it(`${request.name}: 401 without a token, 403 with an implicit token`, async () => {
      const anonymous = await send(request);
      expect(anonymous.status).toBe(401);
      expect((await firstError(anonymous)).status).toBe('401');
      const implicit = await send(request, tokens.implicit);
      expect(implicit.status).toBe(403);
      expect((await firstError(implicit)).detail).toMatch(/account member token or a client-credentials/);
    });
  }

  for (const request of onePaths(ADA_SUBSCRIPTION)) {
    it(`${request.name}: the owner and an administrator succeed, another account gets 404`, async () => {
      const other = await send(request, tokens.grace);
      expect(other.status).toBe(404);
      expect(await firstError(other)).toMatchObject({
        status: '404',
        detail: `No subscription with id ${ADA_SUBSCRIPTION}`,
      });

      expect((await send(request, tokens.ada)).status).toBe(request.ok);
      await resetDemoSubscriptions(svc);
      expect((await send(request, tokens.admin)).status).toBe(request.ok);
    });
  }

  for (const request of onePaths(UNKNOWN)) {
    it(`${request.name}: an unknown id is 404 for the same message as another account's`, async () => {
      for (const token of [tokens.ada, tokens.admin]) {
        const response = await send(request, token);
        expect(response.status).toBe(404);
        expect((await firstError(response)).detail).toBe(`No subscription with id ${UNKNOWN}`);
      }
    });
  }

  for (const request of onePaths('not-a-uuid')) {
    it(`${request.name}: a malformed id is 400 naming the path parameter`, async () => {
      const response = await send(request, tokens.ada);
      expect(response.status).toBe(400);
      const error = await firstError(response);
      expect(error.meta).toMatchObject({ field: 'subscription_uuid', in: 'path parameter' });
      expect(error.detail).toBe('path parameter subscription_uuid: must be a UUID');
    });
  }

  it('lists only the subscriptions of the account token, and all of them for an administrator', async () => {
    const ids = async (token: string, query = '') => {
      const response = await svc.request(`/v2/subscriptions/subscriptions${query}`, { token });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { id: string }[] }).data
        .map((subscription) => subscription.id)
        .sort();
    };
    expect(await ids(tokens.ada)).toEqual([...DEMO_SUBSCRIPTIONS_OF.ada].sort());
    expect(await ids(tokens.grace)).toEqual([...DEMO_SUBSCRIPTIONS_OF.grace].sort());
    expect(await ids(tokens.admin)).toEqual(
      [...DEMO_SUBSCRIPTIONS_OF.ada, ...DEMO_SUBSCRIPTIONS_OF.grace].sort(),
    );
    expect(await ids(tokens.admin, `?filter=eq(account_id,${DEMO_ACCOUNTS.grace.id})`)).toEqual(
      [...DEMO_SUBSCRIPTIONS_OF.grace].sort(),
    );
    // An account's filter narrows its own list; it never widens it to another account.
    expect(await ids(tokens.ada, `?filter=eq(account_id,${DEMO_ACCOUNTS.grace.id})`)).toEqual([]);
    expect(await ids(tokens.ada, `?filter=eq(account_id,${DEMO_ACCOUNTS.ada.id})`)).toEqual(
      [...DEMO_SUBSCRIPTIONS_OF.ada].sort(),
    );
  });
});
