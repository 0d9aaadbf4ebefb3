import { z } from 'zod';
import { LANGUAGES } from '@/lib/i18n/markets';

export const MAIL_KINDS = ['welcome', 'password-reset', 'order-confirmation'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * A message as the outbox keeps it: written whole when it is asked for (words, links and figures
 * fixed then, in the shopper's language), sent later. The sender (`MAIL_FROM`) is added when it is
 * sent. Checked again when read back: the outbox is storage, a border like any other.
 */
export const mailMessage = z.object({
  kind: z.enum(MAIL_KINDS),
  to: z.email().max(320),
  language: z.enum(LANGUAGES),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(100_000),
  html: z.string().min(1).max(300_000),
});
export type MailMessage = z.infer<typeof mailMessage>;
