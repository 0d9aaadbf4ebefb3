import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage, TEST_DATABASE_URL, type TestStorage } from '../testing/harness';
import { openStorage, rowsOf } from './database';
import { migrate } from './migrate';
import { getOrCreateSigningKey, getSetting, setSetting } from './settings';

// The same suite on every storage the service supports: PGlite always, PostgreSQL when
// TEST_DATABASE_URL points at one (.ci/run sets it to the machine's PostgreSQL).
const backends = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(backends)('storage on %s', (backend) => {
  let handle: TestStorage;
  beforeAll(async () => {
    const saved = process.env.TEST_DATABASE_URL;
    if (backend === 'pglite') delete process.env.TEST_DATABASE_URL;
    handle = await (backend === 'pglite' ? openTestStorageOn(undefined) : openTestStorage());
    if (saved) process.env.TEST_DATABASE_URL = saved;
  });
  afterAll(() => handle?.dispose());

  it('reports which storage it is', () => {
    expect(handle.storage.kind).toBe(backend);
  });

  it('applies migrations once, and again is a no-op', async () => {
    await migrate(handle.storage);
    const result = await handle.storage.db.execute(sql`SELECT count(*)::int AS n FROM service_migrations`);
    expect(rowsOf<{ n: number }>(result)[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('reads dates, times, intervals and numeric arrays as the database writes them, inside transactions too', async () => {
    const read = sql`SELECT timestamptz '2026-01-02 03:04:05.678+00' AS at, date '2026-01-02' AS day,
      interval '1 day' AS span, ARRAY[1.50]::numeric[] AS amounts, 7::int AS count, '{"a":1}'::jsonb AS doc`;
    const expected = {
      at: '2026-01-02 03:04:05.678+00',
      day: '2026-01-02',
      span: '1 day',
      amounts: '{1.50}',
      count: 7,
      doc: { a: 1 },
    };
    expect(rowsOf(await handle.storage.db.execute(read))[0]).toEqual(expected);
    const inside = await handle.storage.db.transaction(async (tx) => rowsOf(await tx.execute(read))[0]);
    expect(inside).toEqual(expected);
  });

  it('keeps settings and overwrites them', async () => {
    await setSetting(handle.storage.db, 'page_limit', 25);
    await setSetting(handle.storage.db, 'page_limit', 30);
    expect(await getSetting<number>(handle.storage.db, 'page_limit')).toBe(30);
    expect(await getSetting(handle.storage.db, 'missing')).toBeUndefined();
  });

  it('creates the signing key once', async () => {
    const [a, b] = await Promise.all([
      getOrCreateSigningKey(handle.storage.db),
      getOrCreateSigningKey(handle.storage.db),
    ]);
    expect(a).toBe(b);
    expect(await getOrCreateSigningKey(handle.storage.db)).toBe(a);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      handle.storage.db.transaction(async (tx) => {
        await setSetting(tx, 'half', 1);
        throw new Error('fail after the first write');
      }),
    ).rejects.toThrow('fail after the first write');
    expect(await getSetting(handle.storage.db, 'half')).toBeUndefined();
  });

  it('rolls a failed script back whole', async () => {
    await expect(
      handle.storage.execScript(
        `INSERT INTO service_settings (key, value) VALUES ('script', '1'); SELECT no_such_function();`,
      ),
    ).rejects.toThrow();
    expect(await getSetting(handle.storage.db, 'script')).toBeUndefined();
  });

  it('loses no update under concurrent read-modify-write with a row lock', async () => {
    await setSetting(handle.storage.db, 'counter', 0);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        handle.storage.db.transaction(async (tx) => {
          const result = await tx.execute(
            sql`SELECT value FROM service_settings WHERE key = 'counter' FOR UPDATE`,
          );
          const current = Number(rowsOf<{ value: number }>(result)[0]!.value);
          await setSetting(tx, 'counter', current + 1);
        }),
      ),
    );
    expect(await getSetting<number>(handle.storage.db, 'counter')).toBe(20);
  });
});

describe('PGlite data directory', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data and the signing key across a restart', async () => {
    const dataDir = path.join(dir, 'nested', 'pglite');
    const first = await openStorage({ dataDir });
    const key = await getOrCreateSigningKey(first.db);
    await setSetting(first.db, 'kept', { yes: true });
    await first.close();

    const second = await openStorage({ dataDir });
    expect(await getOrCreateSigningKey(second.db)).toBe(key);
    expect(await getSetting(second.db, 'kept')).toEqual({ yes: true });
    await second.close();
  }, 60_000);
});

async function openTestStorageOn(databaseUrl: string | undefined): Promise<TestStorage> {
  const storage = await openStorage({ databaseUrl });
  return { storage, label: storage.kind, dispose: () => storage.close() };
}
