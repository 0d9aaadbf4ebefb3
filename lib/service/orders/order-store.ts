import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { notFound } from '../http/errors';
import type { Principal } from '../http/types';
import { canSeeOrder } from './access';
import { orderItems, orders, type OrderItemRow, type OrderRow } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order the caller may read, with its lines in order; null when unknown or not theirs. */
export async function findVisibleOrder(
  db: Database,
  principal: Principal,
  orderId: string,
): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  if (!UUID.test(orderId)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !canSeeOrder(principal, order.accountId)) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  return { order, items };
}

/**
 * Locks an order the caller may see for the rest of the transaction (`SELECT … FOR UPDATE`), so
 * two payments of one order run one after the other; 404 when unknown or not theirs.
 */
export async function lockVisibleOrder(
  db: Database,
  principal: Principal,
  orderId: string,
): Promise<OrderRow> {
  const [order] = UUID.test(orderId)
    ? await db.select().from(orders).where(eq(orders.id, orderId)).for('update')
    : [];
  if (!order || !canSeeOrder(principal, order.accountId)) throw notFound(`No order ${orderId}`);
  return order;
}

/** Orders newest first: an account's own, or every order for an administrator. */
export async function listOrders(
  db: Database,
  accountId: string | null,
  page: { limit: number; offset: number },
  toReview = false,
) {
  const where = and(
    accountId === null ? undefined : eq(orders.accountId, accountId),
    toReview ? isNotNull(orders.review) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), asc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function itemsOfOrders(db: Database, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const result = new Map<string, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const row of rows) result.get(row.orderId)?.push(row);
  return result;
}
