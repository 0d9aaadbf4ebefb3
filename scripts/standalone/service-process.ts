import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './server-process';

/**
 * `npm run service` in a process of its own, as a remote commerce service runs: on a port it picks
 * itself (read from its log, so no other process can take the port between a choice and the
 * listen, even across a restart), ready once `/readyz` answers 200. Its output is read as it comes
 * (a full pipe would stop it), and its last lines explain a failure.
 */
export interface ServiceProcess {
  /** `http://127.0.0.1:<port>`; the service answers below `${origin}/commerce`. */
  origin: string;
  child: ChildProcess;
  /** The last lines it wrote. */
  output(): string;
  /** SIGTERM (a drain) or SIGKILL, and its exit. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export interface ServiceOptions {
  /** COMMERCE_DATA_DIR: its PGlite database. */
  dataDir: string;
  env?: Record<string, string | undefined>;
  /** How long it may take to be ready (a first start migrates and seeds). */
  readyWithinMs?: number;
  /** How many of its last lines `output()` keeps (default 60; a test reading its log keeps more). */
  keptLines?: number;
}

export async function startServiceProcess(options: ServiceOptions): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/service.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...options.env,
      COMMERCE_PORT: '0',
      COMMERCE_DATA_DIR: options.dataDir,
      // The listening line is at info; request lines come too and are read and dropped.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const output = () => lines.join('\n');
  const port = new Promise<number>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line);
        if (lines.length > (options.keptLines ?? 60)) lines.shift();
        const listening = /listening on port (\d+)/.exec(line);
        if (listening) resolve(Number(listening[1]));
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) =>
      reject(new Error(`npm run service exited (${code ?? signal}):\n${output()}`)),
    );
  });
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };

  const deadline = Date.now() + (options.readyWithinMs ?? 120_000);
  const timer = setTimeout(() => child.kill('SIGKILL'), Math.max(0, deadline - Date.now()));
  try {
    const origin = `http://127.0.0.1:${await port}`;
    while ((await fetch(`${origin}/readyz`).catch(() => undefined))?.status !== 200) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`npm run service did not become ready:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { origin, child, output, stop };
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
