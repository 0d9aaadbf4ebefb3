import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, STANDALONE } from '@/scripts/standalone/server-process';

/**
 * A production start that strangers can reach refuses the README's development secrets, saying
 * which and how to set them; `npm start` on a laptop keeps them (every other journey runs so).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = `.data/secrets-test-${randomBytes(4).toString('hex')}`;
afterAll(() => rmSync(path.join(ROOT, dataDir), { recursive: true, force: true }));

async function start(env: Record<string, string>) {
  const port = await freePort();
  // The production server (the standalone build), from this repository so the data directory is here.
  const child = spawn(process.execPath, [path.join(STANDALONE, 'main.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      COMMERCE_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, child, exited, output: () => output };
}

describe('a public production start', () => {
  it('refuses the development secrets, naming each and how to set it', async () => {
    const server = await start({
      PUBLIC_ORIGIN: 'https://shop.example',
      SESSION_SECRET: '',
      COMMERCE_CLIENT_SECRET: '',
      MERCHANDISER_PASSWORD: 'a-password-of-our-own',
    });
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('running'), 60_000)),
    ]);
    if (code === 'running') server.child.kill('SIGKILL');
    expect(code).toBe(1);
    // One JSON log line, at level fatal, saying which secrets and how to set them.
    const refusal = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; msg: string })
      .find((line) => line.level === 'fatal');
    expect(refusal?.msg).toContain(
      'SESSION_SECRET, COMMERCE_CLIENT_SECRET are still the development default',
    );
    expect(refusal?.msg).toContain('SESSION_SECRET=$(openssl rand -base64 32)');
    expect(server.output()).not.toContain('MERCHANDISER_PASSWORD are');
  }, 90_000);

  it('starts with secrets of its own', async () => {
    const server = await start({
      PUBLIC_ORIGIN: 'https://shop.example',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      COMMERCE_CLIENT_SECRET: randomBytes(24).toString('base64url'),
      MERCHANDISER_PASSWORD: randomBytes(16).toString('base64url'),
    });
    try {
      await expect
        .poll(
          async () => {
            try {
              return (await fetch(`http://127.0.0.1:${server.port}/readyz`)).status;
            } catch {
              return 0;
            }
          },
          { timeout: 90_000, interval: 500 },
        )
        .toBe(200);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }, 120_000);
});
