import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '@/lib/service/demo';
import { openStorage } from '@/lib/service/storage/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by tests/support/seeded-data-setup.ts: a data directory holding the demo data. */
    seededDataDir: string;
  }
}

/**
 * Once per run of the production server's tests (vitest.cluster.config.ts): a PGlite data directory
 * with the demo data, which their servers start from as copies (tests/support/server.ts
 * `seededDataDir`). Seeding is most of a first start; production-server.test.ts still starts on an
 * empty directory, as a new machine does. Removed again when the run ends.
 */
export default async function setup(project: TestProject) {
  const directory = mkdtempSync(path.join(tmpdir(), 'harbor-seeded-'));
  const storage = await openStorage({ dataDir: path.join(directory, 'pglite') });
  await seedDemoData(storage);
  await storage.close();
  project.provide('seededDataDir', directory);
  return () => rmSync(directory, { recursive: true, force: true });
}
