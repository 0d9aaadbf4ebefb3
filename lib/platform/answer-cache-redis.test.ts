import { afterAll, describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache';

/**
 * Several instances: a search answer kept by one is dropped when a publish through another reaches
 * it over Redis (the shared cache handler's `revalidated` channel), not only by its own publishes.
 */
describe.runIf(process.env.TEST_REDIS_URL)('the answer cache with Redis (REDIS_URL)', () => {
  afterAll(() => {
    delete process.env.REDIS_URL;
    delete process.env.REDIS_PREFIX;
  });

  it('drops an answer when another instance publishes', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    process.env.REDIS_PREFIX = `test:${Math.random().toString(36).slice(2)}:`;
    // This instance's handler listens; the other instance is a second copy of the module, which
    // records and announces the revalidation as a publish there does.
    const handler = './redis-cache-handler.mjs';
    const here: typeof import('./redis-cache-handler.mjs') = await import(
      /* @vite-ignore */ `${handler}?here`
    );
    // Redis drops a message nobody is subscribed to yet: listen before the other instance speaks.
    await here.listening;
    const there: typeof import('./redis-cache-handler.mjs') = await import(
      /* @vite-ignore */ `${handler}?there`
    );
    const cache = answerCache();
    // The handler records a revalidation's time in whole milliseconds (rounded): an answer made in
    // the same millisecond as the publish could count as made after it. Made a millisecond before.
    const madeAt = performance.timeOrigin + performance.now() - 1;
    cache.set('en-us /search?q=tee gzip', {
      status: 200,
      headers: {},
      body: Buffer.from('old release'),
      tags: ['catalog'],
      madeAt,
    });
    cache.set('other', { status: 200, headers: {}, body: Buffer.from('x'), tags: ['elsewhere'], madeAt });
    expect(cache.get('en-us /search?q=tee gzip')).toBeDefined();

    await there.announceRevalidation(['catalog']);
    // The message arrives when it arrives: wait for it, without asserting a time.
    for (let tries = 0; tries < 200 && cache.get('en-us /search?q=tee gzip'); tries++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(cache.get('en-us /search?q=tee gzip')).toBeUndefined();
    expect(cache.get('other')?.body.toString()).toBe('x');
  });
});
