import { sql } from 'drizzle-orm';
import { ServiceError } from '../../http/errors';
import type { Database, Storage } from '../../storage/database';

/**
 * The longest one statement of a catalog search may run on PostgreSQL (README "Service limits"):
 * a search of the demo data takes about a millisecond a statement, of 100,000 products a few tens.
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 1_000;

/** Seconds a client stopped by the statement timeout is told to wait before asking again. */
const RETRY_AFTER_SECONDS = 1;

/**
 * A search stopped by the statement timeout: 503, the answer a client of a search engine retries
 * later (the request was valid, so not a 4xx), in the error envelope with `Retry-After`.
 */
export const searchTookTooLong = () =>
  new ServiceError(
    503,
    'The search took too long and was stopped; try again with fewer words or searches',
    undefined,
    { retry_after_seconds: RETRY_AFTER_SECONDS },
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  );

/** PostgreSQL's query_canceled (SQLSTATE 57014), which a statement timeout raises, through drizzle's wrapping. */
function canceledByTimeout(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause === 'object' && 'code' in cause && cause.code === '57014') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a search's reads with each statement bounded. On PostgreSQL: in a read-only transaction
 * with `SET LOCAL statement_timeout`, so a statement past it is cancelled, its connection goes
 * back to the pool, and the client gets `searchTookTooLong`. PGlite runs in this process and has
 * no timer to cancel a statement with (its `statement_timeout` is accepted and never fires), so
 * there the bound is the work a request may ask for (README "Service limits", "Catalog search").
 */
export async function withBoundedReads<T>(storage: Storage, work: (db: Database) => Promise<T>): Promise<T> {
  if (storage.kind !== 'postgres') return work(storage.db);
  try {
    return await storage.db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${SEARCH_STATEMENT_TIMEOUT_MS}`));
        return work(tx as unknown as Database);
      },
      { accessMode: 'read only' },
    );
  } catch (error) {
    if (canceledByTimeout(error)) throw searchTookTooLong();
    throw error;
  }
}
