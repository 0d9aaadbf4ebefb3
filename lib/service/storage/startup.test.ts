import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readServiceConfig, StartupRefused } from '../config';
import { startService } from '../service';
import { TEST_DATABASE_URL } from '../testing/harness';
import { openStorage, rowsOf } from './database';
import { loadMigrations } from './migrate';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}

/** A process that is alive until killed, and one that has already exited. */
function liveProcess() {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
}
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('an embedded database belongs to one process', () => {
  it('refuses a directory another live process holds, saying what to do', async () => {
    const dataDir = freshDataDir();
    const other = liveProcess();
    try {
      writeFileSync(`${dataDir}.lock`, String(other.pid));
      const opening = openStorage({ dataDir });
      await expect(opening).rejects.toBeInstanceOf(StartupRefused);
      await expect(opening).rejects.toThrow(new RegExp(`in use by process ${other.pid}.*DATABASE_URL`, 's'));
      // The holder's lock is left alone.
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died, and releases it on close', async () => {
    const dataDir = freshDataDir();
    writeFileSync(`${dataDir}.lock`, String(await deadPid()));
    const storage = await openStorage({ dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await storage.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    // And the directory opens again afterwards, with its data.
    const again = await openStorage({ dataDir });
    await again.close();
    // Two openings of a new data directory, each migrating it: slow on a busy machine, not hung.
  }, 90_000);

  it('refuses a TRUSTED_PROXIES entry that is not an address or range, saying what to set', () => {
    for (const setting of ['0', '10.0.0.0/8, proxy.internal', '10.0.0.0/x'])
      expect(() => readServiceConfig({ TRUSTED_PROXIES: setting })).toThrow(StartupRefused);
    expect(() => readServiceConfig({ TRUSTED_PROXIES: '0' })).toThrow(/Set TRUSTED_PROXIES to the addresses/);
    expect(readServiceConfig({ TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).trustedProxies.has('10.1.2.3')).toBe(
      true,
    );
  });

  it('refuses to start one of several instances (REDIS_URL) without PostgreSQL', async () => {
    const config = readServiceConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      COMMERCE_DATA_DIR: freshDataDir(),
    });
    await expect(startService(config)).rejects.toThrow(/DATABASE_URL/);
  });
});

describe.runIf(TEST_DATABASE_URL)(
  'several instances starting at once on one empty PostgreSQL database',
  () => {
    it('all come up; migrations, the signing key and the demo data are made once', async () => {
      const name = `storefront_startup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const config = { ...readServiceConfig({ DATABASE_URL: url.toString() }), seedDemoData: true };
      try {
        const services = await Promise.all([1, 2, 3].map(() => startService(config)));
        try {
          const keys = await Promise.all(
            services.map(async (service) => {
              const token = await service.fetch(
                new Request('http://internal/commerce/oauth/access_token', {
                  method: 'POST',
                  body: new URLSearchParams({ grant_type: 'implicit', client_id: config.clientId }),
                }),
              );
              expect(token.status).toBe(200);
              const rows = await service.storage.db.execute(
                sql`SELECT count(*)::int AS n FROM service_migrations`,
              );
              return rowsOf<{ n: number }>(rows)[0]!.n;
            }),
          );
          const { length } = await loadMigrations();
          expect(keys).toEqual([length, length, length]);
          const products = await services[0]!.storage.db.execute(
            sql`SELECT count(*)::int AS n FROM pcm_products`,
          );
          expect(rowsOf<{ n: number }>(products)[0]!.n).toBeGreaterThan(0);
        } finally {
          await Promise.all(services.map((service) => service.close()));
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }, 120_000);
  },
);
