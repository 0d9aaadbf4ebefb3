import { parseFilter } from '@/lib/commerce/filter';
import {
  subscriptionListResponse,
  subscriptionResponse,
  type SubscriptionListResponse,
} from '@/lib/commerce/schemas/subscriptions';
import { uuid } from '@/lib/commerce/schemas/common';
import { allow } from '../auth/middleware';
import { ServiceError } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { includeQuery, listQuery, parseIncludes, subscriptionPath } from './params';
import {
  presentPlan,
  presentPricingOption,
  presentProduct,
  presentSubscription,
  subscriptionDocument,
} from './subscription-view';
import {
  latestStates,
  listVisibleSubscriptions,
  loadOfferings,
  loadSubscribers,
  requireSubscription,
} from './subscription-store';
import { serviceBase } from '../http/base-url';
import { PATHS } from './paths';
import { pageFrom, pageNumbers } from '../http/paging';

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
    const includes = parseIncludes(query.include);
    const { db } = c.var.deps.storage;
    const { limit, offset } = await pageFrom(db, query);
    const { rows, total } = await listVisibleSubscriptions(db, c.var.principal, {
      accountIds: accountFilter(query.filter),
      limit,
      offset,
    });
    const [bundles, states, subscribers] = await Promise.all([
      loadOfferings(
        db,
        rows.map((row) => row.offeringId),
      ),
      latestStates(
        db,
        rows.map((row) => row.id),
      ),
      loadSubscribers(
        db,
        rows.map((row) => row.accountId),
      ),
    ]);
    const now = new Date();
    const bundleOf = (offeringId: string) => {
      const bundle = bundles.get(offeringId);
      if (!bundle) throw new Error(`offering ${offeringId} is missing`);
      return bundle;
    };
    const body: SubscriptionListResponse = {
      data: rows.map((row) =>
        presentSubscription(
          row,
          bundleOf(row.offeringId),
          states.get(row.id),
          subscribers.get(row.accountId),
          now,
        ),
      ),
      meta: {
        page: { limit, offset, ...pageNumbers(total, { limit, offset }) },
        results: { total },
      },
    };
    if (includes.size > 0) {
      // Products, plans and pricing options of every listed offering, once each, priced in the currency of the
      // first subscription that uses them; which plan is active is each subscription's plan_id.
      const seen = new Map<string, string>();
      for (const row of rows) if (!seen.has(row.offeringId)) seen.set(row.offeringId, row.currency);
      const listed = [...seen].map(([offeringId, currency]) => ({ bundle: bundleOf(offeringId), currency }));
      body.included = {
        ...(includes.has('products') && {
          products: listed.flatMap(({ bundle, currency }) =>
            bundle.products.map((product) => presentProduct(product, currency, serviceBase(c))),
          ),
        }),
        ...(includes.has('plans') && {
          plans: listed.flatMap(({ bundle, currency }) =>
            bundle.plans.map((plan) => presentPlan(plan, bundle.products, currency)),
          ),
        }),
        ...(includes.has('pricing_options') && {
          pricing_options: listed.flatMap(({ bundle, currency }) =>
            bundle.plans.map((plan) => presentPricingOption(plan, bundle.products, currency)),
          ),
        }),
      };
    }
    return c.json(body, 200);
  });
