import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import path from 'node:path';

/**
 * Files that take minutes, whatever their size says: the fuzz files are three lines each. Without
 * timings of an earlier run (a fresh clone has none), Vitest starts the largest files first, which
 * left the fuzz for last, one file running alone on one core while the other waited. These start
 * first, longest first, and the many short files fill the other worker around them.
 */
const LONG_FILES = [
  'tests/fuzz/catalog.test.ts',
  'tests/fuzz/carts.test.ts',
  'tests/fuzz/rest.test.ts',
  'tests/resilience/crash-recovery.test.ts',
  'tests/security/credential-limits.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.indexOf(path.relative(import.meta.dirname, file.moduleId));
      return index === -1 ? LONG_FILES.length : index;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

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
    // Ceilings for a hung test, not budgets: the heaviest (the demo seeded twice, on PostgreSQL) take
    // 15 s alone, and CI runs the PostgreSQL step beside the production build on two cores, where a
    // test takes three to four times as long on a slow day.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Service tests each open their own embedded database; two cores run two at a time well.
    maxWorkers: 2,
    // A worker keeps the modules it loaded for the next file instead of loading the service again
    // for each (a third of the suite's time): files share no state but what they start themselves,
    // and each service or database a file opens is its own.
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
  },
});
