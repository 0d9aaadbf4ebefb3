import { asc, eq } from 'drizzle-orm';
import type { PaymentCard } from '@/lib/commerce/schemas/payments';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { paymentCards, type PaymentCardRow } from './schema';

/** An account's own cards (every card for an administrator), in the account's order. */
export function listPaymentCards(db: Database, principal: Principal): Promise<PaymentCardRow[]> {
  const query = db.select().from(paymentCards);
  const scoped =
    principal.kind === 'account'
      ? query.where(eq(paymentCards.accountId, principal.accountId.toLowerCase()))
      : query;
  return scoped.orderBy(asc(paymentCards.accountId), asc(paymentCards.position));
}

export const paymentCardDocument = (row: PaymentCardRow): PaymentCard => ({
  id: row.id,
  type: 'payment_card',
  customer_id: row.customerId,
  brand: row.brand,
  last_four: row.lastFour,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  holder_name: row.holderName,
});
