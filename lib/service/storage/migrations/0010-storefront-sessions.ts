import type { Migration } from './index';

/**
 * The storefront's own table in the embedded database (lib/platform/session-records.ts): which
 * signed-in sessions are open. The sealed cookie names one; signing out deletes it, so a copy of
 * the cookie no longer works anywhere. With REDIS_URL set the records live in Redis instead.
 */
export const storefrontSessions: Migration = {
  id: '0010-storefront-sessions',
  sql: `
    CREATE TABLE storefront_sessions (
      id text PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 64),
      expires_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX storefront_sessions_expires_at ON storefront_sessions (expires_at);
  `,
};
