import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../testing/harness';
import { DEMO_CATALOG } from './ids';
import { listReleases } from '../../catalog/releases';
import { seedDemoCatalog } from './seeder';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe('demo catalog seeder', () => {
  it('is deterministic and harmless to re-run: the same fixed releases with the same contents', async () => {
    const db = svc.service.storage.db;
    await seedDemoCatalog(svc.service.storage);
    const first = await listReleases(db, DEMO_CATALOG.catalogs.standard);
    await seedDemoCatalog(svc.service.storage);
    const second = await listReleases(db, DEMO_CATALOG.catalogs.standard);
    expect(second.map((release) => release.id)).toEqual([...DEMO_CATALOG.releases.standard].reverse());
    expect(
      second.map((release) => [release.number, release.productCount, release.publishedAt.toISOString()]),
    ).toEqual(
      first.map((release) => [release.number, release.productCount, release.publishedAt.toISOString()]),
    );
    expect(second[0]!.productCount).toBeGreaterThanOrEqual(80);
    const member = await listReleases(db, DEMO_CATALOG.catalogs.member);
    expect(member.map((release) => release.id)).toEqual([...DEMO_CATALOG.releases.member].reverse());
  });
});
