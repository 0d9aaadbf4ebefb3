import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOG, demoId } from '@/lib/service/demo/catalog/ids';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@/lib/commerce/demo-client';
import { copyStandalone, startServer, type ServerProcess } from '@/scripts/standalone/server-process';
import { CookieJar, json, sameOrigin } from '../cluster/support';

/**
 * Issue 28 points 1 and 4: search results and catalog pages are kept whole for the shoppers who
 * ask alike (lib/storefront/catalog/page-answers.ts): a repeated search or product page is answered
 * unrendered and reaches no service, and a publish shows the new release on the very next search
 * and product page. Service calls are counted where the service counts what it serves (/metrics),
 * on the production build with a data directory of its own.
 */
const work = mkdtempSync(path.join(tmpdir(), 'harbor-search-answers-'));
const run = randomBytes(3).toString('hex');
const BEANIE = demoId.product('wool-beanie');
const MAIN_CATALOG = DEMO_CATALOG.catalogs.standard;
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    name: 'storefront',
    directory: copyStandalone(path.join(work, 'app')),
    env: {
      COMMERCE_DATA_DIR: path.join(work, 'data'),
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SHUTDOWN_DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
  });
}, 240_000);

afterAll(async () => {
  await server?.terminate('SIGINT', 10_000);
  rmSync(work, { recursive: true, force: true });
});

/** Every service operation answered so far (`harbor_service_operation_duration_seconds_count`). */
async function serviceCalls(): Promise<number> {
  const text = await (await fetch(`${server.metricsOrigin}/metrics`)).text();
  let total = 0;
  for (const match of text.matchAll(/^harbor_service_operation_duration_seconds_count\{[^}]*\} (\d+)/gm))
    total += Number(match[1]);
  return total;
}

/**
 * A shopper's browser opening pages, over `node:http` (fetch says `Sec-Fetch-Mode: cors` whatever it
 * is told; a browser opening a page says `navigate`). The first page gives it its cookies.
 */
class Browser {
  private readonly cookies = new Map<string, string>();

  open(pathAndQuery: string): Promise<{ status: number; html: string; kept: boolean }> {
    const headers: http.OutgoingHttpHeaders = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };
    if (this.cookies.size > 0)
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      http
        .get(`${server.origin}${pathAndQuery}`, { headers }, (response) => {
          let html = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (html += chunk));
          response.on('end', () => {
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              const separator = pair.indexOf('=');
              this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
            }
            resolve({
              status: response.statusCode ?? 0,
              html,
              kept: response.headers['x-answer-cache'] === 'HIT',
            });
          });
        })
        .on('error', reject);
    });
  }
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${server.origin}/commerce/oauth/access_token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: DEFAULT_CLIENT_ID,
      client_secret: DEFAULT_CLIENT_SECRET,
    }),
  });
  return (await json<{ access_token: string }>(response)).access_token;
}

describe('search results and catalog pages', () => {
  it('answer a repeated search or page without a service call, and the next one after a publish from the new release', async () => {
    const shopper = new Browser();
    expect((await shopper.open('/en-us')).status).toBe(200);

    const first = await shopper.open('/en-us/search?q=beanie');
    expect(first.status).toBe(200);
    expect(first.html).toContain('Wool Beanie');
    const before = await serviceCalls();
    const again = await shopper.open('/en-us/search?q=beanie');
    expect(again).toEqual({ ...first, kept: true });
    // The same search as the page reads it (spaces, a parameter it ignores): one answer too.
    expect((await shopper.open('/en-us/search?q=%20beanie%20&utm_source=x')).html).toBe(first.html);
    expect(await serviceCalls()).toBe(before);

    // A catalog page too (issue 28 point 1): the second opening is the first answer, unrendered.
    const product = await shopper.open('/en-us/products/wool-beanie');
    expect(product.status).toBe(200);
    expect(product.html).toContain('Wool Beanie');
    expect(await shopper.open('/en-us/products/wool-beanie')).toEqual({ ...product, kept: true });

    // The merchandiser renames the beanie and publishes: the very next search shows the new name.
    const name = `Searchable Beanie ${run}`;
    const renamed = await fetch(`${server.origin}/commerce/pcm/products/${BEANIE}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { type: 'product', id: BEANIE, attributes: { name } } }),
    });
    expect(renamed.status).toBe(200);
    // Not before the publish: shoppers see the live release.
    expect((await shopper.open('/en-us/search?q=beanie')).html).not.toContain(name);
    const merchandiser = new CookieJar();
    const signedIn = await merchandiser.fetch(`${server.origin}/api/merchandising/session`, {
      method: 'POST',
      headers: { ...sameOrigin(server.origin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'merchandiser-demo' }),
    });
    expect(signedIn.status).toBe(200);
    const published = await merchandiser.fetch(
      `${server.origin}/api/merchandising/catalogs/${MAIN_CATALOG}/releases`,
      {
        method: 'POST',
        headers: { ...sameOrigin(server.origin), 'Content-Type': 'application/json' },
        body: '{}',
      },
    );
    expect(published.status).toBe(201);
    const after = await shopper.open('/en-us/search?q=beanie');
    expect(after.status).toBe(200);
    expect(after.html).toContain(name);
    const productAfter = await shopper.open('/en-us/products/wool-beanie');
    expect(productAfter).toMatchObject({ status: 200, kept: false });
    expect(productAfter.html).toContain(name);
  }, 120_000);
});
