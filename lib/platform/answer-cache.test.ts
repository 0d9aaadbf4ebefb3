import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AnswerCache, answerCache, answerWithCache, type AnswerKey, type CachedAnswer } from './answer-cache';

const answer = (body: string, tags = ['catalog'], madeAt = performance.timeOrigin + performance.now()) =>
  ({
    status: 200,
    headers: { 'content-type': 'text/html' },
    body: Buffer.from(body),
    tags,
    madeAt,
  }) satisfies CachedAnswer;

describe('the answer cache', () => {
  it('keeps at most its entries and bytes however many distinct requests arrive', () => {
    const cache = new AnswerCache({ maxEntries: 100, maxBytes: 64 * 1024, maxAgeMs: 60_000 });
    // An attacker's million distinct searches, each a small page.
    for (let i = 0; i < 1_000_000; i++) cache.set(`en-us /search?q=${i}`, answer(`results for ${i}`));
    expect(cache.size.entries).toBe(100);
    // The most recent are the ones kept.
    expect(cache.get('en-us /search?q=999999')?.body.toString()).toBe('results for 999999');
    expect(cache.get('en-us /search?q=0')).toBeUndefined();

    // Larger answers: the bytes bound holds before the entries bound does.
    for (let i = 0; i < 1_000; i++) cache.set(`big ${i}`, answer('x'.repeat(4_000)));
    expect(cache.size.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size.entries).toBe(16);
    // An answer bigger than an eighth of the whole is never kept.
    cache.set('huge', answer('x'.repeat(9_000)));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('drops what a revalidation of one of its tags came after, and keeps the rest', () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1024, maxAgeMs: 60_000 });
    cache.set('search', answer('old release'));
    cache.set('other', answer('other', ['something-else']));
    expect(cache.get('search')?.body.toString()).toBe('old release');
    cache.revalidate(['catalog']);
    expect(cache.get('search')).toBeUndefined();
    expect(cache.get('other')?.body.toString()).toBe('other');
    // A render that began before the publish and ended after it is not kept.
    const begunBefore = performance.timeOrigin + performance.now() - 1_000;
    cache.set('search', answer('rendered across the publish', ['catalog'], begunBefore));
    expect(cache.get('search')).toBeUndefined();
    cache.set('search', answer('new release'));
    expect(cache.get('search')?.body.toString()).toBe('new release');
  });

  it('drops an answer older than its age', () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1024, maxAgeMs: 60_000 });
    cache.set(
      'search',
      answer('kept too long', ['catalog'], performance.timeOrigin + performance.now() - 61_000),
    );
    expect(cache.get('search')).toBeUndefined();
  });

  it('drops an answer older than its own age, when shorter than the cache’s', () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1024, maxAgeMs: 60_000 });
    const madeAt = performance.timeOrigin + performance.now() - 31_000;
    cache.set('product page', { ...answer('stock a minute ago', ['catalog'], madeAt), maxAgeMs: 30_000 });
    cache.set('search', { ...answer('results', ['catalog'], madeAt), maxAgeMs: 120_000 });
    expect(cache.get('product page')).toBeUndefined();
    expect(cache.get('search')?.body.toString()).toBe('results');
  });

  it('keeps what its policy allows, with the tags it names, and never what it does not', async () => {
    let renders = 0;
    const pages: Record<string, (response: ServerResponse) => void> = {
      '/public': (response) => {
        response.setHeader('Cache-Control', 'public, s-maxage=300');
        response.setHeader('Cache-Tag', 'catalog,catalog:product:p1');
      },
      '/private': (response) => response.setHeader('Cache-Control', 'private, no-store'),
    };
    const policy = {
      keyOf: ({ url }: { url?: string }): AnswerKey => ({
        key: `test ${url}`,
        tags: [],
        keepIf: (headers) => String(headers['cache-control']).startsWith('public'),
      }),
    };
    const server = createServer((request, response) =>
      answerWithCache(
        policy,
        request,
        response,
        async () => {
          renders++;
          pages[request.url!]!(response);
          response.end(`render ${renders}`);
        },
        () => false,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const read = async (path: string) => {
      const response = await fetch(origin + path);
      return `${await response.text()} ${response.headers.get('x-answer-cache') ?? 'MISS'}`;
    };
    try {
      expect(await read('/public')).toBe('render 1 MISS');
      expect(await read('/public')).toBe('render 1 HIT');
      expect(await read('/private')).toBe('render 2 MISS');
      expect(await read('/private')).toBe('render 3 MISS');
      // A purge of what the page names drops it, as a publish does.
      answerCache().revalidate(['catalog:product:p1']);
      expect(await read('/public')).toBe('render 4 MISS');
    } finally {
      server.close();
    }
  });
});
