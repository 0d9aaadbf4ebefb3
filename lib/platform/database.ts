import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The query interface of a database, the same on PGlite and PostgreSQL: the service's storage
 * opens it, and the platform's records (sessions, the outbox) are written through it.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
