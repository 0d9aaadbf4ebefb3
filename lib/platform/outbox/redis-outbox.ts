import { randomUUID } from 'node:crypto';
import type { RedisClient } from '../redis-client';
import { OUTBOX_LIMITS, type Outbox, type OutboxEntry, type OutboxLimits } from './outbox';

// Both scripts run atomically in Redis: the capacity check with the add, the pick with the lease.
const ADD = `
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[2], 'payload', ARGV[2], 'attempts', 0)
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
return 1`;
const CLAIM = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
for _, id in ipairs(ids) do redis.call('ZADD', KEYS[1], ARGV[2], id) end
return ids`;

/**
 * Several instances with a remote service: the outbox in Redis, which they share. A sorted set of
 * ids by the time each is due, and one hash per entry with its payload and attempts.
 */
export function redisOutbox<T>(
  redis: () => Promise<RedisClient>,
  prefix: string,
  limits: OutboxLimits = OUTBOX_LIMITS,
): Outbox<T> {
  const due = `${prefix}mail-outbox:due`;
  const entry = (id: string) => `${prefix}mail-outbox:entry:${id}`;
  return {
    async add(payload, now) {
      const id = randomUUID();
      const added = await (
        await redis()
      ).eval(ADD, {
        keys: [due, entry(id)],
        arguments: [String(limits.capacity), JSON.stringify(payload), String(now.getTime()), id],
      });
      return added === 1 ? { added: true, id } : { added: false };
    },
    async claim(now, limit) {
      const client = await redis();
      const ids = (await client.eval(CLAIM, {
        keys: [due],
        arguments: [String(now.getTime()), String(now.getTime() + limits.leaseSeconds * 1000), String(limit)],
      })) as string[];
      const entries: OutboxEntry<T>[] = [];
      for (const id of ids) {
        const attempts = await client.hIncrBy(entry(id), 'attempts', 1);
        const payload = await client.hGet(entry(id), 'payload');
        if (payload === null) {
          // Settled by another claimant between the pick and here (its lease had run out).
          await client.del(entry(id));
          await client.zRem(due, id);
          continue;
        }
        entries.push({ id, payload: JSON.parse(payload) as T, attempts });
      }
      return entries;
    },
    async settle(id) {
      const client = await redis();
      await client.zRem(due, id);
      await client.del(entry(id));
    },
    async retryAt(id, at) {
      await (await redis()).zAdd(due, { score: at.getTime(), value: id }, { XX: true });
    },
    async nextDue() {
      const [first] = await (await redis()).zRangeWithScores(due, 0, 0);
      return first ? new Date(first.score) : null;
    },
    async size() {
      return (await redis()).zCard(due);
    },
  };
}
