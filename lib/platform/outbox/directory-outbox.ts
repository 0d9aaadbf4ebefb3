import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OUTBOX_LIMITS, type Outbox, type OutboxEntry, type OutboxLimits } from './outbox';

interface Stored<T> {
  payload: T;
  attempts: number;
  /** Milliseconds since the epoch. */
  due: number;
}

const ID = /^[0-9a-f-]{36}\.json$/;

/**
 * One process with a remote service and no Redis: the outbox is a directory of JSON files, one per
 * entry, written whole (to a temporary name, then renamed) so a crash never leaves half an entry.
 * Only this process sends from it; several instances need Redis (README "Several instances").
 */
export function directoryOutbox<T>(directory: string, limits: OutboxLimits = OUTBOX_LIMITS): Outbox<T> {
  const file = (id: string) => path.join(directory, `${id}.json`);
  const leased = new Map<string, number>();

  async function ids(): Promise<string[]> {
    try {
      return (await readdir(directory)).filter((name) => ID.test(name)).map((name) => name.slice(0, -5));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
  async function read(id: string): Promise<Stored<T> | null> {
    try {
      return JSON.parse(await readFile(file(id), 'utf8')) as Stored<T>;
    } catch {
      return null;
    }
  }
  async function write(id: string, stored: Stored<T>) {
    await mkdir(directory, { recursive: true });
    const temporary = path.join(directory, `.${id}.${process.pid}.tmp`);
    await writeFile(temporary, JSON.stringify(stored), { mode: 0o600 });
    await rename(temporary, file(id));
  }

  return {
    async add(payload, now) {
      if ((await ids()).length >= limits.capacity) return { added: false };
      const id = randomUUID();
      await write(id, { payload, attempts: 0, due: now.getTime() });
      return { added: true, id };
    },
    async claim(now, limit) {
      const claimed: OutboxEntry<T>[] = [];
      for (const id of await ids()) {
        if (claimed.length >= limit) break;
        if ((leased.get(id) ?? 0) > now.getTime()) continue;
        const stored = await read(id);
        if (!stored || stored.due > now.getTime()) continue;
        const attempts = stored.attempts + 1;
        await write(id, { ...stored, attempts });
        leased.set(id, now.getTime() + limits.leaseSeconds * 1000);
        claimed.push({ id, payload: stored.payload, attempts });
      }
      return claimed;
    },
    async settle(id) {
      leased.delete(id);
      await rm(file(id), { force: true });
    },
    async retryAt(id, at) {
      leased.delete(id);
      const stored = await read(id);
      if (stored) await write(id, { ...stored, due: at.getTime() });
    },
    async nextDue() {
      let soonest: number | null = null;
      for (const id of await ids()) {
        const stored = await read(id);
        if (stored && (soonest === null || stored.due < soonest)) soonest = stored.due;
      }
      return soonest === null ? null : new Date(soonest);
    },
    async size() {
      return (await ids()).length;
    },
  };
}
