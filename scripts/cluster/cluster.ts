import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  copyStandalone,
  freePort,
  ROOT,
  startServer,
  type ServerProcess,
} from '../standalone/server-process';

export { freePort };

/**
 * Several instances of one standalone build behind HAProxy, on one PostgreSQL and one Redis: what
 * `npm run cluster` starts and what the several-instances tests drive. Each instance runs its own
 * copy of the build (`node main.mjs` in it, as the image does), as separate machines would; the
 * balancer runs deploy/haproxy/haproxy.cfg.
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
  /**
   * Where the copies of the build, the balancer's configuration and the logs go. Outside this
   * repository (a temporary directory) proves the build needs nothing from it.
   */
  workDir: string;
  /** Extra environment for every instance. */
  env?: Record<string, string | undefined>;
  /** Instance output goes to the console too (the command), or only to log files (tests). */
  inheritOutput?: boolean;
}

export type Instance = ServerProcess;

export interface Cluster {
  /** The balancer's origin: the shop's public address. */
  origin: string;
  instances: Instance[];
  stop(): Promise<void>;
}

/**
 * The balancer's configuration: deploy/haproxy/haproxy.cfg (what compose.yaml runs), with this
 * machine's addresses in place of compose's names: the shop on `port`, the instances' servers in
 * each backend, no DNS resolvers and no metrics port of its own.
 */
export function haproxyConfig(port: number, servers: { name: string; port: number }[]): string {
  const template = readFileSync(path.join(ROOT, 'deploy/haproxy/haproxy.cfg'), 'utf8');
  const sections = template.split(/\n(?=\S)/);
  return sections
    .filter((section) => !/^(resolvers|frontend metrics)\b/.test(section))
    .map((section) =>
      section
        .replace(/^(\s*bind )\S+$/m, `$1127.0.0.1:${port}`)
        .replace(/ resolvers \S+/g, '')
        .replace(/^\s*server .*$/gm, '')
        .replace(/^(\s*default-server .*)$/m, (line) =>
          [line, ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`)].join(
            '\n',
          ),
        )
        .replace(/\n{2,}/g, '\n')
        .trimEnd(),
    )
    .join('\n')
    .concat('\n');
}

async function waitForBalancer(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`haproxy did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Starts the instances (all at once, on purpose) and the balancer; resolves when all are ready. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 3;
  const workDir = path.resolve(ROOT, options.workDir);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const balancerPort = options.port ?? (await freePort());
  const origin = `http://localhost:${balancerPort}`;

  const names = Array.from({ length: count }, (_, i) => `storefront-${i + 1}`);
  const started = await Promise.allSettled(
    names.map((name) =>
      startServer({
        name,
        directory: copyStandalone(path.join(workDir, name)),
        logFile: path.join(workDir, `${name}.log`),
        inheritOutput: options.inheritOutput,
        env: {
          ...options.env,
          DATABASE_URL: options.databaseUrl,
          REDIS_URL: options.redisUrl,
          REDIS_PREFIX: options.redisPrefix,
          SESSION_SECRET: options.sessionSecret,
          PUBLIC_ORIGIN: origin,
          TRUSTED_PROXIES: '127.0.0.1,::1',
        },
      }),
    ),
  );
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopInstances = () => Promise.all(instances.map((instance) => instance.terminate('SIGINT', 10_000)));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopInstances();
    throw failed.reason;
  }

  const configFile = path.join(workDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(balancerPort, instances));
  const balancer = spawn('haproxy', ['-f', configFile, '-db'], {
    stdio: [
      'ignore',
      options.inheritOutput ? 'inherit' : 'ignore',
      options.inheritOutput ? 'inherit' : 'ignore',
    ],
  });
  const stopBalancer = async () => {
    if (balancer.exitCode !== null || balancer.signalCode !== null) return;
    const exited = new Promise((resolve) => balancer.once('exit', resolve));
    balancer.kill('SIGTERM');
    await exited;
  };
  // Ctrl-C and the end of a test: no balancer is left to tell, so no drain (SIGINT).
  const stop = async () => {
    await stopBalancer();
    await stopInstances();
  };
  try {
    await waitForBalancer(`${origin}/readyz`, balancer);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, instances, stop };
}
