import { z } from 'zod';
import type { PaymentRequest } from '@/lib/commerce/schemas/payments';

/** "08/29", "8/2029", "08 / 29" → month and four-digit year; null when it is no expiry. */
export function readExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{1,2}) ?\/ ?(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good to the end of its expiry month. */
export const expiryPassed = (expiry: { month: number; year: number }, now = new Date()) =>
  now.getFullYear() > expiry.year || (now.getFullYear() === expiry.year && now.getMonth() + 1 > expiry.month);

/**
 * The card form: number (spaces allowed; the service's test cards are documented), expiry,
 * security code and the name on the card. Each message is the rule's; the form words them in the
 * shopper's language by the field and code (payment-form.tsx).
 */
export const cardPayment = z.object({
  source: z.literal('card'),
  cardNumber: z
    .string()
    .trim()
    .regex(/^[0-9 ]+$/, 'Enter the card number in digits')
    .refine((value) => {
      const digits = value.replace(/ /g, '').length;
      return digits >= 12 && digits <= 19;
    }, 'A card number has 12 to 19 digits'),
  expiry: z
    .string()
    .trim()
    .refine((value) => readExpiry(value) !== null, 'Enter the expiry date as MM/YY')
    .refine((value) => {
      const expiry = readExpiry(value);
      return !expiry || !expiryPassed(expiry);
    }, 'This card has expired'),
  securityCode: z
    .string()
    .trim()
    .regex(/^[0-9]{3,4}$/, 'The security code is the 3 or 4 digits on the card'),
  name: z.string().trim().min(1, 'Enter the name on the card').max(255),
});

/** A signed-in shopper's saved card (GET /v2/payment-cards), named by its id. */
export const savedCardPayment = z.object({
  source: z.literal('saved'),
  cardId: z.string().regex(/^card_[A-Za-z0-9_-]{1,120}$/, 'Choose one of your saved cards'),
});

export const paymentBody = z.discriminatedUnion('source', [cardPayment, savedCardPayment]);
export type PaymentBody = z.infer<typeof paymentBody>;
export type CardPaymentFields = Omit<z.infer<typeof cardPayment>, 'source'>;

/** A saved card of the signed-in account, as the payment form offers it. */
export interface SavedCardChoice {
  id: string;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentAnswer {
  /** The order's payment status in words after paying. */
  data: { payment: string };
}

/** The service's request: a new card's number and holder, or a saved card's id (the service checks it is the account's). */
export function paymentRequest(body: PaymentBody): PaymentRequest['data'] {
  return body.source === 'saved'
    ? { gateway: 'manual', method: 'purchase', payment: body.cardId }
    : {
        gateway: 'manual',
        method: 'purchase',
        payment: body.cardNumber,
        paymentmethod_meta: { name: body.name },
      };
}
