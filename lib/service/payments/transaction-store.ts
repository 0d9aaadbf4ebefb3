import { asc, eq } from 'drizzle-orm';
import { notFound } from '../http/errors';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { findVisibleOrder } from '../orders/order-store';
import { orderTransactions, type TransactionRow } from './schema';

/** The transactions of an order the caller may see, oldest first; 404 when the order is not theirs. */
export async function listTransactions(
  db: Database,
  principal: Principal,
  orderId: string,
): Promise<TransactionRow[]> {
  const found = await findVisibleOrder(db, principal, orderId);
  if (!found) throw notFound(`No order ${orderId}`);
  return db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, found.order.id))
    .orderBy(asc(orderTransactions.seq));
}
