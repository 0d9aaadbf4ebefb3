import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/ids';
import { startSeededService } from '../testing/subscriptions';
import { firstError, type TestService } from '../testing/harness';
import { hashPassword } from './password';
import { accountMembers, accountMemberships, accounts } from './schema';
import { DEMO_MEMBER_IDS } from '../demo/accounts';

/**
 * Issue 23 point 2: the account-management listings a signed-in member reads (its accounts, its
 * account's members and memberships) and the account's rename, over HTTP on real storage.
 */
const ada = DEMO_ACCOUNTS.ada;
const grace = DEMO_ACCOUNTS.grace;
/** A second account Ada belongs to, and a second member of Ada's own account. */
const workshop = { id: randomUUID(), name: 'Analytical Engines Workshop' };
const charles = { id: randomUUID(), email: `charles-${randomUUID()}@example.com`, name: 'Charles Babbage' };

let svc: TestService;
let admin: string;
/** Ada's account tokens by account id. */
let adaTokens: Map<string, string>;
let graceToken: string;

interface Listing<T> {
  data: T[];
  meta: {
    results: { total: number };
    page: { limit: number; offset: number; current: number; total: number };
  };
  links: Record<string, string>;
}
type Resource = {
  id: string;
  type: string;
  name?: string;
  email?: string;
  legal_name?: string | null;
  registration_id?: string;
};
type Membership = { id: string; type: string; relationships: { account_member: { data: { id: string } } } };

