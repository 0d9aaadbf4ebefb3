import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Storage } from './database';
import { migrations } from './migrations';

export const serviceMigrations = pgTable('service_migrations', {
  id: text('id').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Applies the migrations that the database has not seen, in order, each in its own transaction.
 * Plain SQL files per area, rather than one generated journal, so that areas can add their tables
 * independently; the same SQL runs on PGlite and PostgreSQL.
 */
export async function migrate(storage: Storage): Promise<void> {
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
  const applied = await storage.db.select({ id: serviceMigrations.id }).from(serviceMigrations);
  const done = new Set(applied.map((row) => row.id));
  return migrations.map((migration) => migration.id).filter((id) => !done.has(id));
}
