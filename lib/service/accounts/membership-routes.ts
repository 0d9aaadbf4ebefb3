import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { accountOrAdmin } from '../auth/middleware';
import { includeNames, includeParam } from '../carts/include';
import { serviceBaseUrl } from '../carts/cart-view';
import { notFound } from '../http/errors';
import { listMeta, pageFrom, pageQuery, presentLinks, requestPageLinks, type Page } from '../http/paging';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import type { Database } from '../storage/database';
import { account, accountChange, accountMember } from './address-schema';
import { findAccount } from './address-store';
import { accountView, memberView } from './account-view';
import { requireAccount } from './account-routes';
import {
  findMembership,
  listAccounts,
  listMembers,
  listMemberships,
  updateAccount,
  type MembershipRow,
} from './membership-store';

/**
 * The account-management listings the vendor's storefronts read for a signed-in member (issue 23
 * point 2) and the account's rename (point 9). An account token sees the accounts its member
 * belongs to, the members of its own account and that account's memberships; another account's
 * memberships answer 404, as an account that does not exist. An administrator's token sees all.
 */
const holders = { tags: ['Accounts'], access: accountOrAdmin };
const id = z.string().min(1).max(64);
const noStore = { 'Cache-Control': 'no-store' };

const pageMeta = z.object({
  results: z.object({ total: z.int() }),
  page: z.object({ limit: z.int(), offset: z.int(), current: z.int(), total: z.int() }),
});
const listLinks = z.record(z.string(), z.string());
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMeta, links: listLinks });

const membership = z
  .object({
    id: z.string(),
    type: z.literal('account_membership'),
    meta: z.object({ timestamps: z.object({ created_at: z.string(), updated_at: z.string() }) }),
    relationships: z.object({
      account_member: z.object({ data: z.object({ id: z.string(), type: z.literal('account_member') }) }),
    }),
    links: z.object({ self: z.string() }),
  })
  .openapi('AccountMembership');

const membershipInclude = includeParam(
  '`account_member` answers the memberships’ members in `included.account_members`',
);
const withMembers = z.object({ included: z.object({ account_members: z.array(accountMember) }).optional() });

function listDocument<T>(c: Context, data: T[], total: number, page: Page) {
  return {
    data,
    meta: listMeta(total, page),
    links: presentLinks(requestPageLinks(c.req.url, total, page)),
  };
}

function membershipView(base: string, row: MembershipRow) {
  const timestamp = row.createdAt.toISOString();
  return {
    id: row.id,
    type: 'account_membership' as const,
    meta: { timestamps: { created_at: timestamp, updated_at: timestamp } },
    relationships: { account_member: { data: { id: row.member.id, type: 'account_member' as const } } },
    links: { self: `${base}/v2/accounts/${row.accountId}/account-memberships/${row.id}` },
  };
}

async function onlyAccount(db: Database, accountId: string, page: Page) {
  const row = await findAccount(db, accountId);
  const rows = row ? [row] : [];
  return { rows: rows.slice(page.offset, page.offset + page.limit), total: rows.length };
}

const wantsMembers = (c: Context) =>
  includeNames(c.req.queries('include'), ['account_member']).has('account_member');

const listAccountsRoute = defineRoute({
  method: 'get',
  path: '/v2/accounts',
  ...holders,
  summary: 'The accounts the member of an account token belongs to (every account for an administrator)',
  request: { query: z.object(pageQuery) },
  responses: { 200: json(listOf(account), 'A page of accounts, newest first') },
});

const listMembersRoute = defineRoute({
  method: 'get',
  path: '/v2/account-members',
  ...holders,
  summary: 'The members of the token’s account (every member for an administrator)',
  request: { query: z.object(pageQuery) },
  responses: { 200: json(listOf(accountMember), 'A page of members, newest first') },
});

