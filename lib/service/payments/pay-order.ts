import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentRequest } from '@/lib/commerce/schemas/payments';
import { conflict, ServiceError, unprocessable } from '../http/errors';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { lockVisibleOrder } from '../orders/order-store';
import { orderNumber } from '../orders/order-view';
import { orders, type OrderRow } from '../orders/schema';
import { orderTransactions, type TransactionRow } from './schema';
import { readTestCard } from './test-cards';

/** An order takes a payment only while unpaid: a second payment of a paid order is refused. */
export function requirePayable(order: OrderRow): void {
  if (order.status === 'cancelled') throw conflict(`Order ${orderNumber(order.number)} is cancelled`);
  if (order.payment !== 'unpaid')
    throw conflict(
      `Order ${orderNumber(order.number)} is already ${order.payment}; it takes no other payment`,
    );
}

/**
 * The manual gateway (the vendor's `POST /v2/orders/{id}/payments`): `authorize` leaves the
 * order `authorized`, `purchase` leaves it `paid`; either makes it `complete`, as the vendor's
 * orders become once a payment goes through. The order row is locked throughout, so of two
 * payments at once one succeeds and the other finds it paid (409). A declined card is recorded
 * as a failed transaction, the order stays unpaid (a retry may follow) and the answer is 402.
 */
export async function payOrder(
  db: Database,
  principal: Principal,
  orderId: string,
  request: PaymentRequest['data'],
): Promise<TransactionRow> {
  const { transaction, order } = await db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, principal, orderId);
    requirePayable(order);
    const total = order.displayPrice.with_tax.amount;
    if (request.amount !== undefined && request.amount !== total)
      throw unprocessable(
        `data.amount: ${request.amount} is not the order's total ${total}; an order is paid in one payment`,
      );
    const outcome = request.payment === undefined ? null : readTestCard(request.payment);
    const now = new Date();
    const [transaction] = await tx
      .insert(orderTransactions)
      .values({
        id: randomUUID(),
        orderId: order.id,
        gateway: 'manual',
        transactionType: request.method,
        status: outcome?.declined ? 'failed' : 'complete',
        amount: total,
        currency: order.currency,
        name: request.paymentmethod_meta?.name ?? null,
        customReference: request.paymentmethod_meta?.custom_reference ?? null,
        card: outcome?.card ?? null,
        failure: outcome?.declined ? { code: 'card_declined', reason: 'The card was declined' } : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!outcome?.declined)
      await tx
        .update(orders)
        .set({
          payment: request.method === 'purchase' ? 'paid' : 'authorized',
          status: 'complete',
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
    return { transaction: transaction!, order };
  });
  if (transaction.status === 'failed')
    throw new ServiceError(
      402,
      `The card ending ${transaction.card?.last_four} was declined; order ${orderNumber(order.number)} is still unpaid`,
      'Payment declined',
      { transaction_id: transaction.id, code: 'card_declined' },
    );
  return transaction;
}
