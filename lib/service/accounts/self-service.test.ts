import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountTokenResponse } from '@/lib/commerce/schemas/auth';
import { rowsOf } from '../storage/database';
import { listenToServiceEvents, type ServiceEvent } from '../events/events';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/ids';
import { signInRequest, startSeededService } from '../testing/subscriptions';
import { firstError, type TestService } from '../testing/harness';
import { AUTHENTICATION } from './settings-routes';

let svc: TestService;
let implicit: string;
let admin: string;
const events: { event: ServiceEvent; language?: string }[] = [];
let stopListening: () => void;
beforeAll(async () => {
  svc = await startSeededService();
  implicit = await svc.token('implicit');
  admin = await svc.token('admin');
  stopListening = listenToServiceEvents('test', (event, context) => {
    events.push({ event, language: context.language });
  });
});
afterAll(async () => {
  stopListening?.();
  await svc?.close();
});
beforeEach(() => {
  events.length = 0;
});

const REALM = `/v2/authentication-realms/${AUTHENTICATION.realm}`;
let unique = 0;
const newEmail = () => `joiner-${Date.now()}-${(unique += 1)}@example.com`;

const tokens = (json: unknown) => svc.request('/v2/account-members/tokens', { method: 'POST', json });
const signUp = (email: string, fields: Record<string, unknown> = {}) =>
  tokens({
    data: {
      type: 'account_management_authentication_token',
      authentication_mechanism: 'self_signup',
      password_profile_id: AUTHENTICATION.passwordProfile,
      username: email,
      email,
      name: 'Léa Martin',
      password: 'long enough',
      ...fields,
    },
  });
const passwordless = (username: string, token: string) =>
  tokens({
    data: {
      type: 'account_management_authentication_token',
      authentication_mechanism: 'passwordless',
      password_profile_id: AUTHENTICATION.passwordProfile,
      username,
      one_time_password_token: token,
    },
  });
const askForToken = (username: string, headers: Record<string, string> = {}) =>
  svc.request(
    `${REALM}/password-profiles/${AUTHENTICATION.passwordProfile}/one-time-password-token-request`,
    {
      method: 'POST',
      token: implicit,
      headers,
      json: { data: { type: 'one_time_password_token_request', username, purpose: 'reset_password' } },
    },
  );
const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await svc.service.storage.db.execute(query))[0]!.n);

