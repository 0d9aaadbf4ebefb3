import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCHES, TYPO_CORRECTIONS_PER_REQUEST } from '@/lib/service/catalog/search/search-schema';
import { SEARCH_LIMIT } from '@/lib/service/limits';
import { firstError, startTestService, type TestService } from '@/lib/service/testing/harness';

/**
 * Issue 24 point 6: one catalog search request does a bounded amount of work (searches per
 * request, typo corrections per request), and an address asking for search without end is refused.
 */
let svc: TestService;
let token: string;
beforeAll(async () => {
  svc = await startTestService({ seedDemoData: true });
  token = await svc.token('implicit');
});
afterAll(() => svc?.close());

type Search = Record<string, unknown>;
const multiSearch = (searches: Search[]) =>
  svc.request('/catalog/multi-search', { method: 'POST', token, json: { searches } });
const found = async (response: Response) =>
  ((await response.json()) as { results: { found: number }[] }).results.map((result) => result.found);

describe('a multi-search request', () => {
  it(`holds at most ${MAX_SEARCHES} searches: more is a 400 that says so`, async () => {
    expect((await multiSearch(Array.from({ length: MAX_SEARCHES }, () => ({ q: 'tent' })))).status).toBe(200);
    const refused = await multiSearch(Array.from({ length: MAX_SEARCHES + 1 }, () => ({ q: 'tent' })));
    expect(refused.status).toBe(400);
    expect((await firstError(refused)).detail).toMatch(/searches/);
  });

  it(`corrects at most ${TYPO_CORRECTIONS_PER_REQUEST} misspelt words, each once; the others are searched as written`, async () => {
    // Each alone is corrected and finds its products.
    for (const q of ['tnet', 'skilet', 'merno sweter'])
      expect(await found(await multiSearch([{ q }])), q).not.toEqual([0]);

    // In one request, the first three words are corrected and the fourth is searched as written.
    expect(await found(await multiSearch([{ q: 'tnet' }, { q: 'skilet' }, { q: 'merno sweter' }]))).toEqual([
      expect.any(Number),
      expect.any(Number),
      0,
    ]);
    // A word met again in the request is corrected for free.
    const again = await found(
      await multiSearch([{ q: 'merno sweter' }, { q: 'merno sweter' }, { q: 'skilet' }]),
    );
    expect(again.every((count) => count > 0)).toBe(true);
  });
});

describe('search from one address', () => {
  let own: TestService;
  let ownToken: string;
  beforeAll(async () => {
    own = await startTestService({ seedDemoData: true });
    ownToken = await own.token('implicit');
  });
  afterAll(() => own?.close());

  it(`is limited to ${SEARCH_LIMIT.perAddress} searches a minute, each correction counting as one`, async () => {
    const request = () =>
      own.request('/catalog/multi-search', {
        method: 'POST',
        token: ownToken,
        json: { searches: Array.from({ length: MAX_SEARCHES }, () => ({ q: '*', per_page: 0 })) },
      });
    for (let spent = 0; spent < SEARCH_LIMIT.perAddress; spent += MAX_SEARCHES)
      expect((await request()).status).toBe(200);

    const refused = await request();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SEARCH_LIMIT.windowSeconds);
    expect(await firstError(refused)).toMatchObject({ status: '429', title: 'Too Many Requests' });
  });
});
