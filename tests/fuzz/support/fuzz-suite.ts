import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { answerMismatch, problemWith, startFuzzTarget, type FuzzTarget } from './fuzz-target';
import { requestArbitrary, type Operation } from './openapi-requests';

/**
 * Requests per operation. The default keeps the whole fuzz suite (three files, two at a time) at
 * about three minutes on two cores; `FUZZ_RUNS=20000 npx vitest run tests/fuzz` digs deeper.
 * `FUZZ_SEED` replays a run that fast-check reported (it prints the seed on failure).
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS || 2000);
/**
 * A ceiling per operation, so that one slow operation cannot eat the suite's budget: most take
 * 0.3–5 ms a request, but a sign-in costs a scrypt (~80 ms) and an administrator's cart listing
 * loads up to 100 carts. An operation that reaches it stops early and says how far it got.
 */
const FUZZ_SECONDS = Number(process.env.FUZZ_SECONDS || 25);
/**
 * Requests sent at once. Several in flight interleave inside the service as real clients do (two
 * adds racing for one new cart, say), and sign-ins hash their passwords side by side.
 */
const FUZZ_BATCH = Math.max(1, Number(process.env.FUZZ_BATCH || 4));
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/**
 * The ceiling is checked between batches, so the test's own limit leaves room for one more batch
 * of the slowest operation: by the time previews are fuzzed, the builds before them have made the
 * catalog some ten thousand products, and four previews of it queue on the catalog's row (on
 * PGlite ~8 s each, so a batch that starts just before the ceiling ends ~30 s after it).
 */
const TIMEOUT_MS = (FUZZ_SECONDS + 90) * 1000;

/**
 * Every operation of the document belongs to exactly one file's group: the last group takes all
 * that the others do not, so an operation added later is fuzzed without anyone listing it.
 */
const GROUPS = {
  catalog: (op: Operation) => /^\/(catalog|pcm|files)\//.test(op.path),
  carts: (op: Operation) => /^\/v2\/(carts|orders)\b/.test(op.path),
  rest: (op: Operation) => !GROUPS.catalog(op) && !GROUPS.carts(op),
} as const;

export type FuzzGroup = keyof typeof GROUPS;

/** Declares one test per operation of `group`; call it at the top level of a test file. */
export async function fuzzGroup(group: FuzzGroup): Promise<void> {
  const target = await startFuzzTarget();
  afterAll(() => target.close());
  // Reads first, so that they meet the demo data before the fuzzer's writes change it (publishing
  // two hundred releases, say, retires every release id the reads were given).
  const operations = target.operations
    .filter(GROUPS[group])
    .sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));

  describe(`fuzzing the ${group} operations of /commerce/openapi.json (${FUZZ_RUNS} requests each)`, () => {
    it('has operations to fuzz', () => {
      expect(operations.length).toBeGreaterThan(0);
    });
    for (const op of operations) {
      it(
        `${op.method} ${op.path}: never a 5xx, every 4xx in the error envelope with its status, every 2xx as documented`,
        () => fuzzOperation(target, op),
        TIMEOUT_MS,
      );
    }
  });
}

async function fuzzOperation(target: FuzzTarget, op: Operation): Promise<void> {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(
      fc.array(requestArbitrary(op, { resolve: target.resolve, known: target.known }), {
        minLength: FUZZ_BATCH,
        maxLength: FUZZ_BATCH,
      }),
      async (batch) => {
        const answers = await Promise.all(batch.map((request) => target.send(request)));
        batch.forEach((request, index) => {
          const answer = answers[index]!;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          // A path the URL parser rewrites (`/carts/./shipping-groups` is `/carts/shipping-groups`)
          // reaches another operation: its answer is checked for errors, not against this schema.
          const problem =
            problemWith(answer) ??
            (reachesOperation(request.target) ? answerMismatch(op, answer, target.resolve) : null);
          if (problem)
            throw new Error(
              `${request.method} ${request.target.slice(0, 300)} (${request.mutation}, ${request.token} token) ${problem}`,
            );
        });
      },
    ),
    {
      numRuns: Math.ceil(FUZZ_RUNS / FUZZ_BATCH),
      interruptAfterTimeLimit: FUZZ_SECONDS * 1000,
      markInterruptAsFailure: false,
      ...(FUZZ_SEED !== undefined && { seed: FUZZ_SEED }),
    },
  );
  const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  if (process.env.FUZZ_VERBOSE || sent < FUZZ_RUNS) {
    const summary = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(
      `${op.method} ${op.path}: ${sent} of ${FUZZ_RUNS} requests${sent < FUZZ_RUNS ? ` (stopped at the ${FUZZ_SECONDS} s ceiling)` : ''}: ${summary}`,
    );
  }
  // Requests that never get past the token check would test nothing but the token check.
  expect(
    [...statuses.keys()].some((status) => status !== 401 && status !== 403),
    `${op.method} ${op.path} only ever answered 401/403`,
  ).toBe(true);
}

/** Whether the service sees the path as written: dot segments (also `%2e`) are resolved by the URL parser. */
function reachesOperation(target: string): boolean {
  const path = target.split('?')[0]!;
  return new URL(`http://fuzz.local${path}`).pathname === path;
}
