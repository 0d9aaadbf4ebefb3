import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOG, demoId } from '@/lib/service/demo/catalog/ids';
import { freePort } from '@/scripts/standalone/server-process';
import { startVarnish, type VarnishProcess } from '@/scripts/standalone/varnish-process';
import {
  CookieJar,
  PageBrowser,
  adminToken,
  json,
  merchandiserOn,
  publish,
  renameProduct,
  sameOrigin,
  storefrontForFile,
} from '../support/server';

/**
 * Issue 28 point 3: Debian's Varnish with the repository's configuration (deploy/varnish) in front of
 * the production build, the storefront's purge hook pointed at it. A publish must reach shoppers on
 * the very next request through the cache, and nothing personal may ever be kept in it.
 */
const run = randomBytes(3).toString('hex');
const BEANIE = demoId.product('wool-beanie');
/** The listing the beanie is on: Apparel › Accessories. */
const ACCESSORIES = `/en-us/shop/${DEMO_CATALOG.hierarchies.apparel}/${DEMO_CATALOG.nodes.accessories}`;
let varnish: VarnishProcess;
let hook: Server;
/** Purges Varnish carried out, as the storefront's hook asked them: a publish's, and its repeat. */
let purges = 0;
const storefront = storefrontForFile('harbor-shared-cache-', async () => {
  const port = await freePort();
  varnish = await startVarnish(port);
  // The storefront's purge hook is Varnish, reached through a counter of what it was asked.
  hook = createServer((request, response) => {
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', async () => {
      const answer = await fetch(varnish.purgeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'xkey-purge': String(request.headers['xkey-purge']) },
        body: Buffer.concat(body),
      });
      if (answer.ok) purges++;
      response.writeHead(answer.status).end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const { port: hookPort } = hook.address() as AddressInfo;
  return { port, env: { CDN_PURGE_URL: `http://127.0.0.1:${hookPort}/` } };
});
afterAll(() => {
  hook?.close();
  return varnish?.stop();
});

/** Waits until Varnish has carried out `count` purges in all (for at most half a minute). */
async function purgedTimes(count: number): Promise<number> {
  for (let tries = 0; tries < 300 && purges < count; tries++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return purges;
}

/** A shopper's browser opening pages through Varnish; the first page gives it its cart id and its market. */
async function shopperThroughVarnish(): Promise<PageBrowser> {
  const browser = new PageBrowser(varnish.origin);
  expect((await browser.open('/en-us')).status).toBe(200);
  return browser;
}

describe('Varnish in front, purged by tag on publish', () => {
  it('keeps catalog pages for shoppers, tagged with what they show', async () => {
    const shopper = await shopperThroughVarnish();
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
    const shopper = await shopperThroughVarnish();
    const { origin } = storefront.server;
    const merchandiser = await merchandiserOn(origin);
    const token = await adminToken(origin);
    const stale: string[] = [];
    const before = purges;
    for (let round = 1; round <= 10; round++) {
      // A publish purges once more a few seconds later (renders in flight then, see publishCatalog):
      // the last round's repeat has landed before this round fills the cache again.
      expect(await purgedTimes(before + 2 * (round - 1))).toBe(before + 2 * (round - 1));
      const name = `Purged Round ${round} ${run}`;
      const renamed = await renameProduct(origin, token, BEANIE, name);
      expect(renamed.status).toBe(200);
      // The old release's pages are in the cache (a hit the second time), so staleness would show.
      await shopper.page(`/en-us/products/${BEANIE}`);
      expect((await shopper.page(`/en-us/products/${BEANIE}`)).cache).toBe('HIT');
      await shopper.page(ACCESSORIES);

      const published = await publish(merchandiser, origin);
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
    const shopper = await shopperThroughVarnish();
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
      const newcomer = await new PageBrowser(varnish.origin).request('/en-us/shop');
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
