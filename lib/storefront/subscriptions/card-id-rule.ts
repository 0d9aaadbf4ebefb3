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

export type CardIdProblem = 'tooShort' | 'tooLong';

/** What is wrong with a card id, as a key of the form's messages, or null when it may be sent. */
export function cardIdProblem(value: string): CardIdProblem | null {
  const parsed = cardIdRule.safeParse(value);
  if (parsed.success) return null;
  return parsed.error.issues[0]?.code === 'too_big' ? 'tooLong' : 'tooShort';
}
