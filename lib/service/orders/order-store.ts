import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FilterCondition } from '@/lib/commerce/filter';
import { pageOf } from '../sql/page';
import { rowById } from '../sql/row-by-id';
import type { Database } from '../storage/database';
import { notFound } from '../http/errors';
import type { Principal } from '../http/types';
import { canSeeOrder } from './access';
import { orderItems, orders, type OrderItemRow, type OrderRow } from './schema';

/** An order the caller may read, with its lines in order; null when unknown or not theirs. */
export async function findVisibleOrder(
  db: Database,
  principal: Principal,
  orderId: string,
): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const order = await rowById(orderId, () => db.select().from(orders).where(eq(orders.id, orderId)));
  if (!order || !canSeeOrder(principal, order.accountId)) return null;
  const items = await itemsOfOrders(db, [order.id]);
  return { order, items: items.get(order.id)! };
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
  const order = await rowById(orderId, () =>
    db.select().from(orders).where(eq(orders.id, orderId)).for('update'),
  );
  if (!order || !canSeeOrder(principal, order.accountId)) throw notFound(`No order ${orderId}`);
  return order;
}

/** What an order listing is narrowed to: the account (null: every order), review, filter conditions. */
export interface OrderListing {
  accountId: string | null;
  page: { limit: number; offset: number };
  toReview?: boolean;
  conditions?: readonly FilterCondition[];
}

/** Orders newest first: an account's own, or every order for an administrator. */
export function listOrders(db: Database, listing: OrderListing) {
  const { accountId, page, toReview = false, conditions = [] } = listing;
  const where = and(
    accountId === null ? undefined : eq(orders.accountId, accountId),
    toReview ? isNotNull(orders.review) : undefined,
    ...conditions.map(orderCondition),
  );
  return pageOf(db, orders, page, [desc(orders.createdAt), asc(orders.id)], where);
}

/** `HP-10001` (any case) or the bare number, as a shopper may type it; anything else is no order. */
const ORDER_NUMBER = /^(?:HP-)?(\d{1,15})$/i;

/** One `eq` of FILTER_RULES.orders (the parser has checked the attribute and the single value). */
function orderCondition({ attribute, values: [value = ''] }: FilterCondition): SQL {
  switch (attribute) {
    case 'order_number': {
      const number = ORDER_NUMBER.exec(value.trim())?.[1];
      return number === undefined ? sql`false` : eq(orders.number, Number(number));
    }
    case 'email':
      return sql`lower(${orders.customer}->>'email') = ${value.trim().toLowerCase()}`;
    case 'status':
      return sql`${orders.status} = ${value}`;
    case 'payment':
      return sql`${orders.payment} = ${value}`;
    case 'shipping':
      return sql`${orders.shipping} = ${value}`;
    case 'currency':
      return eq(orders.currency, value.toUpperCase());
    default:
      return sql`false`;
  }
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
