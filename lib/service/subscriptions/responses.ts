import type { SubscriptionInclude, SubscriptionResponse } from '@/lib/commerce/schemas/subscriptions';
import { notFound } from '../http/errors';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { presentIncluded, presentSubscription } from './present';
import { findVisibleSubscription, latestStates, loadOffering } from './queries';
import type { SubscriptionRow } from './schema';

export const PATHS = {
  collection: '/v2/subscriptions/subscriptions',
  one: '/v2/subscriptions/subscriptions/{subscription_uuid}',
  /** Spec 4.2 writes the update path without `/v2`; DESIGN.md §3 serves both. */
  oneAsSpecified: '/subscriptions/subscriptions/{subscription_uuid}',
  states: '/v2/subscriptions/subscriptions/{subscription_uuid}/states',
} as const;

export const subscriptionNotFound = (id: string) => notFound(`No subscription with id ${id}`);

/** The subscription, or a 404 when it does not exist or belongs to another account. */
export async function requireSubscription(db: Database, principal: Principal, id: string, options: { forUpdate?: boolean } = {}) {
  const row = await findVisibleSubscription(db, principal, id, options);
  if (!row) throw subscriptionNotFound(id);
  return row;
}

/** The answer of spec 4.1 (also of 4.2) for one subscription row. */
export async function subscriptionDocument(
  db: Database,
  row: SubscriptionRow,
  includes: ReadonlySet<SubscriptionInclude>,
  serviceBase: string,
): Promise<SubscriptionResponse> {
  const [bundle, states] = await Promise.all([loadOffering(db, row.offeringId), latestStates(db, [row.id])]);
  const included = presentIncluded(includes, bundle, row.currency, serviceBase, row.planId);
  return { data: presentSubscription(row, bundle, states.get(row.id), new Date()), ...(included && { included }) };
}
