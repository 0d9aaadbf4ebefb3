#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
// Service tests run on embedded PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set,
// with the fuzz suite (fewer requests per operation the second time: the same generators, so the
// point is the other storage, not more cases); with TEST_REDIS_URL too, the several-instances
// test runs after the build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const { TEST_DATABASE_URL, TEST_REDIS_URL, VENDOR_OPENAPI_DIR, ...withoutDatabase } = process.env;
// The vendor conformance suite (tests/vendor) reads the vendor's OpenAPI documents from this folder in
// both Vitest steps; made absolute here, so `../shared/vendor-openapi` means beside the repository.
const vendor = VENDOR_OPENAPI_DIR ? { VENDOR_OPENAPI_DIR: path.resolve(VENDOR_OPENAPI_DIR) } : {};
const base = { ...withoutDatabase, ...vendor, NEXT_TELEMETRY_DISABLED: '1' };

const steps = [
  // Route types (PageProps<'/shop'> …) come from the app directory; generate them before checking.
  ['route types', ['next', 'typegen'], base],
  ['types', ['tsc', '--noEmit'], base],
  ['lint', ['eslint', '.', '--max-warnings=0'], base],
  ['format', ['prettier', '--check', '.'], base],
  ['unit and service tests (PGlite)', ['vitest', 'run'], base],
  ...(TEST_DATABASE_URL
    ? [
        [
          'service and fuzz tests (PostgreSQL)',
          ['vitest', 'run', 'lib/service', 'lib/platform', 'tests/fuzz'],
          { ...base, TEST_DATABASE_URL, TEST_REDIS_URL, FUZZ_RUNS: process.env.FUZZ_RUNS_POSTGRES || '300' },
        ],
      ]
    : []),
  // The standalone server (scripts/build.mjs) is what the tests below, the journeys and the image run.
  ['production build', ['node', 'scripts/build.mjs'], base],
  // That server as the image runs it: health, drain, metrics, traces, logs (tests/platform).
  ['production server', ['vitest', 'run', '--config', 'vitest.cluster.config.ts', 'tests/platform'], base],
  // Three instances of that build behind HAProxy, on PostgreSQL and Redis (tests/cluster).
  ...(TEST_DATABASE_URL && TEST_REDIS_URL
    ? [
        [
          'several instances (PostgreSQL, Redis, HAProxy)',
          ['vitest', 'run', '--config', 'vitest.cluster.config.ts', 'tests/cluster'],
          { ...base, TEST_DATABASE_URL, TEST_REDIS_URL },
        ],
      ]
    : []),
  ['browser journeys (Playwright)', ['playwright', 'test'], base],
];

for (const [name, args, env] of steps) {
  // `node …` runs a script of ours; anything else is a tool from node_modules/.bin.
  const [command, commandArgs] =
    args[0] === 'node' ? [process.execPath, args.slice(1)] : ['npx', ['--no-install', ...args]];
  console.log(`\n▶ ${name}: ${args[0] === 'node' ? '' : 'npx '}${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log('\nAll checks passed.');
