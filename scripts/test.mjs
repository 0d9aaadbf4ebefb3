#!/usr/bin/env node
// `npm test`: every check, stopping at the first failure, in stages; the steps of one stage run side
// by side where the two cores have room for them (one waits on a database or a browser while the
// other computes), and each step says how long it took.
// Service tests run on embedded PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set,
// with the fuzz suite (fewer requests per operation the second time: the same generators, so the
// point is the other storage, not more cases); with TEST_REDIS_URL too, the several-instances
// test runs after the build.
import { spawn } from 'node:child_process';
import path from 'node:path';

const { TEST_DATABASE_URL, TEST_REDIS_URL, VENDOR_OPENAPI_DIR, ...withoutDatabase } = process.env;
// The vendor conformance suite (tests/vendor) reads the vendor's OpenAPI documents from this folder in
// both Vitest steps; made absolute here, so `../shared/vendor-openapi` means beside the repository.
const vendor = VENDOR_OPENAPI_DIR ? { VENDOR_OPENAPI_DIR: path.resolve(VENDOR_OPENAPI_DIR) } : {};
const base = { ...withoutDatabase, ...vendor, NEXT_TELEMETRY_DISABLED: '1' };
const postgres = { ...base, TEST_DATABASE_URL, TEST_REDIS_URL };

/** A step: its name, the command (a tool of node_modules/.bin, or `node` for a script of ours), its env. */
const step = (name, args, env = base) => ({ name, args, env });
/** A step, then (if it passed) the steps that need it, side by side: one entry of a stage. */
const then = (first, next) => ({ first, next });

const stages = [
  // Route types (PageProps<'/shop'> …) come from the app directory; generate them before checking.
  [
    step('route types, then types', [
      'sh',
      '-c',
      'npx --no-install next typegen && npx --no-install tsc --noEmit',
    ]),
    step('lint', ['eslint', '.', '--max-warnings=0']),
    step('format', ['prettier', '--check', '.']),
  ],
  [step('unit and service tests (PGlite)', ['vitest', 'run'])],
  [
    ...(TEST_DATABASE_URL
      ? [
          step(
            'service and fuzz tests (PostgreSQL)',
            ['vitest', 'run', 'lib/service', 'lib/platform', 'tests/fuzz'],
            {
              ...postgres,
              FUZZ_RUNS: process.env.FUZZ_RUNS_POSTGRES || '300',
            },
          ),
        ]
      : []),
    // The standalone server (scripts/build.mjs) is what the tests after it, the journeys and the image
    // run. Those after it start as soon as it is built, while the PostgreSQL tests may still be running.
    // The types were checked by the first stage: the build does not check them again.
    then(step('production build', ['node', 'scripts/build.mjs'], { ...base, TYPES_CHECKED: '1' }), [
      // That server as the image runs it: health, drain, metrics, traces, logs (tests/platform); three
      // instances of it behind HAProxy, on PostgreSQL and Redis (tests/cluster).
      step('production server', ['vitest', 'run', '--config', 'vitest.cluster.config.ts', 'tests/platform']),
      ...(TEST_DATABASE_URL && TEST_REDIS_URL
        ? [
            step(
              'several instances (PostgreSQL, Redis, HAProxy)',
              ['vitest', 'run', '--config', 'vitest.cluster.config.ts', 'tests/cluster'],
              postgres,
            ),
          ]
        : []),
    ]),
  ],
  [step('browser journeys (Playwright)', ['playwright', 'test'])],
];

/**
 * Runs one step. Alone in its stage, it writes to this terminal as it goes; beside others, its
 * output is kept and written whole when it ends, so the steps' lines do not interleave.
 */
function run({ name, args, env }, alone) {
  const [command, commandArgs] =
    args[0] === 'node'
      ? [process.execPath, args.slice(1)]
      : args[0] === 'sh'
        ? ['sh', args.slice(1)]
        : ['npx', ['--no-install', ...args]];
  console.log(`\n▶ ${name}: ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(command, commandArgs, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      if (code === 0) console.log(`✔ ${name} (${seconds}s)`);
      else console.error(`\n✖ ${name} failed after ${seconds}s${signal ? ` (${signal})` : ''}`);
      resolve(code === 0);
    });
  });
}

/** One entry of a stage: a step, or a step followed by those that need it. */
async function runEntry(entry, alone) {
  if (!entry.first) return run(entry, alone);
  if (!(await run(entry.first, alone))) return false;
  return (await Promise.all(entry.next.map((each) => run(each, alone && entry.next.length === 1)))).every(
    Boolean,
  );
}

const started = Date.now();
for (const stage of stages) {
  const results = await Promise.all(stage.map((each) => runEntry(each, stage.length === 1)));
  if (results.includes(false)) process.exit(1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
