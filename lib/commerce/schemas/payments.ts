import { z } from 'zod';
import { currencyCode, dateTime } from './common';

/**
 * Paying for an order (issue 18): the vendor's `POST /v2/orders/{id}/payments` with its `manual`
 * gateway, and capturing an authorisation. `payment` carries a test card number (an extension of
 * the embedded service's manual gateway; the vendor's manual gateway takes none).
 */
export const TEST_CARDS = {
  /** Succeeds (any future expiry, any CVC). */
  success: '4242424242424242',
  /** Declined: the payment answers 402 and the order stays unpaid, so it can be retried. */
  declined: '4000000000000002',
} as const;

export const paymentRequest = z.object({
  data: z.object({
    gateway: z.literal('manual'),
    method: z.enum(['authorize', 'purchase']),
    /** Must be the order's total when given: an order is paid in one payment. */
    amount: z.int().min(0).optional(),
    /**
     * A card number (spaces allowed), or the id of a saved card of the order's account (as the
     * vendor's card gateways take a saved payment method's id); none pays as the vendor's manual
     * gateway does.
     */
    payment: z
      .string()
      .regex(
        /^(?:[0-9 ]{12,23}|card_[A-Za-z0-9_-]{1,120})$/,
        'must be a card number of 12 to 19 digits or a saved card id (card_…)',
      )
      .optional(),
    paymentmethod_meta: z
      .object({
        name: z.string().max(255).optional(),
        custom_reference: z.string().max(255).optional(),
      })
      .optional(),
  }),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

/** Capture takes no fields (the vendor's options are accepted and ignored). */
export const captureRequest = z.object({ data: z.object({}).loose().optional() }).optional();

const formatted = z.object({ amount: z.number(), currency: currencyCode, formatted: z.string() });

export const transaction = z.object({
  id: z.string(),
  type: z.literal('transaction'),
  reference: z.string(),
  name: z.string().optional(),
  custom_reference: z.string().optional(),
  gateway: z.literal('manual'),
  amount: z.number(),
  refunded_amount: z.number(),
  currency: currencyCode,
  transaction_type: z.enum(['authorize', 'purchase', 'capture']),
  status: z.enum(['complete', 'failed']),
  /** Extension: the card's brand and last four digits, when one was given. */
  card: z.object({ brand: z.string(), last_four: z.string() }).optional(),
  failure_details: z.object({ code: z.string(), reason: z.string() }).optional(),
  relationships: z.object({
    order: z.object({ data: z.object({ type: z.literal('order'), id: z.string() }) }),
  }),
  meta: z.object({
    display_price: formatted,
    display_refunded_amount: z.object({ total: formatted }),
    timestamps: z.object({ created_at: dateTime, updated_at: dateTime }),
  }),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionResponse = z.object({ data: transaction });
export const transactionListResponse = z.object({ data: z.array(transaction) });

/** A saved card of an account (demo payment data; `card_id` of a subscription's payment authority). */
export const paymentCard = z.object({
  id: z.string(),
  type: z.literal('payment_card'),
  customer_id: z.string(),
  brand: z.string(),
  last_four: z.string(),
  exp_month: z.int().min(1).max(12),
  exp_year: z.int(),
  holder_name: z.string(),
});
export type PaymentCard = z.infer<typeof paymentCard>;

/**
 * Saving a new card to the signed-in account (extension): the number is checked (and the declined
 * test card declined) as a processor's card verification would; only its brand, last four digits,
 * expiry and holder are kept, never the number or the security code.
 */
export const newPaymentCardRequest = z.object({
  data: z.object({
    type: z.literal('payment_card'),
    number: z.string().regex(/^[0-9 ]{12,23}$/, 'must be a card number of 12 to 19 digits'),
    exp_month: z.int().min(1).max(12),
    exp_year: z.int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'must be the 3 or 4 digits on the card'),
    holder_name: z.string().trim().min(1).max(255),
  }),
});
export type NewPaymentCardRequest = z.infer<typeof newPaymentCardRequest>;

export const paymentCardResponse = z.object({ data: paymentCard });
export const paymentCardListResponse = z.object({ data: z.array(paymentCard) });
