import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './server-process';

/** The repository's Varnish configuration (README "CDN / shared cache"). */
export const VARNISH_VCL = path.join(ROOT, 'deploy/varnish/default.vcl');

export interface VarnishProcess {
  port: number;
  origin: string;
  /** The purge hook to give the storefront (`CDN_PURGE_URL`). */
  purgeUrl: string;
  /** Its counters now (`varnishstat -1 -j`: `MAIN.cache_hit`, `MAIN.client_req`, …), by name. */
  counters(): Record<string, number>;
  stop(): Promise<void>;
}

/**
 * Debian's Varnish (with varnish-modules' xkey) in front of a storefront on `backendPort`, started
 * from the repository's deploy/varnish/default.vcl with only the backend's port written in: the
 * configuration a shop would deploy. Its working directory is a temporary one of its own.
 */
export async function startVarnish(backendPort: number): Promise<VarnishProcess> {
  const work = mkdtempSync(path.join(tmpdir(), 'harbor-varnish-'));
  const vcl = readFileSync(VARNISH_VCL, 'utf8').replace(/(\.port\s*=\s*)"\d+"/, `$1"${backendPort}"`);
  writeFileSync(path.join(work, 'default.vcl'), vcl);
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(
    'varnishd',
    [
      '-F',
      ...['-j', 'none'],
      ...['-n', path.join(work, 'state')],
      ...['-f', path.join(work, 'default.vcl')],
      ...['-a', `127.0.0.1:${port}`],
      ...['-s', 'malloc,64m'],
      ...['-p', 'vcc_allow_inline_c=off'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}):\n${output}`);
    // Any answer means it listens (a 503 too: the storefront may not be up yet).
    const answered = await fetch(`${origin}/`, { method: 'PURGE' }).then(
      async (response) => (await response.body?.cancel(), true),
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`varnishd did not answer within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    origin,
    purgeUrl: `${origin}/`,
    counters() {
      const read = spawnSync('varnishstat', ['-n', path.join(work, 'state'), '-1', '-j'], {
        encoding: 'utf8',
      });
      if (read.status !== 0) throw new Error(`varnishstat failed (${read.status}): ${read.stderr}`);
      const parsed = JSON.parse(read.stdout) as {
        counters?: Record<string, { value: number }>;
      } & Record<string, unknown>;
      // Varnish 6.5 and later nest the counters under `counters`; earlier ones list them at the top.
      const entries = parsed.counters ?? (parsed as Record<string, { value?: number }>);
      const counters: Record<string, number> = {};
      for (const [name, entry] of Object.entries(entries))
        if (typeof entry === 'object' && entry !== null && typeof entry.value === 'number')
          counters[name] = entry.value;
      return counters;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
