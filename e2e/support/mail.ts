import { startSmtpInbox, type SmtpInbox } from '../../lib/storefront/mail/testing/smtp-inbox';

/**
 * The mail server a lane's storefront sends to (playwright.config.ts: SMTP_URL on its port + 1025):
 * a real SMTP server, so a journey reads what a shopper's mailbox would get. Open it in `beforeAll`
 * with the lane's address: `openMailbox(testInfo.project.use.baseURL)`.
 */
export function openMailbox(baseURL: string | undefined): Promise<SmtpInbox> {
  if (!baseURL) throw new Error('the project has no baseURL (playwright.config.ts)');
  return startSmtpInbox(Number(new URL(baseURL).port) + 1025);
}

/** The first link of a mail's text that goes to `path` on the storefront. */
export function linkIn(text: string, path: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.endsWith(path));
  if (!link) throw new Error(`no link to ${path} in:\n${text}`);
  return link;
}
