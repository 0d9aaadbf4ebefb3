import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * The tables of the storefront's own records in a database it shares with the embedded service:
 * which signed-in sessions are open (session-records.ts) and the mail outbox (outbox/). They are the
 * storefront's, not the service's: created here, on first use, by the code that reads them; the
 * service's migrations know nothing of them. Every statement holds on a database that has them
 * already (the service's migrations 0010 and 0013 created them before they moved here), and one
 * transaction-scoped advisory lock keeps instances starting at once from creating them twice.
 */
const RECORD_TABLES = [
  `CREATE TABLE IF NOT EXISTS storefront_sessions (
     id text PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 64),
     expires_at timestamptz NOT NULL,
     last_seen_at timestamptz NOT NULL DEFAULT now(),
     owner text CHECK (length(owner) <= 128)
   )`,
  'ALTER TABLE storefront_sessions ADD COLUMN IF NOT EXISTS owner text CHECK (length(owner) <= 128)',
  'CREATE INDEX IF NOT EXISTS storefront_sessions_expires_at ON storefront_sessions (expires_at)',
  'CREATE INDEX IF NOT EXISTS storefront_sessions_owner ON storefront_sessions (owner) WHERE owner IS NOT NULL',
  `CREATE TABLE IF NOT EXISTS storefront_mail_outbox (
     id text PRIMARY KEY,
     payload jsonb NOT NULL,
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL,
     last_error text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  'CREATE INDEX IF NOT EXISTS storefront_mail_outbox_due ON storefront_mail_outbox (next_attempt_at)',
];

/** An arbitrary constant that names this lock among the database's advisory locks. */
const RECORD_TABLES_LOCK = 4_207_117;

const ready = new WeakMap<Database, Promise<void>>();

async function createRecordTables(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RECORD_TABLES_LOCK})`);
    for (const statement of RECORD_TABLES) await tx.execute(sql.raw(statement));
  });
}

/**
 * The database, once the records' tables are there (created on the first call for each database; a
 * failed attempt is tried again on the next).
 */
export function withRecordTables(database: () => Promise<Database>): () => Promise<Database> {
  return async () => {
    const db = await database();
    let created = ready.get(db);
    if (!created) {
      created = createRecordTables(db).catch((error: unknown) => {
        ready.delete(db);
        throw error;
      });
      ready.set(db, created);
    }
    await created;
    return db;
  };
}
