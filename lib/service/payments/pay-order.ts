import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentRequest } from '@/lib/commerce/schemas/payments';
import { conflict, ServiceError, unprocessable } from '../http/errors';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { lockVisibleOrder } from '../orders/order-store';
import { createOrderSubscriptions } from '../subscriptions/from-orders';
import { orderNumber } from '../orders/order-view';
import { orders, type OrderRow } from '../orders/schema';
import { orderTransactions, paymentCards, type TransactionRow } from './schema';
import { isSavedCardId, readSavedCard, readTestCard, type CardOutcome } from './test-cards';

const DECLINE_REASONS = {
  card_declined: 'The card was declined',
  expired_card: 'The card has expired',
} as const;

/**
 * What `payment` names: a card number (the test cards' rule), or a saved card, which must be one
 * of the order's account's own (an anonymous order has none; another account's card is unknown).
 */
async function readPayment(
  tx: Database,
  order: OrderRow,
  payment: string | undefined,
  now: Date,
): Promise<CardOutcome | null> {
  if (payment === undefined) return null;
  if (!isSavedCardId(payment)) return readTestCard(payment);
  const [card] = order.accountId
    ? await tx
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.id, payment), eq(paymentCards.accountId, order.accountId.toLowerCase())))
    : [];
  if (!card) throw unprocessable(`data.payment: no saved card ${payment} of the order's account`);
  return readSavedCard(card, now);
}

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
 * payments at once one succeeds and the other finds it paid (409). A paid order's subscription
 * items become subscriptions in the same transaction (from-orders.ts). A declined card is recorded
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
    const now = new Date();
    const outcome = await readPayment(tx, order, request.payment, now);
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
        savedCardId: request.payment !== undefined && isSavedCardId(request.payment) ? request.payment : null,
        failure: outcome?.declined
          ? {
              code: outcome.code ?? 'card_declined',
              reason: DECLINE_REASONS[outcome.code ?? 'card_declined'],
            }
          : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!outcome?.declined) {
      const paid = request.method === 'purchase';
      await tx
        .update(orders)
        .set({ payment: paid ? 'paid' : 'authorized', status: 'complete', updatedAt: now })
        .where(eq(orders.id, order.id));
      if (paid) await createOrderSubscriptions(tx, order, transaction!.savedCardId, now);
    }
    return { transaction: transaction!, order };
  });
  if (transaction.status === 'failed') {
    const code = transaction.failure?.code ?? 'card_declined';
    const what = code === 'expired_card' ? 'has expired' : 'was declined';
    throw new ServiceError(
      402,
      `The card ending ${transaction.card?.last_four} ${what}; order ${orderNumber(order.number)} is still unpaid`,
      'Payment declined',
      { transaction_id: transaction.id, code },
    );
  }
  return transaction;
}
