import { describe, expect, it } from 'vitest';
import { Limit, takeAll } from './limits';

const rule = (name: string, points: number) => new Limit({ name, points, windowSeconds: 60 });

describe('Limit', () => {
  it('counts events per key and limits past its points, saying how long to wait', async () => {
    const limit = rule('a', 2);
    expect(await limit.take('k')).toEqual({ limited: false });
    expect(await limit.take('k')).toEqual({ limited: false });
    expect(await limit.check('k')).toEqual({ limited: true, retryAfterSeconds: 60 });
    expect(await limit.take('k')).toEqual({ limited: true, retryAfterSeconds: 60 });
    expect(await limit.check('other')).toEqual({ limited: false });
  });

  it('takes back one event, and forgets a key on reset', async () => {
    const limit = rule('b', 1);
    await limit.take('k');
    await limit.giveBack('k');
    expect(await limit.check('k')).toEqual({ limited: false });
    await limit.take('k');
    await limit.reset('k');
    expect(await limit.take('k')).toEqual({ limited: false });
  });
});

describe('takeAll', () => {
  it('counts nothing when any key is limited, and answers the longest wait', async () => {
    const open = rule('open', 5);
    const closed = new Limit({ name: 'closed', points: 1, windowSeconds: 120 });
    await closed.take('k');
    const keys = [
      { limit: open, key: 'k' },
      { limit: closed, key: 'k' },
    ];
    expect(await takeAll(keys)).toEqual({ limited: true, retryAfterSeconds: 120 });
    for (let i = 0; i < 5; i++) expect(await open.take('k')).toEqual({ limited: false });
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('Limit with Redis (REDIS_URL)', () => {
  it('counts one key across instances: what one instance took, another sees', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    process.env.REDIS_PREFIX = `test:${Math.random().toString(36).slice(2)}:`;
    try {
      const { redisBackend } = await import('./limits');
      // Until the connection is open, each instance counts in its own memory (the insurance).
      await (await import('./redis-client')).sharedRedis();
      const here = new Limit({ name: 'shared', points: 2, windowSeconds: 60 }, redisBackend);
      const there = new Limit({ name: 'shared', points: 2, windowSeconds: 60 }, redisBackend);
      expect(await here.take('k')).toEqual({ limited: false });
      expect(await there.take('k')).toEqual({ limited: false });
      expect(await here.take('k')).toMatchObject({ limited: true });
      expect(await there.check('k')).toMatchObject({ limited: true });
      await there.reset('k');
      expect(await here.take('k')).toEqual({ limited: false });
    } finally {
      delete process.env.REDIS_URL;
      delete process.env.REDIS_PREFIX;
    }
  });
});
