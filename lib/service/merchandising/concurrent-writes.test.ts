import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildJob, DraftProduct } from '@/lib/commerce/schemas/merchandising';
import { selectRows } from '../catalog/select-rows';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import { TEST_DATABASE_URL } from '../testing/harness';
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
const childrenOf = async (parentId: string) =>
  (await t.send<{ data: DraftProduct[] }>('GET', `/pcm/products/${parentId}/children?page[limit]=4`)).body
    .data;
const statusOf = async (id: string) =>
  (await t.send<{ data: DraftProduct }>('GET', `/pcm/products/${id}`)).body.data.attributes.status;

describe('a parent built while its children are edited', () => {
  it('fails neither: every build and every edit succeeds, and each edit of a child stays', async () => {
    const childIds = (await childrenOf(classicTee)).map((child) => child.id);
    expect(childIds).toHaveLength(4);

    const statusFor = (round: number) => (round % 2 ? 'draft' : 'live');
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all([
        t.send('POST', `/pcm/products/${classicTee}/build`),
        ...childIds.map((id) =>
          t.send('PUT', `/pcm/products/${id}`, {
            json: { data: { type: 'product', id, attributes: { status: statusFor(round) } } },
          }),
        ),
        t.send('POST', `/pcm/products/${classicTee}/build`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 200, 200, 200, 200, 201]);
      // A build keeps each child's own status, whether the edit came before it or during it.
      for (const id of childIds) expect(await statusOf(id), `round ${round}`).toBe(statusFor(round));
    }
  });
});

/**
 * The same race made certain: an edit of a child holds its row, uncommitted, until the build has
 * read the children and waits to write that one. PostgreSQL only: PGlite runs one transaction at a
 * time, so the build would wait behind the test's for ever.
 */
describe.runIf(TEST_DATABASE_URL)('a build waiting on an edit of a child (PostgreSQL)', () => {
  it('writes the child after the edit commits, keeping the edited status', async () => {
    const [child] = await childrenOf(classicTee);
    const db = t.svc.service.storage.db;
    const setStatus = (status: string) =>
      t.send('PUT', `/pcm/products/${child!.id}`, {
        json: { data: { type: 'product', id: child!.id, attributes: { status } } },
      });
    expect((await setStatus('live')).status).toBe(200);

    let build: Promise<{ status: number; body: { data: BuildJob } }> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE pcm_products SET status = 'draft' WHERE id = ${child!.id}`);
      build = t.send('POST', `/pcm/products/${classicTee}/build`);
      // Until the build's write of that child waits for this transaction's lock.
      for (let tries = 0; tries < 600; tries++) {
        const waiting = await selectRows(db)`SELECT 1 FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%pcm_products%'`;
        if (waiting.length) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
    expect((await build!).status).toBe(201);
    expect(await statusOf(child!.id)).toBe('draft');
  });
});
