import { startSmtpInbox, type SmtpInbox } from '../../lib/storefront/mail/testing/smtp-inbox';

/**
 * The mail server the journeys' storefront sends to (playwright.config.ts: SMTP_URL on this port):
 * a real SMTP server, so a journey reads what a shopper's mailbox would get.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || Number(process.env.E2E_PORT || 3100) + 1025);

export const openMailbox = (): Promise<SmtpInbox> => startSmtpInbox(SMTP_PORT);

/** The first link of a mail's text that goes to `path` on the storefront. */
export function linkIn(text: string, path: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.endsWith(path));
  if (!link) throw new Error(`no link to ${path} in:\n${text}`);
  return link;
}
