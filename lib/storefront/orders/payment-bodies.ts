import { z } from 'zod';

/** The payment form: a card number, spaces allowed (the service's test cards are documented). */
export const paymentBody = z.object({
  cardNumber: z
    .string()
    .trim()
    .regex(/^[0-9 ]+$/, 'Enter the card number in digits')
    .refine((value) => {
      const digits = value.replace(/ /g, '').length;
      return digits >= 12 && digits <= 19;
    }, 'A card number has 12 to 19 digits'),
});
export type PaymentBody = z.infer<typeof paymentBody>;

export interface PaymentAnswer {
  /** The order's payment status in words after paying. */
  data: { payment: string };
}
