import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage, type TestStorage } from '@/lib/service/testing/harness';
import { databaseOutbox } from './database-outbox';
import { directoryOutbox } from './directory-outbox';
import { retryDelaySeconds, MAX_ATTEMPTS, type Outbox, type OutboxLimits } from './outbox';
import { redisOutbox } from './redis-outbox';

const LIMITS: OutboxLimits = { capacity: 3, leaseSeconds: 60 };
const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, seconds));

interface Backend {
  name: string;
  open(): Promise<{ outbox: Outbox<{ n: number }>; close(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'database',
    async open() {
      const storage: TestStorage = await openTestStorage();
      return {
        outbox: databaseOutbox(async () => storage.storage.db, LIMITS),
        close: () => storage.dispose(),
      };
    },
  },
  {
    name: 'directory',
    async open() {
      const directory = await mkdtemp(path.join(tmpdir(), 'outbox-'));
      return {
        outbox: directoryOutbox(directory, LIMITS),
        close: () => rm(directory, { recursive: true, force: true }),
      };
    },
  },
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  backends.push({
    name: 'redis',
    async open() {
      const client = createClient({ url: redisUrl });
      await client.connect();
      const prefix = `test:outbox:${process.pid}:${Math.random().toString(36).slice(2)}:`;
      return {
        outbox: redisOutbox(async () => client, prefix, LIMITS),
        async close() {
          const keys = await client.keys(`${prefix}*`);
          if (keys.length > 0) await client.del(keys);
          await client.quit();
        },
      };
    },
  });
}

describe.each(backends)('the mail outbox in $name', (backend) => {
  let outbox: Outbox<{ n: number }>;
  let close: () => Promise<void>;
  beforeAll(async () => ({ outbox, close } = await backend.open()));
  afterAll(() => close());

  it('keeps what is added until it is sent, hands each due entry to one claimant, and retries later', async () => {
    expect(await outbox.add({ n: 1 }, at(0))).toMatchObject({ added: true });
    expect(await outbox.add({ n: 2 }, at(1))).toMatchObject({ added: true });
    expect(await outbox.size()).toBe(2);
    expect(await outbox.nextDue()).toEqual(at(0));

    const first = await outbox.claim(at(1), 10);
    expect(first.map((entry) => entry.payload.n).sort()).toEqual([1, 2]);
    expect(first.every((entry) => entry.attempts === 1)).toBe(true);
    // Leased: nobody else gets them while the claimant sends.
    expect(await outbox.claim(at(2), 10)).toEqual([]);

    const [one, two] = [...first].sort((a, b) => a.payload.n - b.payload.n);
    await outbox.settle(one!.id);
    await outbox.retryAt(two!.id, at(40), 'connection refused');
    expect(await outbox.size()).toBe(1);
    expect(await outbox.nextDue()).toEqual(at(40));
    expect(await outbox.claim(at(39), 10)).toEqual([]);
    const again = await outbox.claim(at(40), 10);
    expect(again).toEqual([{ id: two!.id, payload: { n: 2 }, attempts: 2 }]);

    // A claimant that died: the lease runs out and the entry is due again, one attempt more.
    const orphaned = await outbox.claim(at(40 + LIMITS.leaseSeconds), 10);
    expect(orphaned).toEqual([{ id: two!.id, payload: { n: 2 }, attempts: 3 }]);
    await outbox.settle(two!.id);
    expect(await outbox.size()).toBe(0);
    expect(await outbox.nextDue()).toBeNull();
  });

  it('keeps no more than its capacity', async () => {
    for (let n = 0; n < LIMITS.capacity; n += 1) expect((await outbox.add({ n }, at(0))).added).toBe(true);
    expect(await outbox.add({ n: 99 }, at(0))).toEqual({ added: false });
    expect(await outbox.size()).toBe(LIMITS.capacity);
    for (const entry of await outbox.claim(at(0), 10)) await outbox.settle(entry.id);
  });

  it('claims at most the number asked for', async () => {
    await outbox.add({ n: 1 }, at(0));
    await outbox.add({ n: 2 }, at(0));
    expect(await outbox.claim(at(0), 1)).toHaveLength(1);
    expect(await outbox.claim(at(0), 5)).toHaveLength(1);
  });
});

describe('retry delays', () => {
  it('grow from 30 seconds to an hour apart and end after the last attempt', () => {
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(2)).toBe(60);
    expect(retryDelaySeconds(8)).toBe(3600);
    expect(retryDelaySeconds(MAX_ATTEMPTS - 1)).toBe(3600);
    expect(retryDelaySeconds(MAX_ATTEMPTS)).toBeNull();
  });
});
