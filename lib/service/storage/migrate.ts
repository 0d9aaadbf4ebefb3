import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildFile } from '@/lib/platform/build-files';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Storage } from './database';

export const serviceMigrations = pgTable('service_migrations', {
  id: text('id').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface Migration {
  /** The file's name without `.sql`, as `service_migrations` records it. */
  id: string;
  sql: string;
}

/**
 * The migrations are SQL files in lib/service/storage/migrations, of the repository or of the
 * standalone build (where next.config.mjs traces them in), as the demo's pictures are.
 */
const MIGRATIONS_DIR = path.join('lib', 'service', 'storage', 'migrations');

let loaded: Promise<Migration[]> | undefined;

/**
 * Every migration, in the order it is applied: by id (so `0002-catalog` comes before
 * `0002-catalog-documents`). Append; never edit one that has shipped. 0010 and 0013 made the
 * storefront's own tables, which the storefront now makes itself (lib/platform/record-tables.ts); a
 * database that applied them keeps them as they are.
 */
export function loadMigrations(): Promise<Migration[]> {
  loaded ??= (async () => {
    const dir = buildFile(MIGRATIONS_DIR);
    const ids = (await readdir(dir))
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.slice(0, -'.sql'.length))
      .sort();
    return Promise.all(
      ids.map(async (id) => ({ id, sql: await readFile(path.join(dir, `${id}.sql`), 'utf8') })),
    );
  })();
  // A failed read (no such folder) is tried again by the next caller.
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

/**
 * Applies the migrations that the database has not seen, in order, each in its own transaction.
 * Plain SQL files per area, rather than one generated journal, so that areas can add their tables
 * independently; the same SQL runs on PGlite and PostgreSQL.
 */
export async function migrate(storage: Storage): Promise<void> {
  const migrations = await loadMigrations();
  await storage.execScript(`
    CREATE TABLE IF NOT EXISTS service_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
  `);
  const applied = await storage.db.select({ id: serviceMigrations.id }).from(serviceMigrations);
  const done = new Set(applied.map((row) => row.id));
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    const id = migration.id.replace(/'/g, "''");
    // The insert fails on a duplicate id, so two processes migrating at once cannot both apply it.
    await storage.execScript(`${migration.sql}\nINSERT INTO service_migrations (id) VALUES ('${id}');`);
  }
}

/**
 * The migrations this database has not recorded (readiness: a process whose storage is behind the
 * code must not take traffic). Reading the table also proves the storage answers.
 */
export async function unappliedMigrations(storage: Storage): Promise<string[]> {
  const migrations = await loadMigrations();
  const applied = await storage.db.select({ id: serviceMigrations.id }).from(serviceMigrations);
  const done = new Set(applied.map((row) => row.id));
  return migrations.map((migration) => migration.id).filter((id) => !done.has(id));
}