async function signIn(email: string): Promise<Map<string, string>> {
  const response = await svc.request('/v2/account-members/tokens', {
    method: 'POST',
    json: {
      data: {
        type: 'account_management_authentication_token',
        authentication_mechanism: 'password',
        username: email,
        password: DEMO_PASSWORD,
      },
    },
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { account_id: string; token: string }[] };
  return new Map(data.map((entry) => [entry.account_id, entry.token]));
}

async function read<T>(path: string, token: string, status = 200): Promise<T> {
  const response = await svc.request(path, { token });
  expect(response.status, path).toBe(status);
  return (await response.json()) as T;
}

beforeAll(async () => {
  svc = await startSeededService();
  admin = await svc.token('admin');
  const { db } = svc.service.storage;
  await db.insert(accounts).values({ id: workshop.id, name: workshop.name, legalName: null });
  await db
    .insert(accountMemberships)
    .values({ accountId: workshop.id, accountMemberId: DEMO_MEMBER_IDS.ada });
  await db.insert(accountMembers).values({ ...charles, passwordHash: await hashPassword(DEMO_PASSWORD) });
  await db.insert(accountMemberships).values({ accountId: ada.id, accountMemberId: charles.id });
  adaTokens = await signIn(ada.email);
  graceToken = (await signIn(grace.email)).get(grace.id)!;
});
afterAll(() => svc?.close());

const adaToken = () => adaTokens.get(ada.id)!;

describe('GET /v2/accounts', () => {
  it('lists the accounts the member belongs to, whichever of its account tokens asks', async () => {
    expect([...adaTokens.keys()].sort()).toEqual([ada.id, workshop.id].sort());
    for (const token of adaTokens.values()) {
      const listing = await read<Listing<Resource>>('/v2/accounts', token);
      expect(listing.data.map((account) => account.id).sort()).toEqual([ada.id, workshop.id].sort());
      expect(listing.data.find((account) => account.id === workshop.id)).toMatchObject({
        type: 'account',
        name: workshop.name,
      });
      expect(listing.meta.results.total).toBe(2);
      expect(listing.data.some((account) => account.id === grace.id)).toBe(false);
    }
    const graces = await read<Listing<Resource>>('/v2/accounts', graceToken);
    expect(graces.data.map((account) => account.id)).toEqual([grace.id]);
  });

  it('pages: one account a page, with links to the other page', async () => {
    const first = await read<Listing<Resource>>('/v2/accounts?page[limit]=1', adaToken());
    expect(first.data).toHaveLength(1);
    expect(first.meta.page).toEqual({ limit: 1, offset: 0, current: 1, total: 2 });
    const next = new URL(first.links.next!);
    const second = await read<Listing<Resource>>(`/v2/accounts${next.search}`, adaToken());
    expect(second.data).toHaveLength(1);
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
    expect(second.meta.page.current).toBe(2);
    expect(second.links.next).toBeUndefined();
  });

  it('refuses bad paging with a 400 naming the parameter, and a shopper’s token with a 403', async () => {
    for (const query of [
      'page[limit]=0',
      'page[limit]=101',
      'page[offset]=-1',
      'page[offset]=10001',
      'page[limit]=x',
    ]) {
      const response = await svc.request(`/v2/accounts?${query}`, { token: adaToken() });
      expect(response.status, query).toBe(400);
      expect((await firstError(response)).detail ?? '').toContain(query.split('=')[0]);
    }
    const implicit = await svc.token('implicit');
    expect((await svc.request('/v2/accounts', { token: implicit })).status).toBe(403);
    expect((await svc.request('/v2/accounts')).status).toBe(401);
  });

  it('lists every account for an administrator', async () => {
    const listing = await read<Listing<Resource>>('/v2/accounts?page[limit]=100', admin);
    const ids = listing.data.map((account) => account.id);
    expect(ids).toEqual(expect.arrayContaining([ada.id, grace.id, workshop.id]));
  });
});

describe('GET /v2/account-members', () => {
  it('lists the members of the token’s own account only', async () => {
    const listing = await read<Listing<Resource>>('/v2/account-members', adaToken());
    expect(listing.data.map((member) => member.id).sort()).toEqual([DEMO_MEMBER_IDS.ada, charles.id].sort());
    expect(listing.data.find((member) => member.id === charles.id)).toMatchObject({
      type: 'account_member',
      email: charles.email,
      name: charles.name,
    });
    const workshopMembers = await read<Listing<Resource>>('/v2/account-members', adaTokens.get(workshop.id)!);
    expect(workshopMembers.data.map((member) => member.id)).toEqual([DEMO_MEMBER_IDS.ada]);
    const graces = await read<Listing<Resource>>('/v2/account-members', graceToken);
    expect(graces.data.map((member) => member.id)).toEqual([DEMO_MEMBER_IDS.grace]);
  });

  it('reads one member of the account; another account’s member is refused', async () => {
    const member = await read<{ data: Resource }>(`/v2/account-members/${charles.id}`, adaToken());
    expect(member.data).toMatchObject({ id: charles.id, email: charles.email });
    const response = await svc.request(`/v2/account-members/${charles.id}`, { token: graceToken });
    expect([403, 404]).toContain(response.status);
  });
});

describe('GET /v2/accounts/{id}/account-memberships', () => {
  it('lists the account’s memberships, each naming its member, and reads one by its id', async () => {
    const listing = await read<Listing<Membership>>(`/v2/accounts/${ada.id}/account-memberships`, adaToken());
    expect(listing.meta.results.total).toBe(2);
    const members = listing.data.map((membership) => membership.relationships.account_member.data.id);
    expect(members.sort()).toEqual([DEMO_MEMBER_IDS.ada, charles.id].sort());
    const charlesMembership = listing.data.find(
      (membership) => membership.relationships.account_member.data.id === charles.id,
    )!;
    expect(charlesMembership.type).toBe('account_membership');

    const one = await read<{ data: Membership; included?: { account_members: Resource[] } }>(
      `/v2/accounts/${ada.id}/account-memberships/${charlesMembership.id}?include=account_member`,
      adaToken(),
    );
    expect(one.data).toEqual(charlesMembership);
    expect(one.included?.account_members.map((member) => member.email)).toEqual([charles.email]);
  });

  it('includes the members when asked, and pages', async () => {
    const listing = await read<Listing<Membership> & { included: { account_members: Resource[] } }>(
      `/v2/accounts/${ada.id}/account-memberships?include=account_member&page[limit]=1`,
      adaToken(),
    );
    expect(listing.data).toHaveLength(1);
    expect(listing.meta.page.total).toBe(2);
    expect(listing.included.account_members.map((member) => member.id)).toEqual([
      listing.data[0]!.relationships.account_member.data.id,
    ]);
    const response = await svc.request(`/v2/accounts/${ada.id}/account-memberships?include=accounts`, {
      token: adaToken(),
    });
    expect(response.status).toBe(400);
  });

  it('answers 404 for another account’s memberships, as for an account that does not exist', async () => {
    const listing = await read<Listing<Membership>>(`/v2/accounts/${ada.id}/account-memberships`, adaToken());
    const membershipId = listing.data[0]!.id;
    for (const path of [
      `/v2/accounts/${ada.id}/account-memberships`,
      `/v2/accounts/${ada.id}/account-memberships/${membershipId}`,
    ]) {
      const response = await svc.request(path, { token: graceToken });
      expect(response.status, path).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain(charles.email);
    }
    // Even a member of both accounts reaches only the account its token is for.
    expect(
      (await svc.request(`/v2/accounts/${ada.id}/account-memberships`, { token: adaTokens.get(workshop.id) }))
        .status,
    ).toBe(404);
    expect(
      (await svc.request(`/v2/accounts/${randomUUID()}/account-memberships`, { token: admin })).status,
    ).toBe(404);
    expect(
      (await svc.request(`/v2/accounts/${ada.id}/account-memberships/${randomUUID()}`, { token: adaToken() }))
        .status,
    ).toBe(404);
    expect(
      (await svc.request(`/v2/accounts/${ada.id}/account-memberships/not-an-id`, { token: adaToken() }))
        .status,
    ).toBe(404);
    const asAdmin = await read<Listing<Membership>>(`/v2/accounts/${ada.id}/account-memberships`, admin);
    expect(asAdmin.meta.results.total).toBe(2);
  });
});

describe('PUT /v2/accounts/{id}', () => {
  const put = (accountId: string, json: unknown, token: string) =>
    svc.request(`/v2/accounts/${accountId}`, { method: 'PUT', json, token });

  it('renames the member’s own account; the new name is what the account reads', async () => {
    const response = await put(
      workshop.id,
      { data: { type: 'account', name: 'Difference Engines Ltd', legal_name: 'Difference Engines Limited' } },
      adaTokens.get(workshop.id)!,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Resource };
    expect(data).toMatchObject({
      id: workshop.id,
      name: 'Difference Engines Ltd',
      legal_name: 'Difference Engines Limited',
    });
    const read = await svc.request(`/v2/accounts/${workshop.id}`, { token: adaTokens.get(workshop.id) });
    expect(((await read.json()) as { data: Resource }).data.name).toBe('Difference Engines Ltd');
    // Left out, the legal name stays; null clears it.
    const kept = await put(workshop.id, { data: { type: 'account', name: 'Engines' } }, admin);
    expect(((await kept.json()) as { data: Resource }).data.legal_name).toBe('Difference Engines Limited');
    const cleared = await put(
      workshop.id,
      { data: { type: 'account', name: 'Engines', legal_name: null } },
      admin,
    );
    expect(((await cleared.json()) as { data: Resource }).data.legal_name).toBeUndefined();
  });

  it('takes a change without a name, as the vendor’s subscriptions example sends one: the name stays', async () => {
    const token = adaTokens.get(workshop.id)!;
    const before = await read<{ data: Resource }>(`/v2/accounts/${workshop.id}`, token);
    const response = await put(
      workshop.id,
      { data: { type: 'account', 'stripe-account-id': 'cus_123', external_ref: 'crm-7' } },
      token,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Resource & { external_ref?: string } };
    expect(data).toMatchObject({ name: before.data.name, external_ref: 'crm-7' });
    expect(data).not.toHaveProperty('stripe-account-id');
  });

  it('keeps the vendor’s registration id: answered once set, kept when left out, cleared by null', async () => {
    const token = adaTokens.get(workshop.id)!;
    const set = await put(
      workshop.id,
      { data: { type: 'account', name: 'Engines', registration_id: 'GB-0123456' } },
      token,
    );
    expect(set.status).toBe(200);
    expect(((await set.json()) as { data: Resource }).data.registration_id).toBe('GB-0123456');
    const kept = await put(workshop.id, { data: { type: 'account', name: 'Engines' } }, token);
    expect(((await kept.json()) as { data: Resource }).data.registration_id).toBe('GB-0123456');
    const read = await svc.request(`/v2/accounts/${workshop.id}`, { token });
    expect(((await read.json()) as { data: Resource }).data.registration_id).toBe('GB-0123456');
    const cleared = await put(
      workshop.id,
      { data: { type: 'account', name: 'Engines', registration_id: null } },
      token,
    );
    expect(((await cleared.json()) as { data: Resource }).data).not.toHaveProperty('registration_id');
    const tooLong = await put(
      workshop.id,
      { data: { type: 'account', name: 'Engines', registration_id: 'x'.repeat(256) } },
      token,
    );
    expect(tooLong.status).toBe(400);
  });

  it('refuses a bad body with a 400 naming the field, and changes nothing', async () => {
    for (const body of [
      { data: { type: 'account', name: '' } },
      { data: { type: 'account', name: null } },
      { data: { type: 'customer', name: 'X' } },
      { data: { type: 'account', name: 'X', external_ref: 'x'.repeat(2049) } },
      { name: 'X' },
    ]) {
      const response = await put(ada.id, body, adaToken());
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await firstError(response)).status).toBe('400');
    }
    const account = await read<{ data: Resource }>(`/v2/accounts/${ada.id}`, adaToken());
    expect(account.data.name).toBe(ada.name);
  });

  it('reaches no other account: 404 for another account’s token, 403 for a shopper’s', async () => {
    const response = await put(ada.id, { data: { type: 'account', name: 'Taken over' } }, graceToken);
    expect(response.status).toBe(404);
    const implicit = await svc.token('implicit');
    expect((await put(ada.id, { data: { type: 'account', name: 'Taken over' } }, implicit)).status).toBe(403);
    const account = await read<{ data: Resource }>(`/v2/accounts/${ada.id}`, adaToken());
    expect(account.data.name).toBe(ada.name);
  });
});
