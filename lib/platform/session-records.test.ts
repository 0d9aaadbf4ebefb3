import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestStorage, TEST_DATABASE_URL, type TestStorage } from '@/lib/service/testing/harness';
import { openStorage } from '@/lib/service/storage/database';
import type { RedisClient } from './redis-client';
import { databaseRecords, memoryRecords, redisRecords, type SessionRecords } from './session-records';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const opened: { close(): Promise<unknown> }[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

async function pglite(): Promise<SessionRecords> {
  const storage = await openStorage({});
  opened.push(storage);
  return databaseRecords(async () => storage.db);
}

async function postgres(): Promise<SessionRecords> {
  const handle: TestStorage = await openTestStorage();
  opened.push({ close: () => handle.dispose() });
  return databaseRecords(async () => handle.storage.db);
}

async function redis(): Promise<SessionRecords> {
  const client = (await createClient({ url: TEST_REDIS_URL }).connect()) as RedisClient;
  opened.push({ close: () => client.quit() });
  return redisRecords(async () => client, `test:${randomBytes(4).toString('hex')}:`);
}

const backends: [string, () => Promise<SessionRecords>][] = [
  ['memory', async () => memoryRecords()],
  ['the embedded database (PGlite)', pglite],
  ...(TEST_DATABASE_URL ? [['PostgreSQL', postgres] as [string, () => Promise<SessionRecords>]] : []),
  ...(TEST_REDIS_URL ? [['Redis', redis] as [string, () => Promise<SessionRecords>]] : []),
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each test opens its own store: a new embedded database migrates from nothing, which takes long
// when the build runs beside these tests on two cores.
describe.each(backends)('open sessions in %s', { timeout: 120_000 }, (_, make) => {
  it('are open until closed, and a closed one stays closed', async () => {
    const records = await make();
    const id = await records.open(600);
    const other = await records.open(600);
    expect(id).not.toBe(other);
    expect(await records.isOpen(id)).toBe(true);
    await records.close(id);
    expect(await records.isOpen(id)).toBe(false);
    expect(await records.isOpen(other)).toBe(true);
    expect(await records.isOpen('never-opened-session-id')).toBe(false);
  });

  it('end by themselves after their lifetime, and after being idle too long', async () => {
    const records = await make();
    // Two seconds of life or of idleness, looked at 1.2 s and 2.5 s on: margins of most of a second
    // for the calls in between, which take their time on a loaded machine.
    const short = await records.open(2);
    const idle = await records.open(600);
    const busy = await records.open(600);
    await wait(1200);
    expect(await records.isOpen(busy, 2)).toBe(true);
    await wait(1300);
    expect(await records.isOpen(short)).toBe(false);
    expect(await records.isOpen(idle, 2)).toBe(false);
    // An idle session is closed, not only refused once.
    expect(await records.isOpen(idle)).toBe(false);
    expect(await records.isOpen(busy, 2)).toBe(true);
  });
});

describe.each(backends)('a member’s sessions in %s', (_, make) => {
  it('end together but for the one kept, and leave other members’ sessions open', async () => {
    const records = await make();
    const owner = `member-${randomBytes(4).toString('hex')}`;
    const kept = await records.open(600, owner);
    const other = await records.open(600, owner);
    const third = await records.open(600, owner);
    const someoneElse = await records.open(600, `${owner}-other`);
    const anonymous = await records.open(600);
    await records.closeAllOf(owner, kept);
    expect(await records.isOpen(kept)).toBe(true);
    expect(await records.isOpen(other)).toBe(false);
    expect(await records.isOpen(third)).toBe(false);
    expect(await records.isOpen(someoneElse)).toBe(true);
    expect(await records.isOpen(anonymous)).toBe(true);
    await records.closeAllOf(owner);
    expect(await records.isOpen(kept)).toBe(false);
  });
});
