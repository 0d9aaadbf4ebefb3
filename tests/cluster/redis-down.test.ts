import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '@/lib/service/demo/catalog/ids';
import { freePort, startCluster, type Cluster } from '@/scripts/cluster/cluster';
import { merchandiserOn, publish } from '../support/server';

/**
 * The shared cache is a help, not a dependency: with its Redis stopped, pages still render from the
 * service, and a publish says that the other storefronts could not be told. A Redis of its own
 * (on a free port) is stopped and started again here; the machine's Redis is left alone.
 */
const DATABASE = process.env.TEST_DATABASE_URL!;
const run = randomBytes(4).toString('hex');
const databaseName = `storefront_redis_down_${run}`;
let redisPort: number;
let redis: ChildProcess | undefined;
let cluster: Cluster;
// Outside the repository: the instances' copies of the build must need nothing from it.
const workDir = path.join(tmpdir(), `harbor-cluster-redis-down-${run}`);

function databaseUrl(name: string): string {
  const url = new URL(DATABASE);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdminDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { createConnection } = await import('node:net');
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection(redisPort, '127.0.0.1');
      socket.once('connect', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server did not start');
}

async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis!.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  await onAdminDatabase(`CREATE DATABASE ${databaseName}`);
  cluster = await startCluster({
    instances: 2,
    databaseUrl: databaseUrl(databaseName),
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    redisPrefix: `test:${run}:`,
    sessionSecret: randomBytes(32).toString('base64url'),
    workDir,
  });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  rmSync(workDir, { recursive: true, force: true });
  await stopRedis();
  await onAdminDatabase(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
}, 60_000);

async function publishOn(origin: string): Promise<{ status: number; told?: string }> {
  const response = await publish(await merchandiserOn(origin), origin);
  const body = (await response.json()) as { data?: { storefronts?: { told: string } } };
  return { status: response.status, told: body.data?.storefronts?.told };
}

describe('several instances whose Redis stops', () => {
  it('render pages from the service, and a publish says the storefronts were not told', async () => {
    const [first, second] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    const product = `/products/${demoId.product('wool-beanie')}`;
    expect((await fetch(`${first.origin}${product}`)).status).toBe(200);
    expect(await publishOn(first.origin)).toEqual({ status: 201, told: 'shared' });

    await stopRedis();
    for (const path of ['/', product, '/shop']) {
      for (const instance of [first, second]) {
        const page = await fetch(`${instance.origin}${path}`);
        expect(page.status, `${instance.name} ${path}`).toBe(200);
      }
    }
    expect(await publishOn(second.origin)).toEqual({ status: 201, told: 'failed' });

    // Back again: the instances reconnect by themselves and share again.
    await startRedis();
    await expect
      .poll(async () => (await publishOn(first.origin)).told, { timeout: 15_000, interval: 1_000 })
      .toBe('shared');
  }, 120_000);
});
