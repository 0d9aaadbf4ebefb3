import type { Migration } from './index';

/**
 * The storefront's own tables in the embedded database, beside its sessions (0010):
 * - its mail outbox (lib/platform/outbox/database-outbox.ts): each message is written here before
 *   the request that asked for it is answered, then sent and retried by whichever instance claims
 *   it; with a remote service the outbox is in Redis or a directory instead;
 * - whose each session is (`owner`, an account member), so that a new password can end every other
 *   session of that member.
 */
export const storefrontMail: Migration = {
  id: '0013-storefront-mail',
  sql: `
    CREATE TABLE storefront_mail_outbox (
      id text PRIMARY KEY,
      payload jsonb NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX storefront_mail_outbox_due ON storefront_mail_outbox (next_attempt_at);
    ALTER TABLE storefront_sessions ADD COLUMN owner text CHECK (length(owner) <= 128);
    CREATE INDEX storefront_sessions_owner ON storefront_sessions (owner) WHERE owner IS NOT NULL;
  `,
};
