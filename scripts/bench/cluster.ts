import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { createClient } from 'redis';
import { startCluster } from '../cluster/cluster';
import { runLoad, type LoadResult } from './load';
import { BENCH_PATHS, checkCase, visitorCookie, type PageSettings } from './pages';

export interface ClusterFigures {
  name: string;
  path: string;
  one: LoadResult;
  three: LoadResult;
  /** Three instances' requests per second over one instance's, behind the same balancer. */
  ratio: number;
}

const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * The addresses shoppers open: under the market, at the product's slug. Without a market (`/shop`)
 * or with an id, every request would be a redirect, which the bench counts as an error.
 */
const CASES = [
  { name: 'release listing', path: BENCH_PATHS.releaseListing },
  { name: 'product page', path: BENCH_PATHS.productPage },
];

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Section 4 of the report: the listing and a product page served by one instance, then by three,
 * each behind HAProxy on PostgreSQL and Redis (the demo data), at the pages' concurrency. On two
 * cores three instances share the same CPU, so the point is that they stay correct, not faster.
 */
export async function benchCluster(settings: PageSettings): Promise<ClusterFigures[]> {
  const run = randomBytes(4).toString('hex');
  const database = `bench_cluster_${run}`;
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${database}`;
  await onAdmin(`CREATE DATABASE ${database}`);
  const measured = new Map<string, Partial<Record<'one' | 'three', LoadResult>>>();
  try {
    for (const [label, instances] of [
      ['one', 1],
      ['three', 3],
    ] as const) {
      const workDir = `.data/bench/cluster-${label}`;
      const cluster = await startCluster({
        instances,
        databaseUrl: url.toString(),
        redisUrl: REDIS_URL,
        redisPrefix: `bench:${run}:${label}:`,
        sessionSecret: randomBytes(32).toString('base64url'),
        workDir,
      });
      try {
        // A returning shopper (market and cart id cookies), as on the pages' server: the pages set none.
        const shopper = { cookie: await visitorCookie(cluster.origin) };
        for (const item of CASES) {
          await checkCase(cluster.origin, { ...item, headers: shopper, weighed: true }, 'behind HAProxy');
          console.log(`  cluster: ${item.name}, ${instances} instance(s) …`);
          const result = await runLoad({ url: cluster.origin + item.path, headers: shopper, ...settings });
          measured.set(item.path, { ...measured.get(item.path), [label]: result });
        }
      } finally {
        await cluster.stop();
        rmSync(workDir, { recursive: true, force: true });
      }
    }
  } finally {
    await onAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    const redis = await createClient({ url: REDIS_URL }).connect();
    for await (const keys of redis.scanIterator({ MATCH: `bench:${run}:*`, COUNT: 500 })) {
      if (keys.length > 0) await redis.del(keys);
    }
    await redis.quit();
  }
  return CASES.map((item) => {
    const { one, three } = measured.get(item.path) as Record<'one' | 'three', LoadResult>;
    return { ...item, one, three, ratio: three.requestsPerSecond / one.requestsPerSecond };
  });
}
