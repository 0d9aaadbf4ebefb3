import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** The production storefront the page and browser parts measure, on its own data directory. */
export interface AppServer {
  origin: string;
  /** The server's Prometheus metrics (`GET /metrics` on its own port), for counts the bench reads. */
  metricsUrl: string;
  stop(): Promise<void>;
}

const npx = (args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync('npx', ['--no-install', ...args], { stdio: 'inherit', env });

/** The production build with the bench's own pages (next.config.mjs: `page.bench.tsx`). */
export function buildApp(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PAGES: '1' },
  });
  if (result.status !== 0) throw new Error(`the build failed (${result.status})`);
}

/**
 * `npm run seed -- --reset --products N` on the benchmark's own data directory (always PGlite:
 * --reset on a DATABASE_URL would empty that database).
 */
export function seedDataDir(dataDir: string, products: number): void {
  const result = npx(['tsx', 'scripts/seed.ts', '--reset', '--products', String(products)], {
    ...process.env,
    COMMERCE_DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  if (result.status !== 0) throw new Error(`seeding ${dataDir} failed (${result.status})`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The production server (the standalone build) on a free port, ready once the embedded service answers. */
export async function startApp(dataDir: string): Promise<AppServer> {
  const port = await freePort();
  const metricsPort = await freePort();
  const origin = `http://localhost:${port}`;
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const child: ChildProcess = spawn(process.execPath, ['.next/standalone/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      COMMERCE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      // The load generator names each client's shopper in X-Forwarded-For (load.ts).
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // No balancer to tell: stop at once. Its request log lines go nowhere (stdout is ignored) but
      // are still written, as in production.
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so that stopping it ends next's children too (and nothing else).
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/commerce/health`);
      if (response.ok) return { origin, metricsUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the storefront did not answer /commerce/health within 3 minutes');
}
