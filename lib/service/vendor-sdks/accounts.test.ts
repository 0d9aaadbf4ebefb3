import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOneTimePasswordTokenRequest,
  deleteV2AccountAddress,
  getV2AccountAddress,
  getV2AccountAddresses,
  getV2AccountMembersAccountMemberId,
  getV2AccountsAccountId,
  postV2AccountAddress,
  postV2AccountMembersTokens,
  putV2AccountAddress,
  updatePasswordProfileInfo,
  type Address,
} from '@epcc-sdk/sdks-shopper';
import { AUTHENTICATION } from '../accounts/settings-routes';
import { listenToServiceEvents, type ServiceEvent } from '../events/events';
import { DEMO_ACCOUNTS } from '../demo/ids';
import type { TestService } from '../testing/harness';
import { ACCOUNT_HEADER, sdkSignIn, shopperClient, startSdkService } from '../testing/vendor-sdks';

/**
 * Issue 14: what the vendor's reference storefront reads for a signed-in member — the account, the
 * member, the address book and the authentication settings — through the shopper SDK.
 */
const ada = DEMO_ACCOUNTS.ada;
const grace = DEMO_ACCOUNTS.grace;

let svc: TestService;
let implicit: string;
beforeAll(async () => {
  svc = await startSdkService();
  implicit = await svc.token('implicit');
});
afterAll(() => svc?.close());

const signIn = (email: string) => sdkSignIn(svc, implicit, email);

/** The SDK as the vendor's storefront sets it up: implicit bearer, account token in its header. */
const asMember = (token: string) => shopperClient(svc, implicit, { [ACCOUNT_HEADER]: token });

const errorsOf = (error: unknown) => (error as { errors: { status: string; detail?: string }[] }).errors;

const HOME: Address = {
  type: 'address',
  name: 'Home',
  first_name: 'Ada',
  last_name: 'Lovelace',
  line_1: '12 St James Square',
  line_2: 'Flat 2',
  city: 'London',
  county: 'Greater London',
  postcode: 'SW1Y 4JH',
  country: 'gb',
  phone_number: '+44 20 7946 0000',
  instructions: 'Leave with the porter',
};

describe('an account member reads its own account, as the vendor’s storefront does', () => {
  it('reads the account and the member, with the account token in its header or as bearer', async () => {
    const { token, memberId } = await signIn(ada.email);
    for (const client of [asMember(token), shopperClient(svc, token)]) {
      const account = await getV2AccountsAccountId({ client, path: { accountID: ada.id } });
      expect(account.response.status).toBe(200);
      expect(account.data!.data).toMatchObject({ id: ada.id, type: 'account', name: ada.name });
      expect(account.data!.data!.meta!.timestamps!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);

      const member = await getV2AccountMembersAccountMemberId({
        client,
        path: { accountMemberID: memberId },
      });
      expect(member.response.status).toBe(200);
      expect(member.data!.data).toMatchObject({ id: memberId, type: 'account_member', email: ada.email });
    }
  });

  it('answers another account, its member and its addresses as ones that do not exist (404)', async () => {
    const adaMember = (await signIn(ada.email)).memberId;
    const client = asMember((await signIn(grace.email)).token);
    const account = await getV2AccountsAccountId({ client, path: { accountID: ada.id } });
    expect(account.response.status).toBe(404);
    expect(errorsOf(account.error)[0]).toMatchObject({ status: '404', detail: `No account ${ada.id}` });
    expect(account.data).toBeUndefined();
    const member = await getV2AccountMembersAccountMemberId({ client, path: { accountMemberID: adaMember } });
    expect(member.response.status).toBe(404);
    expect(errorsOf(member.error)[0]).toMatchObject({ detail: `No account member ${adaMember}` });
    const addresses = await getV2AccountAddresses({ client, path: { accountID: ada.id } });
    expect(addresses.response.status).toBe(404);
    const added = await postV2AccountAddress({ client, path: { accountID: ada.id }, body: { data: HOME } });
    expect(added.response.status).toBe(404);
    // An account that does not exist answers the same, so a token cannot probe for accounts.
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await getV2AccountsAccountId({ client, path: { accountID: unknown } });
    expect(missing.response.status).toBe(404);
    expect(errorsOf(missing.error)[0]).toMatchObject({ status: '404', detail: `No account ${unknown}` });
    const noMember = await getV2AccountMembersAccountMemberId({ client, path: { accountMemberID: unknown } });
    expect(errorsOf(noMember.error)[0]).toMatchObject({
      status: '404',
      detail: `No account member ${unknown}`,
    });
  });

  it('needs an account token: an implicit one alone is refused', async () => {
    const client = shopperClient(svc, implicit);
    expect((await getV2AccountsAccountId({ client, path: { accountID: ada.id } })).response.status).toBe(403);
    expect((await getV2AccountAddresses({ client, path: { accountID: ada.id } })).response.status).toBe(403);
  });

  it('lets an administrator read any account, and answers 404 for one that does not exist', async () => {
    const client = shopperClient(svc, await svc.token('admin'));
    const found = await getV2AccountsAccountId({ client, path: { accountID: grace.id } });
    expect(found.data!.data).toMatchObject({ id: grace.id, name: grace.name });
    for (const accountID of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await getV2AccountsAccountId({ client, path: { accountID } });
      expect(missing.response.status).toBe(404);
      expect(errorsOf(missing.error)[0]!.status).toBe('404');
    }
  });
});

