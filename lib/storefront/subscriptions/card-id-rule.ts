import { z } from 'zod';

/**
 * Spec 2.2 PaymentAuthority: `card_id` is 3 to 1024 characters. The route handler checks it before
 * sending; the service is the last word.
 */
export const cardIdRule = z
  .string()
  .trim()
  .min(3, 'A card id has at least 3 characters')
  .max(1024, 'A card id has at most 1024 characters');
