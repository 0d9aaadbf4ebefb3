import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Principal } from '../http/types';
import { rowById } from '../sql/row-by-id';
import type { Database } from '../storage/database';
import { lockVisibleOrder } from '../orders/order-store';
import { createOrderSubscriptions } from '../subscriptions/from-orders';
import { orderNumber } from '../orders/order-view';
import { orders } from '../orders/schema';
import { orderTransactions, type TransactionRow } from './schema';

/**
 * Captures an authorisation (the vendor's `POST /v2/orders/{id}/transactions/{id}/capture`): a
 * `capture` transaction of the same amount, and the order becomes `paid`. Only a complete
 * `authorize` of an order still `authorized` can be captured, once (409 otherwise). The order is
 * then paid, so its subscription items become subscriptions (from-orders.ts).
 */
export async function captureTransaction(
  db: Database,
  principal: Principal,
  orderId: string,
  transactionId: string,
): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, principal, orderId);
    // The vendor captures with client credentials only; whoever else may see the order learns no more.
    if (principal.kind !== 'admin') throw forbidden('Only an administrator (client credentials) captures');
    const authorization = await rowById(transactionId, () =>
      tx
        .select()
        .from(orderTransactions)
        .where(and(eq(orderTransactions.orderId, order.id), eq(orderTransactions.id, transactionId))),
    );
    if (!authorization) throw notFound(`No transaction ${transactionId} on order ${orderId}`);
    if (authorization.transactionType !== 'authorize' || authorization.status !== 'complete')
      throw conflict(`Transaction ${transactionId} is not a complete authorisation; only those are captured`);
    if (order.payment !== 'authorized')
      throw conflict(`Order ${orderNumber(order.number)} is ${order.payment}; there is nothing to capture`);
    const now = new Date();
    const [capture] = await tx
      .insert(orderTransactions)
      .values({
        id: randomUUID(),
        orderId: order.id,
        gateway: 'manual',
        transactionType: 'capture',
        status: 'complete',
        amount: authorization.amount,
        currency: authorization.currency,
        name: authorization.name,
        customReference: authorization.customReference,
        card: authorization.card,
        authorizationId: authorization.id,
        savedCardId: authorization.savedCardId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.update(orders).set({ payment: 'paid', updatedAt: now }).where(eq(orders.id, order.id));
    await createOrderSubscriptions(tx, order, authorization.savedCardId, now);
    return capture!;
  });
}