describe('the account’s address book', () => {
  it('adds, lists, reads, changes and removes an address', async () => {
    const client = asMember((await signIn(ada.email)).token);
    const path = { accountID: ada.id };
    const created = await postV2AccountAddress({ client, path, body: { data: HOME } });
    expect(created.response.status).toBe(200);
    const address = created.data!.data!;
    expect(address).toMatchObject({
      type: 'address',
      name: 'Home',
      first_name: 'Ada',
      line_1: '12 St James Square',
      country: 'GB',
      relationships: { account: { id: ada.id, type: 'account' } },
    });
    const addressPath = { ...path, addressID: address.id! };

    const listed = await getV2AccountAddresses({ client, path });
    expect(listed.data!.data!.map((each) => each.id)).toContain(address.id);
    const read = await getV2AccountAddress({ client, path: addressPath });
    expect(read.data!.data).toMatchObject({ id: address.id, city: 'London', line_2: 'Flat 2' });

    // An update changes only what it names; null clears an optional field.
    const changed = await putV2AccountAddress({
      client,
      path: addressPath,
      body: { data: { type: 'address', city: 'Cambridge', line_2: null } as unknown as Address },
    });
    expect(changed.response.status).toBe(200);
    expect(changed.data!.data).toMatchObject({ city: 'Cambridge', line_1: '12 St James Square' });
    expect(changed.data!.data).not.toHaveProperty('line_2');

    // The vendor's address takes no null: an empty string, as the vendor's SDK types allow, clears too.
    const emptied = await putV2AccountAddress({
      client,
      path: addressPath,
      body: { data: { type: 'address', city: '', company_name: '' } },
    });
    expect(emptied.response.status).toBe(200);
    expect(emptied.data!.data).not.toHaveProperty('city');
    expect(emptied.data!.data).toMatchObject({ line_1: '12 St James Square' });

    // Grace sees none of it and cannot change it.
    const graceClient = asMember((await signIn(grace.email)).token);
    const graceList = await getV2AccountAddresses({ client: graceClient, path: { accountID: grace.id } });
    expect(graceList.data!.data!.map((each) => each.id)).not.toContain(address.id);
    for (const attempt of [
      getV2AccountAddress({ client: graceClient, path: addressPath }),
      putV2AccountAddress({ client: graceClient, path: addressPath, body: { data: { city: 'Paris' } } }),
      deleteV2AccountAddress({ client: graceClient, path: addressPath }),
    ])
      expect((await attempt).response.status).toBe(404);
    // Nor through her own account's path.
    const viaOwn = await getV2AccountAddress({
      client: graceClient,
      path: { accountID: grace.id, addressID: address.id! },
    });
    expect(viaOwn.response.status).toBe(404);

    const removed = await deleteV2AccountAddress({ client, path: addressPath });
    expect(removed.response.status).toBe(204);
    expect((await getV2AccountAddress({ client, path: addressPath })).response.status).toBe(404);
    expect((await deleteV2AccountAddress({ client, path: addressPath })).response.status).toBe(404);
  });

  it('refuses an incomplete or malformed address with 400 naming the fields', async () => {
    const client = asMember((await signIn(ada.email)).token);
    const path = { accountID: ada.id };
    const { first_name: _first, ...withoutName } = HOME;
    const bad = await postV2AccountAddress({
      client,
      path,
      body: { data: { ...withoutName, country: 'Great Britain' } },
    });
    expect(bad.response.status).toBe(400);
    const details = errorsOf(bad.error)
      .map((error) => error.detail ?? '')
      .join(' ');
    expect(details).toMatch(/first_name/);
    expect(details).toMatch(/country/);
    expect(details).toMatch(/two-letter country code/);

    const unknownField = await postV2AccountAddress({
      client,
      path,
      body: { data: { ...HOME, colour: 'blue' } as Address },
    });
    expect(unknownField.response.status).toBe(400);
    const blank = await postV2AccountAddress({ client, path, body: { data: { ...HOME, line_1: '   ' } } });
    expect(blank.response.status).toBe(400);
    expect(errorsOf(blank.error)[0]!.detail).toMatch(/line_1/);
    // None of them was stored.
    const listed = await getV2AccountAddresses({ client, path });
    expect(listed.data!.data!.some((each) => each.line_1 === '   ' || each.first_name === undefined)).toBe(
      false,
    );
  });
});

