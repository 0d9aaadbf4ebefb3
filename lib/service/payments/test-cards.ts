import { TEST_CARDS } from '@/lib/commerce/schemas/payments';
import { badRequest } from '../http/errors';
import type { PaymentCardRow, TransactionCard } from './schema';

export interface CardOutcome {
  card: TransactionCard;
  declined: boolean;
  /** Why a card was declined: `card_declined`, or `expired_card` for a saved card past its expiry. */
  code?: 'card_declined' | 'expired_card';
}

/** `payment` names a saved card (card_…) rather than carrying a number. */
export const isSavedCardId = (payment: string) => payment.startsWith('card_');

/**
 * A saved card of the order's account: accepted while it has not expired (the end of its expiry
 * month, UTC), declined as `expired_card` after.
 */
export function readSavedCard(card: PaymentCardRow, now: Date): CardOutcome {
  const expired =
    now.getUTCFullYear() > card.expYear ||
    (now.getUTCFullYear() === card.expYear && now.getUTCMonth() + 1 > card.expMonth);
  return {
    card: { brand: card.brand, last_four: card.lastFour },
    declined: expired,
    ...(expired && { code: 'expired_card' as const }),
  };
}

/** The Luhn check every card number passes; a typo fails it. */
function passesLuhn(digits: string): boolean {
  // From the right, every second digit counts double, less 9 when that makes two digits.
  const sum = [...digits].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/**
 * The embedded manual gateway's card rule (issue 18): the declined test card is declined, every
 * other number that passes the Luhn check is accepted (as a processor's test mode would), and a
 * number that fails it is a 400. Only the brand and last four digits are kept.
 */
export function readTestCard(payment: string): CardOutcome {
  if (isSavedCardId(payment)) throw badRequest('data.payment: a saved card is read from the account');
  const digits = payment.replace(/ /g, '');
  if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits))
    throw badRequest('data.payment: not a valid card number (it fails the Luhn check)');
  return {
    card: { brand: brandOf(digits), last_four: digits.slice(-4) },
    declined: digits === TEST_CARDS.declined,
    ...(digits === TEST_CARDS.declined && { code: 'card_declined' as const }),
  };
}
