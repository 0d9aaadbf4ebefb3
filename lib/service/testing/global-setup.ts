import type { TestProject } from 'vitest/node';
import { prepareStorageTemplates, type StorageTemplates } from './storage-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by lib/service/testing/global-setup.ts: what each test's storage is copied from. */
    storageTemplates: StorageTemplates;
  }
}

/**
 * Once per run (vitest.config.ts): a migrated database and a seeded one, on PGlite and, when
 * `TEST_DATABASE_URL` is set, on PostgreSQL, which every test's storage then starts from
 * (lib/service/testing/harness.ts). Removed again when the run ends.
 */
export default async function setup(project: TestProject) {
  const { templates, dispose } = await prepareStorageTemplates(process.env.TEST_DATABASE_URL || undefined);
  project.provide('storageTemplates', templates);
  return dispose;
}
