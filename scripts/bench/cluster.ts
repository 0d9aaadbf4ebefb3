import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { createClient } from 'redis';
import { DEMO_CATALOG } from '../../lib/service/catalog/demo-ids';
import { startCluster } from '../cluster/cluster';
import { runLoad, type LoadResult } from './load';
import { BENCH_MARKET, type PageSettings } from './pages';

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

/** Under the market, as shoppers' addresses are: without one, every request would be a redirect. */
const CASES = [
  { name: 'release listing', path: `/${BENCH_MARKET}/shop` },
  { name: 'product page', path: `/${BENCH_MARKET}/products/${DEMO_CATALOG.products.pocketTee}` },
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
        for (const item of CASES) {
          const check = await fetch(cluster.origin + item.path, { redirect: 'manual' });
          await check.arrayBuffer();
          if (!check.ok)
            throw new Error(`${item.path} answered ${check.status} behind HAProxy before the benchmark`);
          console.log(`  cluster: ${item.name}, ${instances} instance(s) …`);
          const result = await runLoad({ url: cluster.origin + item.path, ...settings });
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
