import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { accountMembers, accountMemberships, accounts } from '../accounts/schema';
import { notFound } from '../http/errors';
import type { Page } from '../http/paging';
import type { Principal } from '../http/types';
import { pageOf, type Listed } from '../sql/page';
import type { Database } from '../storage/database';
import {
  offeringProducts,
  offerings,
  plans,
  subscriptionStates,
  subscriptions,
  type OfferingProductRow,
  type OfferingRow,
  type PlanRow,
  type SubscriptionRow,
  type SubscriptionStateRow,
} from './schema';

/** An offering with its products and plans, each in their display order. */
export interface OfferingBundle {
  offering: OfferingRow;
  products: OfferingProductRow[];
  plans: PlanRow[];
}

/** Whose subscriptions a caller sees (DESIGN.md §2): an account its own, an administrator all. */
function visibleTo(principal: Principal) {
  return principal.kind === 'account' ? eq(subscriptions.accountId, principal.accountId) : undefined;
}

/** Newest first: an account's latest subscriptions lead its list. */
export function listVisibleSubscriptions(
  db: Database,
  principal: Principal,
  options: Page & { accountIds?: readonly string[] },
): Promise<Listed<SubscriptionRow>> {
  const where = and(
    visibleTo(principal),
    ...(options.accountIds ?? []).map((accountId) => eq(subscriptions.accountId, accountId)),
  );
  return pageOf(db, subscriptions, options, [desc(subscriptions.createdAt), desc(subscriptions.id)], where);
}

/** Every subscription the caller may see, oldest first. */
export function visibleSubscriptions(db: Database, principal: Principal): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(visibleTo(principal))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

/** Runs its queries side by side: call it on the database, not inside a transaction. */
export async function loadOfferings(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, OfferingBundle>> {
  const unique = [...new Set(ids)];
  const bundles = new Map<string, OfferingBundle>();
  if (unique.length === 0) return bundles;
  const [offeringRows, productRows, planRows] = await Promise.all([
    db.select().from(offerings).where(inArray(offerings.id, unique)),
    db
      .select()
      .from(offeringProducts)
      .where(inArray(offeringProducts.offeringId, unique))
      .orderBy(asc(offeringProducts.position), asc(offeringProducts.id)),
    db
      .select()
      .from(plans)
      .where(inArray(plans.offeringId, unique))
      .orderBy(asc(plans.position), asc(plans.id)),
  ]);
  for (const offering of offeringRows) bundles.set(offering.id, { offering, products: [], plans: [] });
  for (const product of productRows) bundles.get(product.offeringId)?.products.push(product);
  for (const plan of planRows) bundles.get(plan.offeringId)?.plans.push(plan);
  return bundles;
}

/** One query, so it may run inside a transaction (a transaction's client takes one query at a time). */
export async function offeringName(db: Database, id: string): Promise<string | undefined> {
  const [offering] = await db.select({ name: offerings.name }).from(offerings).where(eq(offerings.id, id));
  return offering?.name;
}

export async function findPlan(
  db: Database,
  offeringId: string,
  planId: string,
): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.offeringId, offeringId), eq(plans.id, planId)));
  return plan;
}

/** The latest state of each subscription that has one. */
export async function latestStates(
  db: Database,
  subscriptionIds: readonly string[],
): Promise<Map<string, SubscriptionStateRow>> {
  const latest = new Map<string, SubscriptionStateRow>();
  if (subscriptionIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([subscriptionStates.subscriptionId])
    .from(subscriptionStates)
    .where(inArray(subscriptionStates.subscriptionId, [...subscriptionIds]))
    .orderBy(asc(subscriptionStates.subscriptionId), desc(subscriptionStates.position));
  for (const row of rows) latest.set(row.subscriptionId, row);
  return latest;
}

export function listStates(db: Database, subscriptionId: string): Promise<SubscriptionStateRow[]> {
  return db
    .select()
    .from(subscriptionStates)
    .where(eq(subscriptionStates.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionStates.position));
}

/**
 * The subscription, or a 404 when it does not exist or belongs to another account (existence is
 * not leaked). With `forUpdate` the row stays locked until the surrounding transaction ends, which
 * serializes changes to one subscription.
 */
export async function requireSubscription(
  db: Database,
  principal: Principal,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), visibleTo(principal)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(`No subscription with id ${id}`);
  return row;
}
/** The vendor's subscriber fields of a subscription: its account's name and first member's email. */
export interface Subscriber {
  name: string;
  email: string;
}

/** One query, so it may run inside a transaction. An account without members has an empty email. */
export async function loadSubscribers(
  db: Database,
  accountIds: readonly string[],
): Promise<Map<string, Subscriber>> {
  const subscribers = new Map<string, Subscriber>();
  const unique = [...new Set(accountIds)];
  if (unique.length === 0) return subscribers;
  const rows = await db
    .select({ id: accounts.id, name: accounts.name, email: accountMembers.email })
    .from(accounts)
    .leftJoin(accountMemberships, eq(accountMemberships.accountId, accounts.id))
    .leftJoin(accountMembers, eq(accountMembers.id, accountMemberships.accountMemberId))
    .where(inArray(accounts.id, unique))
    .orderBy(asc(accounts.id), asc(accountMemberships.createdAt), asc(accountMembers.email));
  for (const row of rows)
    if (!subscribers.has(row.id)) subscribers.set(row.id, { name: row.name, email: row.email ?? '' });
  return subscribers;
}
