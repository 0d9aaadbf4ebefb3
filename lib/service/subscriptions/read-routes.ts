import { parseFilter } from '@/lib/commerce/filter';
import { subscriptionListResponse, subscriptionResponse } from '@/lib/commerce/schemas/subscriptions';
import { uuid } from '@/lib/commerce/schemas/common';
import { allow } from '../auth/middleware';
import { ServiceError } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { includeQuery, listQuery, parseIncludes, subscriptionPath } from './params';
import { subscriptionDocument, subscriptionsDocument } from './subscription-view';
import { listVisibleSubscriptions, requireSubscription } from './subscription-store';
import { serviceBase } from '../http/base-url';
import { PATHS } from './paths';
import { listMeta, pageFrom } from '../http/paging';

const readers = allow('account', 'admin');

const getRoute = defineRoute({
  method: 'get',
  path: PATHS.one,
  summary: 'Get a subscription (spec 4.1)',
  access: readers,
  request: { params: subscriptionPath, query: includeQuery },
  responses: { 200: json(subscriptionResponse, 'The subscription') },
});

const listRoute = defineRoute({
  method: 'get',
  path: PATHS.collection,
  summary: "List subscriptions: an account's own, or all for an administrator",
  access: readers,
  request: { query: listQuery },
  responses: { 200: json(subscriptionListResponse, 'A page of subscriptions') },
});

/** `filter=eq(account_id,…)` (DESIGN.md §3) is the one filter of the listing; conditions all hold. */
function accountFilter(filter: string | undefined): string[] {
  if (filter === undefined) return [];
  const fail = (detail: string) =>
    new ServiceError(400, `filter: ${detail}`, 'Invalid query parameter', {
      field: 'filter',
      in: 'query parameter',
    });
  const parsed = parseFilter(filter, { eq: ['account_id'], in: [], multiValueEq: [] });
  if (!parsed.ok) throw fail(parsed.message);
  const accountIds = parsed.conditions.map((condition) => condition.values[0] ?? '');
  if (accountIds.some((id) => !uuid.safeParse(id).success)) throw fail('account_id must be a UUID');
  return accountIds;
}

export const readRoutes = createRouter()
  .openapi(getRoute, async (c) => {
    const { subscription_uuid: id } = c.req.valid('param');
    const includes = parseIncludes(c.req.valid('query').include);
    const { db } = c.var.deps.storage;
    const row = await requireSubscription(db, c.var.principal, id);
    return c.json(await subscriptionDocument(db, row, includes, serviceBase(c)), 200);
  })
  .openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { db } = c.var.deps.storage;
    const page = await pageFrom(db, query);
    const { rows, total } = await listVisibleSubscriptions(db, c.var.principal, {
      accountIds: accountFilter(query.filter),
      ...page,
    });
    const document = await subscriptionsDocument(db, rows, parseIncludes(query.include), serviceBase(c));
    return c.json({ ...document, meta: listMeta(total, page) }, 200);
  });
