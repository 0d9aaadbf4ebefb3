import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The production server as it is deployed: `node main.mjs` in a copy of the standalone build
 * (scripts/build.mjs), started from that copy as the image starts it. `npm run cluster`, the
 * several-instances tests and the platform tests start it through here, so what they test is what
 * the Dockerfile ships.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const STANDALONE = path.join(ROOT, '.next/standalone');

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

/**
 * A copy of the standalone build in `directory`, as a machine of its own would have it: Next writes
 * its page cache into the build, which processes must not share. Put it outside this repository to
 * prove the build needs nothing from it (a module missing from the build would otherwise be found
 * in the repository's node_modules).
 */
export function copyStandalone(directory: string): string {
  if (!existsSync(path.join(STANDALONE, 'main.mjs'))) {
    throw new Error('No standalone build: run `npm run build` first.');
  }
  mkdirSync(path.dirname(directory), { recursive: true });
  cpSync(STANDALONE, directory, { recursive: true, verbatimSymlinks: true });
  return directory;
}

export interface ServerOptions {
  name: string;
  /** A directory holding a copy of the standalone build (copyStandalone). */
  directory: string;
  /** Where it is started from: that directory, as the image starts it, unless another is given. */
  cwd?: string;
  port?: number;
  /** A port for `/metrics`; a free one when absent. */
  metricsPort?: number;
  env?: Record<string, string | undefined>;
  /** Output to this file as well as kept in memory (for the tests to read). */
  logFile?: string;
  /** Output to this process's console too (`npm run cluster`). */
  inheritOutput?: boolean;
  /** How long it may take to be ready (the first start on an empty database migrates and seeds). */
  readyWithinMs?: number;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the signal to the exit. */
  ms: number;
}

export interface ServerProcess {
  name: string;
  port: number;
  origin: string;
  metricsOrigin: string;
  /** Everything it wrote since it was first started (JSON log lines). */
  output(): string;
  alive(): boolean;
  /** Ends it the hard way (`kill -9`), as a crash would. */
  kill(): void;
  /** Sends a signal and waits for the exit (SIGKILL after `forceAfterMs`). */
  terminate(signal?: NodeJS.Signals, forceAfterMs?: number): Promise<Exit>;
  /** Starts it again on the same port, with the same settings; resolves once it is ready. */
  restart(): Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const metricsPort = options.metricsPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  let captured = '';
  const log: WriteStream | undefined = options.logFile
    ? createWriteStream(options.logFile, { flags: 'a' })
    : undefined;
  let child: ChildProcess;

  async function launch(): Promise<void> {
    child = spawn(process.execPath, [path.join(options.directory, 'main.mjs')], {
      cwd: options.cwd ?? options.directory,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.on('data', (chunk: Buffer) => {
        captured += chunk.toString();
        log?.write(chunk);
        if (options.inheritOutput) process.stdout.write(chunk);
      });
    }
    try {
      await waitUntilReady(`${origin}/readyz`, child, options.name, options.readyWithinMs ?? 180_000);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}\n${captured.slice(-3000)}`);
    }
  }

  const alive = () => child.exitCode === null && child.signalCode === null;
  async function terminate(signal: NodeJS.Signals = 'SIGTERM', forceAfterMs = 40_000): Promise<Exit> {
    const started = Date.now();
    if (!alive()) return { code: child.exitCode, signal: child.signalCode, ms: 0 };
    const exited = new Promise<Exit>((resolve) =>
      child.once('exit', (code, exitSignal) =>
        resolve({ code, signal: exitSignal, ms: Date.now() - started }),
      ),
    );
    child.kill(signal);
    const timer = setTimeout(() => alive() && child.kill('SIGKILL'), forceAfterMs);
    const exit = await exited;
    clearTimeout(timer);
    return exit;
  }

  await launch();
  return {
    name: options.name,
    port,
    origin,
    metricsOrigin: `http://127.0.0.1:${metricsPort}`,
    output: () => captured,
    alive,
    kill: () => child.kill('SIGKILL'),
    terminate,
    restart: launch,
  };
}
