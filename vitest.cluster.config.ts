import { defineConfig } from 'vitest/config';
import path from 'node:path';

/**
 * The tests of the production server itself (tests/platform: the standalone build as the image runs
 * it) and of several instances of it behind HAProxy on PostgreSQL and Redis (tests/cluster). They
 * need the build, so `npm test` runs them after it, one file at a time.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/platform/**/*.test.ts', 'tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // The demo data, seeded once for the servers these tests start (tests/support/server.ts).
    globalSetup: ['tests/support/seeded-data-setup.ts'],
  },
});
