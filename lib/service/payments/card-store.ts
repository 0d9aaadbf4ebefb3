import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { NewPaymentCardRequest, PaymentCard } from '@/lib/commerce/schemas/payments';
import { accounts } from '../accounts/schema';
import { conflict, notFound, ServiceError, unprocessable } from '../http/errors';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { paymentCards, type PaymentCardRow } from './schema';
import { readTestCard } from './test-cards';

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

/** How many cards an account keeps: a client cannot grow the table without bound. */
export const MAX_CARDS_PER_ACCOUNT = 20;

/**
 * Saves a new card to the account, after the card verification a processor would do: a number
 * failing the Luhn check is a 400, an expiry month already past a 422, the declined test card a
 * 402. The account's cards are counted under a lock on the account's row, so two saves at once
 * cannot pass the bound together; the card joins the account's list last.
 */
export async function savePaymentCard(
  db: Database,
  accountId: string,
  card: NewPaymentCardRequest['data'],
  now = new Date(),
): Promise<PaymentCardRow> {
  const outcome = readTestCard(card.number);
  if (now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 > card.exp_year * 12 + card.exp_month)
    throw unprocessable('data.exp_year: the card has expired', { field: 'exp_year' });
  if (outcome.declined)
    throw new ServiceError(402, `The card ending ${outcome.card.last_four} was declined`, 'Card declined', {
      code: outcome.code ?? 'card_declined',
    });
  const owner = accountId.toLowerCase();
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, owner))
      .for('update');
    if (!account) throw notFound(`No account ${accountId}`);
    const saved = await tx.select().from(paymentCards).where(eq(paymentCards.accountId, owner));
    if (saved.length >= MAX_CARDS_PER_ACCOUNT)
      throw conflict(`An account keeps at most ${MAX_CARDS_PER_ACCOUNT} cards; remove one first`);
    const [row] = await tx
      .insert(paymentCards)
      .values({
        id: `card_${randomBytes(12).toString('base64url')}`,
        accountId: owner,
        // The account's customer at the processor: the one its cards already have, or a new one.
        customerId: saved[0]?.customerId ?? `cus_${owner.replace(/-/g, '')}`,
        brand: outcome.card.brand,
        lastFour: outcome.card.last_four,
        expMonth: card.exp_month,
        expYear: card.exp_year,
        holderName: card.holder_name,
        position: Math.max(0, ...saved.map((existing) => existing.position)) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
}
