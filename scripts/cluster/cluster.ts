import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Several `next start` instances of one build behind HAProxy, on one PostgreSQL and one Redis:
 * what `npm run cluster` starts and what the several-instances test drives.
 *
 * Each instance serves its own copy of the build (`NEXT_DIST_DIR`), as separate machines would:
 * Next writes its prerender cache into the build directory, which processes must not share.
 */
export interface ClusterOptions {
  /** How many storefront instances (3). */
  instances?: number;
  /** The balancer's port; a free one when absent. */
  port?: number;
  databaseUrl: string;
  redisUrl: string;
  /** Keys of this cluster in Redis start with it, so runs and shops sharing a Redis stay apart. */
  redisPrefix: string;
  /** One secret for every instance: a session sealed by one is read by the others. */
  sessionSecret: string;
  /** Where the copies of the build, the balancer's configuration and the logs go. */
  workDir: string;
  /** Extra environment for every instance. */
  env?: NodeJS.ProcessEnv;
  /** Instance output goes to the console too (the command), or only to log files (tests). */
  inheritOutput?: boolean;
}

export interface Instance {
  name: string;
  port: number;
  origin: string;
  /** Ends it the hard way (`kill -9`), as a crash would. */
  kill(): void;
  alive(): boolean;
}

export interface Cluster {
  /** The balancer's origin: the shop's public address. */
  origin: string;
  instances: Instance[];
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');

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

export function haproxyConfig(port: number, servers: { name: string; port: number }[]): string {
  return `# Written by scripts/cluster: the shop's balancer.
global
  maxconn 2048

defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  # The client's address for the instances' per-address limits (they trust 127.0.0.1: TRUSTED_PROXIES).
  option forwardfor
  # A request that could not reach an instance goes to another one (only when none was sent: a
  # write is never sent twice).
  retries 2
  option redispatch
  retry-on conn-failure

frontend shop
  bind 127.0.0.1:${port}
  http-request set-header X-Forwarded-Proto http
  default_backend storefronts

backend storefronts
  balance roundrobin
  option httpchk GET /commerce/health
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`;
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve();
  }
  const forced = new Promise<void>((resolve) =>
    setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      resolve();
    }, 10_000).unref(),
  );
  return Promise.race([exited, forced]);
}

/** Starts the instances (all at once, on purpose) and the balancer; resolves when all are healthy. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 3;
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
    throw new Error('No production build: run `npx next build` first (npm run cluster does).');
  }
  const workDir = path.resolve(ROOT, options.workDir);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const balancerPort = options.port ?? (await freePort());
  const origin = `http://localhost:${balancerPort}`;
  const output = options.inheritOutput ? 'inherit' : 'ignore';

  const children: ChildProcess[] = [];
  const instances: Instance[] = [];
  const starting: Promise<void>[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `storefront-${i}`;
    const port = await freePort();
    const distDir = path.relative(ROOT, path.join(workDir, `next-${i}`));
    cpSync(path.join(ROOT, '.next'), path.join(ROOT, distDir), {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(ROOT, '.next/cache')),
    });
    // `-H localhost`, not 127.0.0.1: Next's proxy sees every loopback address as `localhost`, and
    // a rewrite (the listings' filters, proxy.ts) to an origin other than the one the server
    // was started with is sent out as an external request instead of being served (Next 16.4).
    const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', 'localhost'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...options.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: distDir,
        PORT: String(port),
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        REDIS_PREFIX: options.redisPrefix,
        SESSION_SECRET: options.sessionSecret,
        PUBLIC_ORIGIN: origin,
        TRUSTED_PROXIES: '127.0.0.1,::1',
      },
      stdio: ['ignore', output, output],
      detached: true,
    });
    children.push(child);
    instances.push({
      name,
      port,
      origin: `http://127.0.0.1:${port}`,
      kill: () => child.pid && process.kill(-child.pid, 'SIGKILL'),
      alive: () => child.exitCode === null && child.signalCode === null,
    });
    starting.push(waitFor(`http://127.0.0.1:${port}/commerce/health`, child, name));
  }

  const stop = async () => {
    await Promise.all(children.map(stopProcess));
  };
  try {
    await Promise.all(starting);
    const configFile = path.join(workDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(balancerPort, instances));
    const balancer = spawn('haproxy', ['-f', configFile, '-db'], {
      stdio: ['ignore', output, output],
      detached: true,
    });
    children.push(balancer);
    await waitFor(`${origin}/commerce/health`, balancer, 'haproxy', 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, instances, stop };
}
