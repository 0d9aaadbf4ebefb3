import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The standalone service on a data directory takes writes under load, is killed with SIGKILL (no
 * shutdown, no flush), and is started again: every write it answered with 2xx must be there.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Starts the service on a port of its own choosing and reads it from its log: a restart never
 * waits on a port that another test's server may have taken in the meantime.
 */
async function startService(): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/service.ts'], {
    env: {
      ...process.env,
      COMMERCE_PORT: '0',
      COMMERCE_DATA_DIR: dataDir,
      COMMERCE_SEED: 'off',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  // Every line is read (a full pipe would stop the service); the last ones explain a failure.
  const lines: string[] = [];
  const port = new Promise<number>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line);
        if (lines.length > 40) lines.shift();
        const listening = /listening on port (\d+)/.exec(line);
        if (listening) resolve(Number(listening[1]));
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) =>
      reject(new Error(`the service exited (${code ?? signal}):\n${lines.join('\n')}`)),
    );
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000);
  try {
    const base = `http://127.0.0.1:${await port}/commerce`;
    expect((await fetch(`${base}/health`)).ok).toBe(true);
    return { child, base, output: () => lines.join('\n') };
  } finally {
    clearTimeout(timeout);
  }
}

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/oauth/access_token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'storefront-demo',
      client_secret: 'storefront-demo-secret',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const json = (token: string, body: unknown, method = 'POST') => ({
  method,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('crash recovery', () => {
  it('keeps every write answered 2xx across a SIGKILL', async () => {
    const { child: first, base } = await startService();
    const token = await adminToken(base);

    const api = await fetch(
      `${base}/v2/settings/extensions/custom-apis`,
      json(token, {
        data: { type: 'custom_api', name: 'Crash log', slug: 'crash_log', api_type: 'crash_log_ext' },
      }),
    );
    expect(api.status).toBe(201);
    const apiId = ((await api.json()) as { data: { id: string } }).data.id;
    const field = await fetch(
      `${base}/v2/settings/extensions/custom-apis/${apiId}/fields`,
      json(token, { data: { type: 'custom_field', name: 'N', slug: 'n', field_type: 'integer' } }),
    );
    expect(field.status).toBe(201);

    // Eight writers create entries until the process dies under them.
    const acknowledged = new Map<string, number>();
    const refused = new Map<string, number>();
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const n = next++;
        try {
          const response = await fetch(
            `${base}/v2/extensions/crash_log`,
            json(token, { data: { type: 'crash_log_ext', n } }),
          );
          if (response.status === 201)
            acknowledged.set(((await response.json()) as { data: { id: string } }).data.id, n);
          else refused.set(String(response.status), (refused.get(String(response.status)) ?? 0) + 1);
        } catch (error) {
          // the connection died with the process: this write was never acknowledged
          if (!killed) refused.set(String(error), (refused.get(String(error)) ?? 0) + 1);
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // Kill once enough writes are acknowledged (bounded, so a stuck service fails with its reasons).
    const deadline = Date.now() + 90_000;
    while (acknowledged.size < 150 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    await exited;
    expect(
      acknowledged.size,
      `acknowledged writes; refusals: ${JSON.stringify(Object.fromEntries(refused))}`,
    ).toBeGreaterThanOrEqual(150);

    const restarted = await startService();
    const freshToken = await adminToken(restarted.base);
    const missing: string[] = [];
    for (const [id, n] of acknowledged) {
      const response = await fetch(`${restarted.base}/v2/extensions/crash_log/${id}`, {
        headers: { Authorization: `Bearer ${freshToken}` },
      }).catch((error: unknown) => {
        throw new Error(`reading ${id} failed (${String(error)}); the service said:\n${restarted.output()}`);
      });
      if (response.status !== 200) missing.push(`${id} (n=${n}): ${response.status}`);
      else expect(((await response.json()) as { data: { n: number } }).data.n).toBe(n);
    }
    expect(missing).toEqual([]);
  }, 180_000);
});
