import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftProduct } from '@/lib/commerce/schemas/merchandising';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import { startMerchandisingService, type MerchandisingTestService } from '../testing/merchandising';

/**
 * Writes to the same products at once. On PGlite they take turns; on PostgreSQL (TEST_DATABASE_URL)
 * they overlap in the database, where a lock taken in the wrong order would deadlock one of them.
 */
let t: MerchandisingTestService;
beforeAll(async () => {
  t = await startMerchandisingService();
});
afterAll(() => t?.close());

const { classicTee } = DEMO_CATALOG.products;

describe('a parent built while its children are edited', () => {
  it('fails neither: every build and every edit succeeds, and the last edit of each child stays', async () => {
    const children = await t.send<{ data: DraftProduct[] }>(
      'GET',
      `/pcm/products/${classicTee}/children?page[limit]=4`,
    );
    const childIds = children.body.data.map((child) => child.id);
    expect(childIds).toHaveLength(4);

    const statusOf = (round: number) => (round % 2 ? 'draft' : 'live');
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all([
        t.send('POST', `/pcm/products/${classicTee}/build`),
        ...childIds.map((id) =>
          t.send('PUT', `/pcm/products/${id}`, {
            json: { data: { type: 'product', id, attributes: { status: statusOf(round) } } },
          }),
        ),
        t.send('POST', `/pcm/products/${classicTee}/build`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 200, 200, 200, 200, 201]);
    }
    // A build keeps each child's own status, so the edits of the last round are what is there.
    for (const id of childIds) {
      const child = await t.send<{ data: DraftProduct }>('GET', `/pcm/products/${id}`);
      expect(child.body.data.attributes.status).toBe(statusOf(9));
    }
  });
});