describe('self sign-up', () => {
  it('is what the settings say: self sign-up, an account per member, self-management, one-time tokens', async () => {
    const settings = await svc.request('/v2/settings/account-authentication', { token: implicit });
    expect((await settings.json()).data).toMatchObject({
      enable_self_signup: true,
      auto_create_account_for_account_members: true,
      account_member_self_management: 'update_only',
    });
    const profiles = await svc.request(`${REALM}/password-profiles`, { token: implicit });
    expect((await profiles.json()).data[0]).toMatchObject({
      id: AUTHENTICATION.passwordProfile,
      enable_one_time_password_token: true,
    });
  });

  it('lists no OpenID Connect profiles, where the vendor documents them and where its storefront asks', async () => {
    for (const path of [
      `${REALM}/openid-connect-profiles`,
      `${REALM}/oidc-profiles`,
      `${REALM}/oidc-profiles/`,
    ]) {
      const profiles = await svc.request(path, { token: implicit });
      expect(profiles.status, path).toBe(200);
      const body = await profiles.json();
      expect(body.data).toEqual([]);
      expect(body.links.self).toMatch(new RegExp(`${path.replace(/\/$/, '')}$`));
    }
    for (const profiles of ['openid-connect-profiles', 'oidc-profiles']) {
      const unknown = await svc.request(`/v2/authentication-realms/nope/${profiles}`, { token: implicit });
      expect(unknown.status).toBe(404);
    }
  });

  it('reads the realm the settings link to; another realm is 404', async () => {
    const settings = await svc.request('/v2/settings/account-authentication', { token: implicit });
    const link = (await settings.json()).data.relationships.authentication_realm.data.links.self as string;
    expect(link).toMatch(new RegExp(`${REALM}$`));
    const realm = await svc.request(REALM, { token: implicit });
    expect(realm.status).toBe(200);
    expect((await realm.json()).data).toMatchObject({
      id: AUTHENTICATION.realm,
      type: 'authentication_realm',
      name: expect.any(String),
    });
    expect((await svc.request('/v2/authentication-realms/nope', { token: implicit })).status).toBe(404);
  });

  it('creates the member, their account and the membership, and signs them in (201)', async () => {
    const email = newEmail();
    const response = await signUp(email.toUpperCase());
    expect(response.status).toBe(201);
    const body = accountTokenResponse.parse(await response.json());
    const [token] = body.data;
    expect(token).toMatchObject({ account_name: 'Léa Martin' });
    const account = await svc.request(`/v2/accounts/${token!.account_id}`, { token: token!.token });
    expect(account.status).toBe(200);
    expect((await account.json()).data).toMatchObject({ name: 'Léa Martin', legal_name: 'Léa Martin' });
    const member = await svc.request(`/v2/account-members/${body.meta!.account_member_id}`, {
      token: token!.token,
    });
    expect((await member.json()).data).toMatchObject({ name: 'Léa Martin', email });
    // The password works from now on, whatever the case of the email.
    expect((await tokens(signInRequest(email, 'long enough'))).status).toBe(201);
  });

  it('refuses an email that already has a member, without making a second account', async () => {
    const accountsBefore = await count(sql`SELECT count(*)::int AS n FROM accounts`);
    const response = await signUp(DEMO_ACCOUNTS.ada.email.toUpperCase());
    expect(response.status).toBe(409);
    expect((await firstError(response)).detail).toBe(
      'An account member with this email address already exists',
    );
    expect(await count(sql`SELECT count(*)::int AS n FROM accounts`)).toBe(accountsBefore);
    expect((await tokens(signInRequest(DEMO_ACCOUNTS.ada.email, DEMO_PASSWORD))).status).toBe(201);
  });

  it('lets only one of two sign-ups with the same email through, and makes one account', async () => {
    const email = newEmail();
    const accountsBefore = await count(sql`SELECT count(*)::int AS n FROM accounts`);
    const statuses = (await Promise.all([signUp(email), signUp(email)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await count(sql`SELECT count(*)::int AS n FROM accounts`)).toBe(accountsBefore + 1);
  });

  it('refuses bad fields with 400 naming them, and creates nothing', async () => {
    const accountsBefore = await count(sql`SELECT count(*)::int AS n FROM accounts`);
    const email = newEmail();
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'seven77' }, 'data.password'],
      [{ name: '   ' }, 'data.name'],
      [{ email: 'not-an-email', username: 'not-an-email' }, 'data.username'],
      [{ username: 'other@example.com' }, 'data.username'],
      [{ password_profile_id: undefined }, 'data.password_profile_id'],
      [{ password_profile_id: AUTHENTICATION.realm }, 'data.password_profile_id'],
    ];
    for (const [fields, field] of cases) {
      const response = await signUp(email, fields);
      expect(response.status, field).toBe(400);
      expect((await firstError(response)).meta?.field, JSON.stringify(fields)).toBe(field);
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM accounts`)).toBe(accountsBefore);
  });

  it('holds refused sign-ups for one email to the sign-in limit', async () => {
    const email = 'grace@example.com';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signUp(email)).status).toBe(409);
    const limited = await signUp(email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Shared with the sign-in: that username is held too.
    expect((await tokens(signInRequest(email, DEMO_PASSWORD))).status).toBe(429);
  });
});

describe('one-time password tokens and the passwordless sign-in', () => {
  let email: string;
  beforeAll(async () => {
    email = newEmail();
    expect((await signUp(email)).status).toBe(201);
  });

  const tokenOf = (found: { event: ServiceEvent }[]) => found.at(-1)!.event.payload.one_time_password_token;

  it('answers 202 and hands the token to the integrations, never in the answer; nothing for an unknown username', async () => {
    const unknown = await askForToken('nobody-here@example.com');
    expect(unknown.status).toBe(202);
    expect(events).toHaveLength(0);

    const response = await askForToken(email.toUpperCase(), { 'Accept-Language': 'fr-FR' });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    expect(events).toHaveLength(1);
    const { event, language } = events[0]!;
    expect(language).toBe('fr-FR');
    expect(event).toMatchObject({
      triggered_by: 'one-time-password-token-request.created',
      payload: {
        authentication_realm_id: AUTHENTICATION.realm,
        password_profile_id: AUTHENTICATION.passwordProfile,
        purpose: 'reset_password',
        user_authentication_info: { name: 'Léa Martin', email },
        user_authentication_password_profile_info: { username: email },
      },
    });
    const token = event.payload.one_time_password_token;
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Stored only as its digest.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM one_time_password_tokens WHERE token_hash = ${token}`),
    ).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM one_time_password_tokens`)).toBeGreaterThan(0);
  });

  it('signs in once with the token; a second use, another username or a forged token are refused', async () => {
    await askForToken(email);
    const token = tokenOf(events);
    expect((await passwordless(DEMO_ACCOUNTS.ada.email, token)).status).toBe(401);
    expect((await passwordless(email, `${token}x`)).status).toBe(401);
    const first = await passwordless(email, token);
    expect(first.status).toBe(201);
    expect(accountTokenResponse.parse(await first.json()).data[0]).toMatchObject({
      account_name: 'Léa Martin',
    });
    const again = await passwordless(email, token);
    expect(again.status).toBe(401);
    expect((await firstError(again)).detail).toBe(
      'The one-time password token is incorrect, used or expired',
    );
  });

  it('keeps only the newest token of a member, and none past its 15 minutes', async () => {
    await askForToken(email);
    const older = tokenOf(events);
    await askForToken(email);
    const newer = tokenOf(events);
    expect(newer).not.toBe(older);
    expect((await passwordless(email, older)).status).toBe(401);
    await svc.service.storage.db.execute(
      sql`UPDATE one_time_password_tokens SET expires_at = now() - interval '1 second'`,
    );
    expect((await passwordless(email, newer)).status).toBe(401);
  });

  it('takes the vendor SDK’s bare body too, and refuses a bad one or another realm', async () => {
    const path = `${REALM}/password-profiles/${AUTHENTICATION.passwordProfile}/one-time-password-token-request`;
    const bare = await svc.request(path, {
      method: 'POST',
      token: implicit,
      json: {
        type: 'one_time_password_token_request',
        username: email,
        purpose: 'passwordless_authentication',
      },
    });
    expect(bare.status).toBe(202);
    expect(events.at(-1)!.event.payload.purpose).toBe('passwordless_authentication');
    const badPurpose = await svc.request(path, {
      method: 'POST',
      token: implicit,
      json: { data: { type: 'one_time_password_token_request', username: email, purpose: 'other' } },
    });
    expect(badPurpose.status).toBe(400);
    const otherRealm = await svc.request(
      `/v2/authentication-realms/${AUTHENTICATION.passwordProfile}/password-profiles/${AUTHENTICATION.passwordProfile}/one-time-password-token-request`,
      {
        method: 'POST',
        token: implicit,
        json: {
          data: { type: 'one_time_password_token_request', username: email, purpose: 'reset_password' },
        },
      },
    );
    expect(otherRealm.status).toBe(404);
    expect((await svc.request(path, { method: 'POST', json: {} })).status).toBe(401);
  });

  it('sends no more than five tokens for one username in 15 minutes', async () => {
    const someone = newEmail();
    expect((await signUp(someone)).status).toBe(201);
    for (let n = 0; n < 5; n += 1) expect((await askForToken(someone)).status).toBe(202);
    const limited = await askForToken(someone);
    expect(limited.status).toBe(429);
    expect(events).toHaveLength(5);
  });
});

describe('a member looking after themselves', () => {
  let email: string;
  let memberId: string;
  let token: string;
  beforeAll(async () => {
    email = newEmail();
    const body = accountTokenResponse.parse(await (await signUp(email)).json());
    memberId = body.meta!.account_member_id;
    token = body.data[0]!.token;
  });
  const infoPath = () => `${REALM}/user-authentication-info/${memberId}`;

  it('reads and changes their name and email; another member’s email is refused', async () => {
    const read = await svc.request(infoPath(), { token });
    expect(read.status).toBe(200);
    expect((await read.json()).data).toMatchObject({ id: memberId, type: 'user_authentication_info', email });

    const taken = await svc.request(infoPath(), {
      method: 'PUT',
      token,
      json: { data: { type: 'user_authentication_info', name: 'Léa M.', email: DEMO_ACCOUNTS.ada.email } },
    });
    expect(taken.status).toBe(409);

    const changedEmail = newEmail();
    const changed = await svc.request(infoPath(), {
      method: 'PUT',
      token,
      json: { data: { type: 'user_authentication_info', name: 'Léa M.', email: changedEmail } },
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).data).toMatchObject({ name: 'Léa M.', email: changedEmail });
    expect((await tokens(signInRequest(changedEmail, 'long enough'))).status).toBe(201);
    expect((await tokens(signInRequest(email, 'long enough'))).status).toBe(401);
    email = changedEmail;
  });

  it('changes only what a partial update names, and takes the vendor’s document-shaped body as it is', async () => {
    const put = (data: Record<string, unknown>) =>
      svc.request(infoPath(), {
        method: 'PUT',
        token,
        json: { data: { type: 'user_authentication_info', ...data } },
      });
    const renamed = await put({ name: 'Léa Martin' });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).data).toMatchObject({ name: 'Léa Martin', email });

    // The vendor's document asks `id` and `username` (its SDK drops `username`): nothing changes.
    const documented = await put({ id: memberId, username: 'someone-else@example.com' });
    expect(documented.status).toBe(200);
    expect((await documented.json()).data).toMatchObject({ name: 'Léa Martin', email, username: email });
    const read = await svc.request(infoPath(), { token });
    expect((await read.json()).data).toMatchObject({ name: 'Léa Martin', email });

    const elsewhere = await put({ id: randomUUID(), name: 'Someone' });
    expect(elsewhere.status).toBe(400);
    expect((await firstError(elsewhere)).meta?.field).toBe('data.id');
    const badEmail = await put({ email: 'not an email' });
    expect(badEmail.status).toBe(400);
  });

  it('changes their password: earlier tokens and the old password stop working', async () => {
    const list = await svc.request(`${infoPath()}/user-authentication-password-profile-info`, { token });
    expect(list.status).toBe(200);
    const [info] = (await list.json()).data as {
      id: string;
      username: string;
      password_profile_id: string;
    }[];
    expect(info).toMatchObject({ username: email, password_profile_id: AUTHENTICATION.passwordProfile });
    const infoUrl = `${infoPath()}/user-authentication-password-profile-info/${info!.id}`;
    const put = (password: string, bearer = token) =>
      svc.request(infoUrl, {
        method: 'PUT',
        token: bearer,
        json: {
          data: {
            id: info!.id,
            type: 'user_authentication_password_profile_info',
            username: email,
            password,
          },
        },
      });

    const short = await put('short');
    expect(short.status).toBe(400);
    expect((await firstError(short)).meta?.field).toBe('data.password');

    // Another session of the same member, signed in before the change.
    const other = accountTokenResponse.parse(await (await tokens(signInRequest(email, 'long enough'))).json())
      .data[0]!.token;
    const changed = await put('a brand new password');
    expect(changed.status).toBe(200);
    expect(JSON.stringify(await changed.json())).not.toContain('a brand new password');

    for (const old of [token, other]) {
      const refused = await svc.request(infoPath(), { token: old });
      expect(refused.status).toBe(401);
    }
    expect((await tokens(signInRequest(email, 'long enough'))).status).toBe(401);
    const fresh = await tokens(signInRequest(email, 'a brand new password'));
    expect(fresh.status).toBe(201);
    token = accountTokenResponse.parse(await fresh.json()).data[0]!.token;
    expect((await svc.request(infoPath(), { token })).status).toBe(200);
  });

  it('reaches no other member: 403 for another member’s token, 403 for a shopper’s, any for an administrator', async () => {
    const ada = accountTokenResponse.parse(
      await (await tokens(signInRequest(DEMO_ACCOUNTS.ada.email, DEMO_PASSWORD))).json(),
    ).data[0]!.token;
    expect((await svc.request(infoPath(), { token: ada })).status).toBe(403);
    expect((await svc.request(infoPath(), { token: implicit })).status).toBe(403);
    expect((await svc.request(infoPath(), { token: admin })).status).toBe(200);
    const unknown = await svc.request(`${REALM}/user-authentication-info/${AUTHENTICATION.realm}`, {
      token: admin,
    });
    expect(unknown.status).toBe(404);
  });
});
