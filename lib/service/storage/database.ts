import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '@/lib/platform/database';
import { loggerFor } from '@/lib/platform/logger';
import { observePool } from '@/lib/platform/metrics';
import { migrate } from './migrate';
import { observedPglite, observedPool } from './observed-driver';
import { readAsText } from './pglite-parsers';
import { holdDataDirectory } from './pglite-lock';

/** The query interface the service's areas use, and its raw rows (lib/platform/database). */
export { rowsOf, type Database } from '@/lib/platform/database';

export interface Storage {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Database;
  /** Runs a script of several statements in one transaction (migrations, bulk seed steps). */
  execScript(sql: string): Promise<void>;
  /**
   * Runs start-up work (migrations, the signing key, the demo seed) while no other process starting
   * on the same database does: several instances starting at once on PostgreSQL take turns under
   * an advisory lock. PGlite needs none: its directory belongs to one process (see pglite-lock.ts).
   */
  duringStartup<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tar, which `loadDataDir` starts another from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key instances take turns under while starting (any fixed 64-bit number). */
const STARTUP_LOCK = 7_240_311_925;

export interface StorageOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data directory; `memory://` or undefined keeps everything in memory. */
  dataDir?: string;
  /**
   * PGlite only: a dump of a data directory (`dumpDataDir`) to start from instead of an empty
   * database, such as a migrated one the tests copy rather than create and migrate each time.
   */
  loadDataDir?: Blob;
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Storage> {
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lock = inMemory ? undefined : holdDataDirectory(path.resolve(dataDir));
  let client: PGlite;
  try {
    // Catalog search (migration 0008-search) needs these two contrib extensions.
    client = await PGlite.create({
      ...(inMemory ? {} : { dataDir }),
      ...(loadDataDir && { loadDataDir }),
      extensions: { pg_trgm, unaccent },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  readAsText(client);
  return {
    kind: 'pglite',
    db: drizzlePglite({ client: observedPglite(client) }) as unknown as Database,
    async execScript(sql) {
      await client.transaction(async (tx) => {
        await tx.exec(sql);
      });
    },
    duringStartup: (work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      await client.close();
      lock?.release();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Storage> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection that the server drops must not take the process down.
  pool.on('error', (error) =>
    loggerFor('storage').error({ err: error }, `PostgreSQL pool error: ${error.message}`),
  );
  observePool('postgres', () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: observedPool(pool) }) as unknown as Database,
    async execScript(sql) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(sql);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async duringStartup(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens the storage and brings its schema up to date. */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  const storage = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.loadDataDir);
  try {
    await storage.duringStartup(() => migrate(storage));
  } catch (error) {
    await storage.close().catch(() => {});
    throw error;
  }
  return storage;
}
