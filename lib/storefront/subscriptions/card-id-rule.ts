import { z } from 'zod';

/**
 * Spec 2.2 PaymentAuthority: `card_id` is 3 to 1024 characters. The form checks it before sending
 * and the route handler checks it again; the service is the last word.
 */
export const cardIdRule = z
  .string()
  .trim()
  .min(3, 'A card id has at least 3 characters')
  .max(1024, 'A card id has at most 1024 characters');

/** The form's message for a card id, or null when it may be sent. */
export function cardIdProblem(value: string): string | null {
  const parsed = cardIdRule.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This card id is not valid');
}
