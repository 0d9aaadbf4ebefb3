import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyStandalone, startServer, type ServerProcess } from '@/scripts/standalone/server-process';
import { seededDataDir } from '../support/server';

/**
 * Issue 24 point 3, against the production build: Next strips the router's headers before the
 * proxy sees a request, so what the proxy marks for shared caches and which market it remembers
 * must hold for the router's requests too.
 */
const work = mkdtempSync(path.join(tmpdir(), 'harbor-router-'));
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    name: 'storefront',
    directory: copyStandalone(path.join(work, 'app')),
    env: { COMMERCE_DATA_DIR: seededDataDir(path.join(work, 'data')), SESSION_SECRET: 'x'.repeat(43) },
  });
}, 240_000);

afterAll(async () => {
  if (server?.alive()) await server.terminate('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

const CATALOG = ['/en-us', '/en-us/shop', '/en-us/shop?sort=&tag=', '/en-us/shop?page=1'];

const ROUTER_REQUESTS: Record<string, string>[] = [{ RSC: '1' }, { RSC: '1', 'Next-Router-Prefetch': '1' }];

/** Node's fetch always sends `Sec-Fetch-Mode: cors`; a plain request sends only what it is given. */
const get = (url: string, headers: Record<string, string>) =>
  new Promise<Response>((resolve, reject) => {
    request(`${server.origin}${url}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          for (const one of [value ?? []].flat()) responseHeaders.append(name, one);
        }
        resolve(
          new Response(answer.statusCode === 304 ? null : Buffer.concat(chunks), {
            status: answer.statusCode,
            headers: responseHeaders,
          }),
        );
      });
    })
      .on('error', reject)
      .end();
  });

const varies = (response: Response) =>
  (response.headers.get('vary') ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());

describe('router requests and shared caches', () => {
  it('marks nothing a router request gets public without a Vary on the router headers', async () => {
    for (const url of CATALOG) {
      for (const headers of ROUTER_REQUESTS) {
        const response = await get(url, headers);
        await response.arrayBuffer();
        const cacheControl = response.headers.get('cache-control') ?? '';
        if (/public|s-maxage/.test(cacheControl)) {
          expect({ url, status: response.status, vary: varies(response) }).toMatchObject({
            vary: expect.arrayContaining(['rsc', 'next-router-prefetch']),
          });
        }
      }
    }
  }, 120_000);

  it("a browser's router fetch or prefetch never writes the market cookie; opening the page does", async () => {
    const notOpened: Record<string, string>[] = [
      { RSC: '1', 'Next-Router-Prefetch': '1', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' },
      { RSC: '1', 'Sec-Fetch-Mode': 'same-origin', 'Sec-Fetch-Dest': 'empty' },
      { 'Sec-Purpose': 'prefetch', 'Sec-Fetch-Mode': 'navigate' },
    ];
    for (const headers of notOpened) {
      const response = await get('/fr-fr/shop', { ...headers, Cookie: 'market=en-us' });
      await response.arrayBuffer();
      expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('market='))).toEqual([]);
      expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
    }
    const opened = await get('/fr-fr/shop', {
      'Sec-Fetch-Mode': 'navigate',
      'Sec-Fetch-Dest': 'document',
      Cookie: 'market=en-us',
    });
    await opened.arrayBuffer();
    expect(opened.headers.getSetCookie().some((cookie) => cookie.startsWith('market=fr-fr'))).toBe(true);
  }, 60_000);
});