describe('account authentication settings', () => {
  it('name the realm whose password profile the sign-in uses', async () => {
    // The SDK has no function for these reads; its client sends them as the vendor's storefront
    // does, with the bearer in the headers (its generated functions add it themselves).
    const client = shopperClient(svc, implicit, { Authorization: `Bearer ${implicit}` });
    const settings = await client.get<{
      data: {
        type: string;
        enable_self_signup: boolean;
        account_management_authentication_token_timeout_secs: number;
        relationships: { authentication_realm: { data: { id: string } } };
        meta: { client_id: string };
      };
    }>({ url: '/v2/settings/account-authentication' });
    expect(settings.response.status).toBe(200);
    const data = settings.data!.data;
    expect(data).toMatchObject({
      type: 'account_authentication_settings',
      enable_self_signup: true,
      account_management_authentication_token_timeout_secs: svc.config.tokenTtlSeconds,
      meta: { client_id: svc.config.clientId },
    });
    const realm = data.relationships.authentication_realm.data.id;
    const profiles = await client.get<{ data: { id: string; type: string; username_format: string }[] }>({
      url: `/v2/authentication-realms/${realm}/password-profiles`,
    });
    expect(profiles.data!.data).toEqual([
      expect.objectContaining({ type: 'password_profile', username_format: 'email' }),
    ]);
    const unknown = await client.get({ url: '/v2/authentication-realms/nope/password-profiles' });
    expect(unknown.response.status).toBe(404);
  });
});

describe('joining and resetting a password, as the vendor’s storefront does (issue 26)', () => {
  it('signs up, asks for a one-time token, signs in with it and sets a new password', async () => {
    const client = shopperClient(svc, implicit);
    const email = `sdk-joiner-${Date.now()}@example.com`;
    const joined = await postV2AccountMembersTokens({
      client,
      body: {
        data: {
          type: 'account_management_authentication_token',
          authentication_mechanism: 'self_signup',
          password_profile_id: AUTHENTICATION.passwordProfile,
          username: email,
          password: 'first password',
          name: 'Sam Joiner',
          email,
        },
      },
    });
    expect(joined.response.status).toBe(201);
    expect(joined.data!.data![0]).toMatchObject({ account_name: 'Sam Joiner' });

    const events: ServiceEvent[] = [];
    const stop = listenToServiceEvents('sdk-test', (event) => void events.push(event));
    try {
      const requested = await createOneTimePasswordTokenRequest({
        client,
        path: { realmId: AUTHENTICATION.realm, passwordProfileId: AUTHENTICATION.passwordProfile },
        body: { type: 'one_time_password_token_request', username: email, purpose: 'reset_password' },
      });
      expect(requested.response.status).toBe(202);
    } finally {
      stop();
    }
    const { payload } = events[0]!;
    const signedIn = await postV2AccountMembersTokens({
      client,
      body: {
        data: {
          type: 'account_management_authentication_token',
          authentication_mechanism: 'passwordless',
          password_profile_id: payload.password_profile_id,
          username: email,
          one_time_password_token: payload.one_time_password_token,
        },
      },
    });
    expect(signedIn.response.status).toBe(201);
    const token = signedIn.data!.data![0]!.token!;

    const info = payload.user_authentication_password_profile_info;
    const updated = await updatePasswordProfileInfo({
      client: asMember(token),
      path: {
        realmId: payload.authentication_realm_id,
        userAuthenticationInfoId: payload.user_authentication_info.id,
        userAuthenticationPasswordProfileInfoId: info.id,
      },
      body: {
        data: {
          id: info.id,
          type: 'user_authentication_password_profile_info',
          username: email,
          password: 'second password',
        },
      },
    });
    expect(updated.response.status).toBe(200);
    expect(updated.data!.data).toMatchObject({
      username: email,
      password_profile_id: AUTHENTICATION.passwordProfile,
    });
    const withNew = await postV2AccountMembersTokens({
      client,
      body: {
        data: {
          type: 'account_management_authentication_token',
          authentication_mechanism: 'password',
          password_profile_id: AUTHENTICATION.passwordProfile,
          username: email,
          password: 'second password',
        },
      },
    });
    expect(withNew.response.status).toBe(201);
  });
});

describe('the sign-in path', () => {
  it('is public only for signing in: reading it as a member id without a token is a 401', async () => {
    const response = await svc.request('/v2/account-members/tokens');
    expect(response.status).toBe(401);
    expect(errorsOf(await response.json())[0]).toMatchObject({ status: '401' });
  });
});
