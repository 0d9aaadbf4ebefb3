import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestStorage, TEST_DATABASE_URL } from '@/lib/service/testing/harness';
import { rowsOf, type Database } from './database';
import { databaseOutbox } from './outbox/database-outbox';
import { databaseRecords } from './session-records';

const disposals: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const dispose of disposals) await dispose();
});

async function serviceDatabase(): Promise<Database> {
  const handle = await openTestStorage();
  disposals.push(() => handle.dispose());
  return handle.storage.db;
}

const tables = async (db: Database) =>
  rowsOf<{ name: string }>(
    await db.execute(sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_name LIKE 'storefront_%' ORDER BY 1`),
  ).map((row) => row.name);

describe(`the storefront's own record tables (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('are not the service’s: its migrations leave them out, the records make them on first use', async () => {
    const db = await serviceDatabase();
    expect(await tables(db)).toEqual([]);
    const records = databaseRecords(async () => db);
    const id = await records.open(600, 'member-1');
    expect(await records.isOpen(id)).toBe(true);
    const outbox = databaseOutbox<{ to: string }>(async () => db);
    expect((await outbox.add({ to: 'ada@example.com' }, new Date())).added).toBe(true);
    expect(await tables(db)).toEqual(['storefront_mail_outbox', 'storefront_sessions']);
  });

  it('are made once when several instances start at the same moment', async () => {
    const db = await serviceDatabase();
    // Each instance has a handle of its own on the one database (on PostgreSQL, the pool's
    // connections run the four creations side by side); none has made the tables yet.
    const handles = Array.from({ length: 4 }, () => Object.create(db) as Database);
    const opened = await Promise.all(handles.map((handle) => databaseRecords(async () => handle).open(600)));
    expect(new Set(opened).size).toBe(4);
    expect(await tables(db)).toEqual(['storefront_mail_outbox', 'storefront_sessions']);
  });

  it('keep the sessions of a database where the service’s migrations 0010 and 0013 made them', async () => {
    const db = await serviceDatabase();
    await db.execute(sql`CREATE TABLE storefront_sessions (
      id text PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 64),
      expires_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      owner text CHECK (length(owner) <= 128))`);
    const earlier = 'an-earlier-session-id-kept';
    await db.execute(sql`INSERT INTO storefront_sessions (id, expires_at, owner)
      VALUES (${earlier}, now() + interval '1 hour', 'member-2')`);
    const records = databaseRecords(async () => db);
    expect(await records.isOpen(earlier)).toBe(true);
    await records.closeAllOf('member-2');
    expect(await records.isOpen(earlier)).toBe(false);
  });
});
