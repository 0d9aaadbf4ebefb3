import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerCache } from './answer-cache';

type Handler = typeof import('./redis-cache-handler.mjs');

/** Waits until `gone` holds or about fifteen seconds passed (a message arrives when it arrives). */
async function waitFor(gone: () => boolean) {
  for (let tries = 0; tries < 600 && !gone(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 25));
}

/**
 * Several instances: a search answer kept by one is dropped when a publish through another reaches
 * it over Redis (the shared cache handler's `revalidated` channel), not only by its own publishes.
 */
describe.runIf(process.env.TEST_REDIS_URL)('the answer cache with Redis (REDIS_URL)', () => {
  let there: Handler;

  beforeAll(async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    process.env.REDIS_PREFIX = `test:${Math.random().toString(36).slice(2)}:`;
    // This instance's handler listens; the other instance is a second copy of the module, which
    // records and announces the revalidation as a publish there does.
    const handler = './redis-cache-handler.mjs';
    const here: Handler = await import(/* @vite-ignore */ `${handler}?here`);
    // Redis drops a message nobody is subscribed to yet: listen before the other instance speaks.
    await here.listening;
    there = await import(/* @vite-ignore */ `${handler}?there`);
  });

  afterAll(() => {
    delete process.env.REDIS_URL;
    delete process.env.REDIS_PREFIX;
  });

  it('drops an answer when another instance publishes', async () => {
    const cache = answerCache();
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
    await waitFor(() => !cache.get('en-us /search?q=tee gzip'));
    expect(cache.get('en-us /search?q=tee gzip')).toBeUndefined();
    expect(cache.get('other')?.body.toString()).toBe('x');
  });

  it('drops an answer made earlier in the same millisecond as the publish', async () => {
    const cache = answerCache();
    // A publish at .3 of a millisecond a little while ago, and a render that began 0.2 ms before it.
    // Recorded to the nearest millisecond, the publish would read as made before that render, and the
    // render's answer would be kept as fresh after it.
    const publishedAt = Math.floor(performance.timeOrigin + performance.now()) - 5 + 0.3;
    cache.set('en-us /search?q=mug gzip', {
      status: 200,
      headers: {},
      body: Buffer.from('old release'),
      tags: ['same-millisecond'],
      madeAt: publishedAt - 0.2,
    });
    expect(cache.get('en-us /search?q=mug gzip')).toBeDefined();

    // The clock the other instance reads as it records the publish (synchronously, at its start).
    const clock = vi.spyOn(performance, 'now').mockReturnValue(publishedAt - performance.timeOrigin);
    const announced = there.announceRevalidation(['same-millisecond']);
    clock.mockRestore();
    await announced;
    await waitFor(() => !cache.get('en-us /search?q=mug gzip'));
    expect(cache.get('en-us /search?q=mug gzip')).toBeUndefined();
  });
});
