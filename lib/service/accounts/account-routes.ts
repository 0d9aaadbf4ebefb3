import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { accountOrAdmin } from '../auth/middleware';
import { serviceBaseUrl } from '../carts/cart-view';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import type { ServiceEnv } from '../http/types';
import { account, accountAddress, accountMember, addressChangeBody, newAddressBody } from './address-schema';
import {
  createAddress,
  deleteAddress,
  findAccount,
  findAddress,
  findMember,
  listAddresses,
  updateAddress,
} from './address-store';
import { accountView, addressView, memberView } from './account-view';

/**
 * The account-management reads and the address book the vendor's SDKs and reference storefront
 * use for a signed-in member (issue 14). An account token — as bearer, or beside an implicit token
 * in `EP-Account-Management-Authentication-Token` — reaches only its own account; an
 * administrator's token reaches any.
 */
const holders = { tags: ['Accounts'], access: accountOrAdmin };
const id = z.string().min(1).max(64);
const accountParams = z.object({ accountID: id });
const addressParams = z.object({ accountID: id, addressID: id });
const accountErrors = {
  403: { description: 'A shopper’s token alone (error envelope)' },
  404: { description: 'No such account, member or address, or another account’s (error envelope)' },
};

/**
 * The account the path names, when the token may see it: any account but the token's own answers
 * the 404 of an account that does not exist, whether or not it does, so nothing is revealed (as the
 * newer account operations answer, DESIGN.md §2).
 */
export async function requireAccount(c: Context<ServiceEnv>, accountId: string) {
  const { principal } = c.var;
  const own = principal.kind !== 'account' || principal.accountId.toLowerCase() === accountId.toLowerCase();
  const row = own ? await findAccount(c.var.deps.storage.db, accountId) : null;
  if (!row) throw notFound(`No account ${accountId}`);
  return row;
}

const getAccountRoute = defineRoute({
  method: 'get',
  path: '/v2/accounts/{accountID}',
  ...holders,
  summary: 'An account: the token’s own, or any for an administrator (beyond the spec)',
  request: { params: accountParams },
  responses: {
    200: json(z.object({ data: account, links: z.object({ self: z.string() }) }), 'The account'),
    ...accountErrors,
  },
});

const getMemberRoute = defineRoute({
  method: 'get',
  path: '/v2/account-members/{accountMemberID}',
  ...holders,
  summary: 'An account member: one of the token’s account, or any for an administrator (beyond the spec)',
  request: { params: z.object({ accountMemberID: id }) },
  responses: {
    200: json(z.object({ data: accountMember, links: z.object({ self: z.string() }) }), 'The member'),
    ...accountErrors,
  },
});

const listAddressesRoute = defineRoute({
  method: 'get',
  path: '/v2/accounts/{accountID}/addresses',
  ...holders,
  summary: 'The account’s addresses, oldest first (beyond the spec)',
  request: { params: accountParams },
  responses: {
    200: json(
      z.object({ data: z.array(accountAddress), links: z.object({ self: z.string() }) }),
      'Every address',
    ),
    ...accountErrors,
  },
});

const createAddressRoute = defineRoute({
  method: 'post',
  path: '/v2/accounts/{accountID}/addresses',
  ...holders,
  summary: 'Adds an address to the account (beyond the spec)',
  request: { params: accountParams, body: newAddressBody },
  responses: {
    200: json(z.object({ data: accountAddress }), 'The new address (200, as the vendor documents it)'),
    ...accountErrors,
    422: { description: 'The account already keeps the most addresses it may (error envelope)' },
  },
});

const getAddressRoute = defineRoute({
  method: 'get',
  path: '/v2/accounts/{accountID}/addresses/{addressID}',
  ...holders,
  summary: 'One of the account’s addresses (beyond the spec)',
  request: { params: addressParams },
  responses: { 200: json(z.object({ data: accountAddress }), 'The address'), ...accountErrors },
});

const updateAddressRoute = defineRoute({
  method: 'put',
  path: '/v2/accounts/{accountID}/addresses/{addressID}',
  ...holders,
  summary:
    'Changes the fields of an address the request names; null clears an optional one (beyond the spec)',
  request: { params: addressParams, body: addressChangeBody },
  responses: { 200: json(z.object({ data: accountAddress }), 'The changed address'), ...accountErrors },
});

const deleteAddressRoute = defineRoute({
  method: 'delete',
  path: '/v2/accounts/{accountID}/addresses/{addressID}',
  ...holders,
  summary: 'Removes an address from the account (beyond the spec)',
  request: { params: addressParams },
  responses: { 204: { description: 'Removed' }, ...accountErrors },
});

const noStore = { 'Cache-Control': 'no-store' };

export const accountManagementRoutes = createRouter()
  .openapi(getAccountRoute, async (c) => {
    const row = await requireAccount(c, c.req.valid('param').accountID);
    const data = accountView(serviceBaseUrl(c), row);
    return c.json({ data, links: data.links }, 200, noStore);
  })
  .openapi(getMemberRoute, async (c) => {
    const { accountMemberID } = c.req.valid('param');
    const { principal } = c.var;
    const scope = principal.kind === 'account' ? principal.accountId : undefined;
    const row = await findMember(c.var.deps.storage.db, accountMemberID, scope);
    // Another account's member answers as one that does not exist.
    if (!row) throw notFound(`No account member ${accountMemberID}`);
    const data = memberView(serviceBaseUrl(c), row);
    return c.json({ data, links: data.links }, 200, noStore);
  })
  .openapi(listAddressesRoute, async (c) => {
    const { accountID } = c.req.valid('param');
    const owner = await requireAccount(c, accountID);
    const base = serviceBaseUrl(c);
    const rows = await listAddresses(c.var.deps.storage.db, owner.id);
    return c.json(
      {
        data: rows.map((row) => addressView(base, row)),
        links: { self: `${base}/v2/accounts/${owner.id}/addresses` },
      },
      200,
      noStore,
    );
  })
  .openapi(createAddressRoute, async (c) => {
    const owner = await requireAccount(c, c.req.valid('param').accountID);
    const row = await createAddress(c.var.deps.storage.db, owner.id, c.req.valid('json').data);
    return c.json({ data: addressView(serviceBaseUrl(c), row) }, 200, noStore);
  })
  .openapi(getAddressRoute, async (c) => {
    const { accountID, addressID } = c.req.valid('param');
    const owner = await requireAccount(c, accountID);
    const row = await findAddress(c.var.deps.storage.db, owner.id, addressID);
    if (!row) throw notFound(`No address ${addressID} in this account`);
    return c.json({ data: addressView(serviceBaseUrl(c), row) }, 200, noStore);
  })
  .openapi(updateAddressRoute, async (c) => {
    const { accountID, addressID } = c.req.valid('param');
    const owner = await requireAccount(c, accountID);
    const row = await updateAddress(c.var.deps.storage.db, owner.id, addressID, c.req.valid('json').data);
    if (!row) throw notFound(`No address ${addressID} in this account`);
    return c.json({ data: addressView(serviceBaseUrl(c), row) }, 200, noStore);
  })
  .openapi(deleteAddressRoute, async (c) => {
    const { accountID, addressID } = c.req.valid('param');
    const owner = await requireAccount(c, accountID);
    if (!(await deleteAddress(c.var.deps.storage.db, owner.id, addressID)))
      throw notFound(`No address ${addressID} in this account`);
    return c.body(null, 204);
  });
