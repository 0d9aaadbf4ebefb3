import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOG, demoId } from '@/lib/service/demo/catalog/ids';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@/lib/commerce/demo-client';
import {
  copyStandalone,
  freePort,
  startServer,
  type ServerProcess,
} from '@/scripts/standalone/server-process';
import { startVarnish, type VarnishProcess } from '@/scripts/standalone/varnish-process';
import { CookieJar, json, sameOrigin } from '../cluster/support';

/**
 * Issue 28 point 3: Debian's Varnish with the repository's configuration (deploy/varnish) in front of
 * the production build, the storefront's purge hook pointed at it. A publish must reach shoppers on
 * the very next request through the cache, and nothing personal may ever be kept in it.
 */
const work = mkdtempSync(path.join(tmpdir(), 'harbor-shared-cache-'));
const run = randomBytes(3).toString('hex');
const BEANIE = demoId.product('wool-beanie');
const MAIN_CATALOG = DEMO_CATALOG.catalogs.standard;
/** The listing the beanie is on: Apparel › Accessories. */
const ACCESSORIES = `/en-us/shop/${DEMO_CATALOG.hierarchies.apparel}/${DEMO_CATALOG.nodes.accessories}`;
let server: ServerProcess;
let varnish: VarnishProcess;

beforeAll(async () => {
  const port = await freePort();
  varnish = await startVarnish(port);
  server = await startServer({
    name: 'storefront',
    directory: copyStandalone(path.join(work, 'app')),
    port,
    env: {
      COMMERCE_DATA_DIR: path.join(work, 'data'),
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      CDN_PURGE_URL: varnish.purgeUrl,
      SHUTDOWN_DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
  });
}, 240_000);

afterAll(async () => {
  await server?.terminate('SIGINT', 10_000);
  await varnish?.stop();
  rmSync(work, { recursive: true, force: true });
});

/**
 * A shopper's browser opening pages through Varnish. Over `node:http`, since fetch sends
 * `Sec-Fetch-Mode: cors` whatever it is told, and the storefront keeps the cookies and the shared
 * caching for pages a shopper opens (`navigate`), as a browser says.
 */
class Browser {
  private readonly cookies = new Map<string, string>();

  /** The first page gives the browser its cart id and its market. */
  static async start(): Promise<Browser> {
    const browser = new Browser();
    expect((await browser.open('/en-us')).status).toBe(200);
    return browser;
  }

  /** One request, as the browser sends it; redirects are not followed. */
  request(
    pathAndQuery: string,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    const headers: http.OutgoingHttpHeaders = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };
    if (this.cookies.size > 0)
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      http
        .get(`${varnish.origin}${pathAndQuery}`, { headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              const separator = pair.indexOf('=');
              this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
          });
        })
        .on('error', reject);
    });
  }

  /** A page, following redirects (a product's id address leads to its page). */
  async open(pathAndQuery: string): Promise<{ status: number; html: string; cache: string | undefined }> {
    let address = pathAndQuery;
    for (let hops = 0; hops < 3; hops++) {
      const answer = await this.request(address);
      const location = answer.headers.location;
      if (answer.status >= 300 && answer.status < 400 && location) {
        const next = new URL(location, varnish.origin);
        address = `${next.pathname}${next.search}`;
        continue;
      }
      const cache = answer.headers['x-cache'];
      return { status: answer.status, html: answer.body, cache: Array.isArray(cache) ? cache[0] : cache };
    }
    throw new Error(`too many redirects from ${pathAndQuery}`);
  }

  /** A catalog page, which must be there. */
  async page(pathAndQuery: string) {
    const answer = await this.open(pathAndQuery);
    expect(answer.status, pathAndQuery).toBe(200);
    return answer;
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

describe('Varnish in front, purged by tag on publish', () => {
  it('keeps catalog pages for shoppers, tagged with what they show', async () => {
    const shopper = await Browser.start();
    const first = await shopper.page('/en-us/shop');
    const second = await shopper.page('/en-us/shop');
    expect(second.cache).toBe('HIT');
    expect(second.html).toBe(first.html);
    // The page names what it shows, for any CDN to purge it by; Varnish keeps its own copy (xkey) inside.
    const listing = await shopper.request('/en-us/shop');
    const tags = [
      String(listing.headers['surrogate-key']).split(' '),
      String(listing.headers['cache-tag']).split(','),
    ];
    for (const list of tags)
      expect(list).toEqual(expect.arrayContaining(['catalog', 'catalog:market:en-us']));
    expect(listing.headers.xkey).toBeUndefined();
  });

  it('shows each of ten publishes on the very next request through the cache', async () => {
    const shopper = await Browser.start();
    const merchandiser = new CookieJar();
    const signedIn = await merchandiser.fetch(`${server.origin}/api/merchandising/session`, {
      method: 'POST',
      headers: { ...sameOrigin(server.origin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'merchandiser-demo' }),
    });
    expect(signedIn.status).toBe(200);
    const token = await adminToken();
    const stale: string[] = [];
    for (let round = 1; round <= 10; round++) {
      const name = `Purged Round ${round} ${run}`;
      const renamed = await fetch(`${server.origin}/commerce/pcm/products/${BEANIE}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { type: 'product', id: BEANIE, attributes: { name } } }),
      });
      expect(renamed.status).toBe(200);
      // The old release's pages are in the cache (a hit the second time), so staleness would show.
      await shopper.page(`/en-us/products/${BEANIE}`);
      expect((await shopper.page(`/en-us/products/${BEANIE}`)).cache).toBe('HIT');
      await shopper.page(ACCESSORIES);

      const published = await merchandiser.fetch(
        `${server.origin}/api/merchandising/catalogs/${MAIN_CATALOG}/releases`,
        {
          method: 'POST',
          headers: { ...sameOrigin(server.origin), 'Content-Type': 'application/json' },
          body: '{}',
        },
      );
      expect(published.status).toBe(201);
      expect((await json<{ data: { sharedCache: { cdn: string } } }>(published)).data.sharedCache).toEqual({
        cdn: 'purged',
      });

      if (!(await shopper.page(`/en-us/products/${BEANIE}`)).html.includes(name))
        stale.push(`round ${round}: product page`);
      if (!(await shopper.page(ACCESSORIES)).html.includes(name)) stale.push(`round ${round}: listing`);
    }
    expect(stale).toEqual([]);
  }, 180_000);

  it('never keeps what is personal: carts, accounts, answers that set a cookie', async () => {
    const shopper = await Browser.start();
    for (const address of [
      '/api/cart',
      '/en-us/cart',
      '/en-us/account',
      '/en-us/orders',
      '/en-us/checkout',
    ]) {
      for (let i = 0; i < 2; i++)
        expect((await shopper.request(address)).headers['x-cache'], address).toBe('MISS');
    }
    // A browser without cookies is given them with its page: that answer is never kept.
    for (let i = 0; i < 2; i++) {
      const newcomer = await new Browser().request('/en-us/shop');
      expect(newcomer.headers['set-cookie']?.length).toBeGreaterThan(0);
      expect(newcomer.headers['x-cache']).toBe('MISS');
    }
    // Nor is a cart: each shopper's is their own.
    const buyer = new CookieJar();
    const added = await buyer.fetch(`${varnish.origin}/api/cart/items`, {
      method: 'POST',
      headers: { ...sameOrigin(varnish.origin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: BEANIE, quantity: 1 }),
    });
    expect(added.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const cart = await buyer.fetch(`${varnish.origin}/api/cart`);
      expect(cart.headers.get('x-cache')).toBe('MISS');
      expect(await cart.text()).toContain(BEANIE);
    }
    expect((await new CookieJar().fetch(`${varnish.origin}/api/cart`)).headers.get('x-cache')).toBe('MISS');
    expect((await shopper.request('/api/cart')).body).not.toContain(BEANIE);
  });

  it('refuses a purge that names no tags, or comes as a read', async () => {
    const refused = await fetch(`${varnish.origin}/`, { method: 'PURGE' });
    expect(refused.status).toBe(400);
    const wrongMethod = await fetch(`${varnish.origin}/`, { headers: { 'xkey-purge': 'catalog' } });
    expect(wrongMethod.status).toBe(405);
  });
});
