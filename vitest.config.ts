import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'tests/**/*.test.ts'],
    // Need the production build (and PostgreSQL, Redis): run after it (vitest.cluster.config.ts).
    exclude: ['tests/cluster/**', 'tests/platform/**', 'node_modules/**'],
    environment: 'node',
    // The vendor conformance suite (tests/vendor): the vendor's documents read once per run, and every
    // answer of a test service held against them when VENDOR_OPENAPI_DIR names them.
    globalSetup: ['lib/service/testing/global-setup.ts', 'tests/vendor/global-setup.ts'],
    setupFiles: ['tests/vendor/setup.ts'],
    // The code under test logs as in production (JSON lines); only what goes wrong is worth reading.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Service tests each open their own embedded database; two cores run two at a time well.
    maxWorkers: 2,
    // A worker keeps the modules it loaded for the next file instead of loading the service again
    // for each (a third of the suite's time): files share no state but what they start themselves,
    // and each service or database a file opens is its own.
    isolate: false,
  },
});
