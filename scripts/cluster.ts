/**
 * `npm run cluster`: the shop as several instances would run it in production, on one machine —
 * one standalone build, three servers behind HAProxy (deploy/haproxy/haproxy.cfg), on PostgreSQL
 * and Redis (README: "Running several instances"). Ctrl-C stops everything.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { startCluster } from './cluster/cluster';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = Number(process.env.PORT || 3000);
const instances = Number(process.env.INSTANCES || 3);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/harbor_and_pine';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

if (!existsSync('.next/standalone/main.mjs')) {
  console.log('Building the storefront once for every instance…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await ensureDatabase(databaseUrl);
const sessionSecret = process.env.SESSION_SECRET || randomBytes(32).toString('base64url');
console.log(`Starting ${instances} instances on ${redact(databaseUrl)} and ${redisUrl}…`);
const cluster = await startCluster({
  instances,
  port,
  databaseUrl,
  redisUrl,
  redisPrefix: process.env.REDIS_PREFIX || 'harbor:',
  sessionSecret,
  workDir: '.data/cluster',
  inheritOutput: true,
});
console.log(`\nThe shop: ${cluster.origin} (HAProxy in front of ${cluster.instances.length} instances)`);
for (const instance of cluster.instances) {
  console.log(`  ${instance.name}: ${instance.origin} (metrics: ${instance.metricsOrigin}/metrics)`);
}
if (!process.env.SESSION_SECRET)
  console.log('  (a new SESSION_SECRET for this run: sessions end when it stops)');

const stop = async () => {
  console.log('\nStopping the instances and the balancer…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** Creates the database when this PostgreSQL lacks it (the default one is the cluster's own). */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
