import type { PaymentCard } from '@/lib/commerce/schemas/payments';

/**
 * A saved card as the account area shows it: brand, last four and expiry, never a raw id. The
 * words around them ("Visa ending 4242") are the interface's (`Subscriptions.card`).
 */
export interface PaymentCardView {
  id: string;
  /** "Visa", "American Express": a name, the same in every language. */
  brand: string;
  lastFour: string;
  /** "08/2029". */
  expires: string;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

const brandName = (brand: string) =>
  Object.hasOwn(BRANDS, brand.toLowerCase())
    ? BRANDS[brand.toLowerCase()]!
    : brand.charAt(0).toUpperCase() + brand.slice(1);

export const paymentCardView = (card: PaymentCard): PaymentCardView => ({
  id: card.id,
  brand: brandName(card.brand),
  lastFour: card.last_four,
  expires: `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
});

/** The saved card a subscription's `card_id` names, if it is one of the account's. */
export const findCard = (cards: readonly PaymentCardView[], cardId: string | null | undefined) =>
  cardId ? cards.find((card) => card.id === cardId) : undefined;
