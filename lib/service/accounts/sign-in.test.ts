import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokenResponse } from '@/lib/commerce/schemas/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/ids';
import { signInRequest, startSeededService } from '../testing/subscriptions';
import { firstError, type TestService } from '../testing/harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startSeededService();
});
afterAll(() => svc?.close());

const signIn = (json: unknown, init: RequestInit = {}) =>
  svc.request('/v2/account-members/tokens', { method: 'POST', json, ...init });

describe('POST /v2/account-members/tokens', () => {
  it('gives an account token for the right password, without any other token', async () => {
    const response = await signIn(signInRequest(DEMO_ACCOUNTS.ada.email, DEMO_PASSWORD));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = accountTokenResponse.parse(await response.json());
    expect(body.data).toHaveLength(1);
    const [token] = body.data;
    expect(token).toMatchObject({
      type: 'account_management_authentication_token',
      account_id: DEMO_ACCOUNTS.ada.id,
      account_name: DEMO_ACCOUNTS.ada.name,
    });
    const expires = Date.parse(token!.expires);
    expect(expires).toBeGreaterThan(Date.now() + 3500_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3600_000);

    // The token is a bearer token scoped to Ada's account: it lists her subscriptions only.
    const list = await svc.request('/v2/subscriptions/subscriptions', { token: token!.token });
    expect(list.status).toBe(200);
    const subscriptions = (await list.json()) as { data: { attributes: { account_id: string } }[] };
    expect(subscriptions.data.length).toBeGreaterThan(0);
    expect(new Set(subscriptions.data.map((subscription) => subscription.attributes.account_id))).toEqual(
      new Set([DEMO_ACCOUNTS.ada.id]),
    );
  });

  it('signs Grace into her own account', async () => {
    const response = await signIn(signInRequest(DEMO_ACCOUNTS.grace.email, DEMO_PASSWORD));
    expect(response.status).toBe(201);
    const body = accountTokenResponse.parse(await response.json());
    expect(body.data[0]).toMatchObject({
      account_id: DEMO_ACCOUNTS.grace.id,
      account_name: DEMO_ACCOUNTS.grace.name,
    });
  });

  it('takes the username without regard to case or surrounding space', async () => {
    const response = await signIn(signInRequest('  ADA@Example.COM ', DEMO_PASSWORD));
    expect(response.status).toBe(201);
  });

  it('refuses a wrong password and an unknown username with one and the same 401', async () => {
    const wrongPassword = await signIn(signInRequest(DEMO_ACCOUNTS.ada.email, 'storefront-demo!'));
    const unknownUser = await signIn(signInRequest('nobody@example.com', DEMO_PASSWORD));
    const otherPassword = await signIn(signInRequest(DEMO_ACCOUNTS.ada.email, DEMO_PASSWORD.toUpperCase()));
    for (const response of [wrongPassword, unknownUser, otherPassword]) expect(response.status).toBe(401);
    const errors = await Promise.all([wrongPassword, unknownUser, otherPassword].map(firstError));
    expect(errors[0]).toMatchObject({ status: '401', detail: 'The username or password is incorrect' });
    expect(errors[1]).toEqual(errors[0]);
    expect(errors[2]).toEqual(errors[0]);
  });

  it('refuses a body that breaks the schema with 400 naming the field', async () => {
    const good = signInRequest(DEMO_ACCOUNTS.ada.email, DEMO_PASSWORD).data;
    const cases: [unknown, string][] = [
      [{ data: { ...good, type: 'token' } }, 'data.type'],
      [{ data: { ...good, authentication_mechanism: 'oidc' } }, 'data.authentication_mechanism'],
      [{ data: { ...good, username: undefined } }, 'data.username'],
      [{ data: { ...good, username: '   ' } }, 'data.username'],
      [{ data: { ...good, password: '' } }, 'data.password'],
      [{ data: { ...good, password: 42 } }, 'data.password'],
      [{ data: { ...good, password: 'x'.repeat(1025) } }, 'data.password'],
      [{ username: good.username, password: good.password }, 'data'],
      [[], '(root)'],
    ];
    for (const [json, field] of cases) {
      const response = await signIn(json);
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      const error = await firstError(response);
      expect(error.meta?.field, JSON.stringify(json).slice(0, 80)).toBe(field);
      expect(error.detail).toContain(field);
    }
  });

  it('refuses a missing body with 400 and a form body with 415', async () => {
    const empty = await svc.request('/v2/account-members/tokens', { method: 'POST' });
    expect(empty.status).toBe(400);
    expect((await firstError(empty)).meta?.field).toBe('data');
    const form = await svc.request('/v2/account-members/tokens', {
      method: 'POST',
      body: new URLSearchParams({ username: DEMO_ACCOUNTS.ada.email, password: DEMO_PASSWORD }),
    });
    expect(form.status).toBe(415);
  });
});
