import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCHES, TYPO_CORRECTIONS_PER_REQUEST } from '@/lib/service/catalog/search/search-schema';
import { sql } from 'drizzle-orm';
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

describe('the heaviest request accepted', () => {
  // Words no product has: three are corrected (to nothing near), the others searched as written.
  const misspelt = (at: number) =>
    Array.from(
      { length: 16 },
      (_, word) => `zqx${String.fromCharCode(97 + at)}${String.fromCharCode(97 + word)}vw`,
    );

  it('is answered: searches of misspelt words find nothing, with empty facets', async () => {
    const response = await multiSearch(
      Array.from({ length: MAX_SEARCHES }, (_, at) => ({
        q: misspelt(at).join(' '),
        facet_by: 'product_types,tags,price,price.USD.float_price,meta.search.categories.lvl0',
        per_page: 100,
      })),
    );
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as {
      results: { found: number; hits: unknown[]; facet_counts: { counts: unknown[]; stats: object }[] }[];
    };
    expect(results).toHaveLength(MAX_SEARCHES);
    for (const result of results) {
      expect(result).toMatchObject({ found: 0, hits: [] });
      expect(result.facet_counts).toHaveLength(5);
      for (const facet of result.facet_counts)
        expect(facet).toMatchObject({ counts: [], stats: { total_values: 0 } });
    }
    // Other searches are answered as before.
    expect(await found(await multiSearch([{ q: 'tent', facet_by: 'tags' }]))).not.toEqual([0]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, a search statement past the timeout is stopped: 503 in the envelope, other requests answered',
    async () => {
      // A statement that waits on a lock stands in for one that runs too long: the timeout stops both.
      const { db } = svc.service.storage;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE catalog_release_search IN ACCESS EXCLUSIVE MODE`);
        locked();
        await released;
      });
      await isLocked;
      try {
        const stopped = multiSearch([{ q: 'tent', facet_by: 'tags' }]);
        // Meanwhile the service answers others (the search holds no more than its own connection).
        expect((await svc.request('/catalog/hierarchies', { token })).status).toBe(200);
        const refused = await stopped;
        expect(refused.status).toBe(503);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await firstError(refused)).toMatchObject({
          status: '503',
          title: 'Service Unavailable',
          detail: expect.stringMatching(/took too long/),
        });
      } finally {
        release();
        await holder;
      }
      expect(await found(await multiSearch([{ q: 'tent' }]))).not.toEqual([0]);
    },
  );
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
