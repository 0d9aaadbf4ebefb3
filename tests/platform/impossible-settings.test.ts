import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyStandalone, freePort, ROOT, startServer, STANDALONE } from '@/scripts/standalone/server-process';

/**
 * Issue 24 point 11: a setting that cannot work stops the start with the reason and exit status 1,
 * for the storefront's server and for `npm run service` alike, instead of a server that answers 503
 * to every request forever while its log repeats why.
 */
const work = mkdtempSync(path.join(tmpdir(), 'harbor-settings-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(command: string, args: string[], env: Record<string, string>, cwd: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        COMMERCE_DATA_DIR: path.join(work, 'data'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    // A server that started after all is killed, and the test says so.
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    // `close`, not `exit`: the output may still be arriving when the process has exited.
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The message of the one fatal line (the logs are JSON lines). */
const fatal = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; msg: string })
    .find((line) => line.level === 'fatal')?.msg;

describe('a TRUSTED_PROXIES entry that is not an address or range', () => {
  for (const setting of ['0', '10.0.0.0/8,proxy.internal']) {
    it(`stops the storefront's server at start (${setting})`, async () => {
      const exit = await run(
        process.execPath,
        ['main.mjs'],
        { TRUSTED_PROXIES: setting, PORT: String(await freePort()) },
        STANDALONE,
      );
      expect(exit.code).toBe(1);
      expect(fatal(exit.output)).toMatch(/^TRUSTED_PROXIES: ".+" is not an IP address or a CIDR range/);
    });
  }

  it('stops the commerce service (npm run service) at start', async () => {
    const exit = await run(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/service.ts'],
      { TRUSTED_PROXIES: '0', COMMERCE_PORT: String(await freePort()) },
      ROOT,
    );
    expect(exit.code).toBe(1);
    expect(fatal(exit.output)).toMatch(/^TRUSTED_PROXIES: "0" is not an IP address or a CIDR range/);
  });
});

/**
 * The command beside them that a newcomer runs first. Under tsx it loads modules in its own order:
 * a service route that called `.openapi()` on a schema made before @hono/zod-openapi had loaded
 * stopped it at import once, while the build and `npm run service` still worked.
 */
describe('npm run seed', () => {
  it('writes the demo data into an empty data directory', async () => {
    const exit = await run(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/seed.ts'],
      { COMMERCE_DATA_DIR: path.join(work, 'seeded'), DATABASE_URL: '' },
      ROOT,
    );
    expect(exit.output).toMatch(/^Seeded: .*catalog/m);
    expect(exit.code).toBe(0);
  });
});

/**
 * The build finds the files it carries (the migrations, the demo's pictures) in its own folder, so
 * `node /srv/shop/main.mjs` works from any directory, as Next's own standalone server does. It
 * looked in the working directory once: started elsewhere, it could not migrate.
 */
describe('the production server started from another directory', () => {
  it('migrates, seeds the demo and shows its pictures', async () => {
    const elsewhere = path.join(work, 'elsewhere');
    mkdirSync(elsewhere);
    const server = await startServer({
      name: 'started elsewhere',
      directory: copyStandalone(path.join(work, 'build')),
      cwd: elsewhere,
      env: { COMMERCE_DATA_DIR: path.join(work, 'elsewhere-data'), DATABASE_URL: '', REDIS_URL: '' },
      readyWithinMs: 100_000,
    });
    try {
      const home = await fetch(`${server.origin}/en-us`);
      expect(home.status).toBe(200);
      const picture = /src="([^"]+\.svg[^"]*)"/.exec(await home.text())?.[1];
      expect(picture, 'the home page shows a demo picture').toBeDefined();
      const image = await fetch(new URL(picture!.replaceAll('&amp;', '&'), server.origin));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    } finally {
      await server.terminate();
    }
  });
});