const listMembershipsRoute = defineRoute({
  method: 'get',
  path: '/v2/accounts/{accountID}/account-memberships',
  ...holders,
  summary: 'The memberships of the token’s own account (of any account for an administrator)',
  request: {
    params: z.object({ accountID: id }),
    query: z.object({ ...pageQuery, include: membershipInclude }),
  },
  responses: { 200: json(listOf(membership).and(withMembers), 'A page of memberships, newest first') },
});

const getMembershipRoute = defineRoute({
  method: 'get',
  path: '/v2/accounts/{accountID}/account-memberships/{membershipID}',
  ...holders,
  summary: 'One membership of the token’s own account (of any account for an administrator)',
  request: {
    params: z.object({ accountID: id, membershipID: id }),
    query: z.object({ include: membershipInclude }),
  },
  responses: { 200: json(z.object({ data: membership }).and(withMembers), 'The membership') },
});

const updateAccountRoute = defineRoute({
  method: 'put',
  path: '/v2/accounts/{accountID}',
  ...holders,
  summary:
    'Changes the token’s own account (any account for an administrator): the fields given; `null` clears an optional one',
  request: { params: z.object({ accountID: id }), body: accountChange },
  responses: { 200: json(z.object({ data: account }), 'The changed account') },
});

export const membershipRoutes = createRouter()
  .openapi(listAccountsRoute, async (c) => {
    const { principal } = c.var;
    const { db } = c.var.deps.storage;
    const page = await pageFrom(db, c.req.valid('query'));
    // A token issued before tokens named their member sees the account it was issued for.
    const { rows, total } =
      principal.kind !== 'account'
        ? await listAccounts(db, null, page)
        : principal.memberId
          ? await listAccounts(db, principal.memberId, page)
          : await onlyAccount(db, principal.accountId, page);
    const base = serviceBaseUrl(c);
    const data = rows.map((row) => accountView(base, row));
    return c.json(listDocument(c, data, total, page), 200, noStore);
  })
  .openapi(listMembersRoute, async (c) => {
    const page = await pageFrom(c.var.deps.storage.db, c.req.valid('query'));
    const { principal } = c.var;
    const accountId = principal.kind === 'account' ? principal.accountId : null;
    const { rows, total } = await listMembers(c.var.deps.storage.db, accountId, page);
    const base = serviceBaseUrl(c);
    const data = rows.map((row) => memberView(base, row));
    return c.json(listDocument(c, data, total, page), 200, noStore);
  })
  .openapi(listMembershipsRoute, async (c) => {
    const page = await pageFrom(c.var.deps.storage.db, c.req.valid('query'));
    const include = wantsMembers(c);
    const owner = await requireAccount(c, c.req.valid('param').accountID);
    const { rows, total } = await listMemberships(c.var.deps.storage.db, owner.id, page);
    const base = serviceBaseUrl(c);
    const data = rows.map((row) => membershipView(base, row));
    const included = include && { account_members: rows.map((row) => memberView(base, row.member)) };
    return c.json({ ...listDocument(c, data, total, page), ...(included && { included }) }, 200, noStore);
  })
  .openapi(getMembershipRoute, async (c) => {
    const { accountID, membershipID } = c.req.valid('param');
    const include = wantsMembers(c);
    const owner = await requireAccount(c, accountID);
    const row = await findMembership(c.var.deps.storage.db, owner.id, membershipID);
    if (!row) throw notFound(`No membership ${membershipID} in this account`);
    const base = serviceBaseUrl(c);
    const included = include && { account_members: [memberView(base, row.member)] };
    return c.json({ data: membershipView(base, row), ...(included && { included }) }, 200, noStore);
  })
  .openapi(updateAccountRoute, async (c) => {
    const owner = await requireAccount(c, c.req.valid('param').accountID);
    const row = await updateAccount(c.var.deps.storage.db, owner.id, c.req.valid('json').data);
    if (!row) throw notFound(`No account ${owner.id}`);
    return c.json({ data: accountView(serviceBaseUrl(c), row) }, 200, noStore);
  });
