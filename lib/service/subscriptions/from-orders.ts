import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentAuthority } from '@/lib/commerce/schemas/subscriptions';
import type { OrderRow } from '../orders/schema';
import { orderItems } from '../orders/schema';
import { paymentCards } from '../payments/schema';
import type { Database } from '../storage/database';
import { subscriptions } from './schema';

/**
 * Who pays the next bills: the saved card the order was paid with (and its customer), under the
 * vendor's gateway name; an order paid with a card number leaves the card to be set later
 * (`PUT …/subscriptions/{id}`), as nothing of the number is kept.
 */
async function authorityOf(
  tx: Database,
  order: OrderRow,
  savedCardId: string | null,
): Promise<PaymentAuthority> {
  const [card] =
    savedCardId && order.accountId
      ? await tx
          .select({ id: paymentCards.id, customerId: paymentCards.customerId })
          .from(paymentCards)
          .where(and(eq(paymentCards.id, savedCardId), eq(paymentCards.accountId, order.accountId)))
      : [];
  return {
    type: 'elastic_path_payments_stripe',
    ...(card && { card_id: card.id, customer_id: card.customerId }),
  };
}

/**
 * The vendor's orders of subscriptions (subscriptions.yaml, "Orders"): once an order is paid, each
 * of its subscription items becomes a subscription of the order's account, on the plan (and its
 * pricing option) chosen, in the order's currency, starting now; the payment covered its first
 * billing period. Called inside the transaction that makes the order paid, with the order row
 * locked, so retries and parallel payments make them once; the unique order item of a subscription
 * holds it at the database too.
 */
export async function createOrderSubscriptions(
  tx: Database,
  order: OrderRow,
  savedCardId: string | null,
  now: Date,
): Promise<void> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'subscription_item')));
  if (items.length === 0) return;
  // Checkout refuses a guest's subscription items, so a paid one always has an account.
  if (!order.accountId) throw new Error(`order ${order.id} holds subscriptions but no account`);
  const paymentAuthority = await authorityOf(tx, order, savedCardId);
  await tx
    .insert(subscriptions)
    .values(
      items.map((item) => ({
        id: randomUUID(),
        accountId: order.accountId!,
        offeringId: item.document.subscription_offering_id!,
        planId: item.document.subscription_configuration!.plan,
        currency: order.currency,
        paymentAuthority,
        orderId: order.id,
        orderItemId: item.id,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}
