import 'server-only';
import path from 'node:path';

/** Development default (README): a sender that names the shop; set MAIL_FROM to a real one. */
export const DEFAULT_MAIL_FROM = 'Harbor & Pine <shop@harbor-and-pine.localhost>';

/**
 * Where mail goes: `SMTP_URL` (smtp:// or smtps://, credentials in the URL), from `MAIL_FROM`.
 * Unset, as on a laptop, each message is kept as an .eml file in the data directory's `mail/`
 * folder and its first link is printed to the log, so every flow works offline.
 */
export function mailSettings(env: Record<string, string | undefined> = process.env) {
  const dataDir = env.COMMERCE_DATA_DIR || '.data/commerce';
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    /** The kept .eml files (no SMTP_URL). */
    dropDirectory: path.join(dataDir, 'mail', 'sent'),
    /** The outbox of a storefront on a remote service without Redis. */
    outboxDirectory: path.join(dataDir, 'mail', 'outbox'),
  };
}

/**
 * The origin of the links in mails: `PUBLIC_ORIGIN`, else this machine. Never a request's Host:
 * whoever asks for a password reset could otherwise send the owner a link to their own site with
 * the owner's reset token in it.
 */
export function mailOrigin(env: Record<string, string | undefined> = process.env): string {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  return `http://localhost:${env.PORT || 3000}`;
}
