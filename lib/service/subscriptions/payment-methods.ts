import { and, eq } from 'drizzle-orm';
import { authorityCard, type PaymentAuthority } from '@/lib/commerce/schemas/subscriptions';
import { ServiceError } from '../http/errors';
import { paymentCards } from '../payments/schema';
import type { Database } from '../storage/database';

/**
 * A subscription's payment authority names only payment methods of the subscription's own account
 * (issue 24.1): a `card_id` (authorize_net: `payment_profile_id`) is one of its saved cards, a
 * `customer_id` (`customer_profile_id`) the customer of one of them.
 * Anything else is 404, as the card itself is when another account reads it, so another account's
 * card cannot be charged and its existence is not told. Runs inside the update's transaction, one
 * query at a time, before anything is written.
 */
export async function requireOwnPaymentMethods(
  db: Database,
  accountId: string,
  authority: PaymentAuthority,
): Promise<void> {
  const { cardId, customerId } = authorityCard(authority);
  const net = authority.type === 'authorize_net';
  const named = [
    { value: cardId, column: paymentCards.id, what: 'card', key: net ? 'payment_profile_id' : 'card_id' },
    {
      value: customerId,
      column: paymentCards.customerId,
      what: 'customer',
      key: net ? 'customer_profile_id' : 'customer_id',
    },
  ];
  for (const { value, column, what, key } of named) {
    if (value === undefined) continue;
    const [card] = await db
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(and(eq(paymentCards.accountId, accountId.toLowerCase()), eq(column, value)))
      .limit(1);
    if (!card)
      throw new ServiceError(404, `No payment ${what} ${value}`, undefined, {
        field: `data.attributes.payment_authority.${key}`,
      });
  }
}
