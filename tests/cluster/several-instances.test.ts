import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/lib/service/demo/ids';
import { CHECKOUT } from '@/lib/service/testing/carts';
import { DEMO_CATALOG, demoId } from '@/lib/service/demo/catalog/ids';
import { DEFAULT_CLIENT_ID } from '@/lib/commerce/demo-client';
import { ACCOUNT_PREFERENCES, DEMO_PREFERENCE_ENTRIES } from '@/lib/service/demo/extension-ids';
import { startCluster, type Cluster, type Instance } from '@/scripts/cluster/cluster';
import {
  CookieJar,
  adminToken,
  json,
  merchandiserOn,
  publish,
  renameProduct,
  sameOrigin,
} from '../support/server';

/**
 * Three `next start` of one build behind HAProxy, on a fresh PostgreSQL database and a Redis key
 * prefix of their own (`npm test` runs this after the build, with TEST_DATABASE_URL and
 * TEST_REDIS_URL set by .ci/run). Every request names the instance it goes to, so "another
 * instance" means another process, not whatever the balancer picked.
 */
const DATABASE = process.env.TEST_DATABASE_URL!;
const REDIS = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const MAIN_CATALOG = DEMO_CATALOG.catalogs.standard;
/** A simple demo product with a price in every currency. */
const BEANIE = demoId.product('wool-beanie');
/** A digital product: no stock record, so any number of adds is taken. */
const TRAIL_MAP = DEMO_CATALOG.products.trailMap;

const run = randomBytes(4).toString('hex');
const databaseName = `storefront_cluster_${run}`;
const redisPrefix = `test:${run}:`;
let cluster: Cluster;
// Outside the repository: the instances' copies of the build must need nothing from it.
const workDir = path.join(tmpdir(), `harbor-cluster-test-${run}`);
let instances: Instance[];

function databaseUrl(name: string): string {
  const url = new URL(DATABASE);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
  // All three at once on the empty database: migrations, key and seed must run exactly once.
  cluster = await startCluster({
    instances: 3,
    databaseUrl: databaseUrl(databaseName),
    redisUrl: REDIS,
    redisPrefix,
    sessionSecret: randomBytes(32).toString('base64url'),
    workDir,
  });
  instances = cluster.instances;
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  rmSync(workDir, { recursive: true, force: true });
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  const redis = await createClient({ url: REDIS }).connect();
  for await (const keys of redis.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 500 })) {
    if (keys.length > 0) await redis.del(keys);
  }
  await redis.quit();
}, 60_000);

async function implicitToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/commerce/oauth/access_token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'implicit', client_id: DEFAULT_CLIENT_ID }),
  });
  return (await json<{ access_token: string }>(response)).access_token;
}

/** A new, empty cart of the service, made on one instance. */
async function newCart(origin: string, token: string): Promise<string> {
  const response = await fetch(`${origin}/commerce/v2/carts`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { name: 'Cluster test' } }),
  });
  return (await json<{ data: { id: string } }>(response)).data.id;
}

describe('several instances on one PostgreSQL and one Redis, behind a balancer', () => {
  it('come up together on an empty database and all answer', async () => {
    expect(instances).toHaveLength(3);
    for (const instance of instances) {
      const page = await fetch(`${instance.origin}/`);
      expect(page.status).toBe(200);
    }
    const health = await fetch(`${cluster.origin}/commerce/health`);
    expect(health.status).toBe(200);
  });

  it('name no instance in what they serve: pictures and links are the same from each', async () => {
    const pictures = await Promise.all(
      instances.map(async (instance) => {
        const page = await (await fetch(`${instance.origin}/products/${BEANIE}`)).text();
        // Absolute URLs (social cards, structured data) name the public origin, the balancer's.
        for (const other of instances) expect(page).not.toContain(`:${other.port}/`);
        expect(page).not.toContain('commerce.internal');
        expect(page).toContain(`${cluster.origin}/commerce/files/`);
        return [...page.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1]);
      }),
    );
    expect(pictures[0]!.length).toBeGreaterThan(0);
    expect(pictures[1]).toEqual(pictures[0]);
    expect(pictures[2]).toEqual(pictures[0]);
  });

  it('serve a release published through any of them on the very next request, ten rounds', async () => {
    const token = await adminToken(cluster.origin);
    const productId = BEANIE;
    const stale: string[] = [];
    for (let round = 1; round <= 10; round++) {
      const publisher = instances[round % instances.length]!;
      const name = `Cluster Round ${round} ${run}`;
      const renamed = await renameProduct(cluster.origin, token, productId, name);
      expect(renamed.status).toBe(200);
      // Warm every instance's cache with the old release first, so staleness would show.
      await Promise.all(instances.map((instance) => fetch(`${instance.origin}/products/${productId}`)));

      const published = await publish(await merchandiserOn(publisher.origin), publisher.origin);
      expect(published.status).toBe(201);

      for (const instance of instances.filter((other) => other !== publisher)) {
        const page = await (await fetch(`${instance.origin}/products/${productId}`)).text();
        if (!page.includes(name)) stale.push(`round ${round}: ${instance.name} product page`);
        const listing = await (
          await fetch(`${instance.origin}/shop?field=name&q=${encodeURIComponent(name)}`)
        ).text();
        if (!listing.includes('/products/wool-beanie'))
          stale.push(`round ${round}: ${instance.name} listing`);
      }
    }
    expect(stale).toEqual([]);
  }, 180_000);

  it('carry a session, a cart and a preview started on one instance to the others', async () => {
    const [first, second, third] = instances as [Instance, Instance, Instance];
    const shopper = new CookieJar();
    const signedIn = await shopper.fetch(`${first.origin}/api/account/session`, {
      method: 'POST',
      headers: { ...sameOrigin(first.origin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: DEMO_ACCOUNTS.grace.email, password: DEMO_PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const account = await (await shopper.fetch(`${second.origin}/en-us/account`)).text();
    expect(account).toContain(DEMO_ACCOUNTS.grace.name);

    const productId = BEANIE;
    const added = await shopper.fetch(`${second.origin}/api/cart/items`, {
      method: 'POST',
      headers: { ...sameOrigin(second.origin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId, quantity: 2 }),
    });
    expect(added.status).toBe(201);
    const cart = await json<{ data: { itemCount: number } }>(await shopper.fetch(`${third.origin}/api/cart`));
    expect(cart.data.itemCount).toBe(2);

    const merchandiser = await merchandiserOn(third.origin);
    const preview = await merchandiser.fetch(`${third.origin}/api/merchandising/preview`, {
      method: 'POST',
      headers: { ...sameOrigin(third.origin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ catalogId: MAIN_CATALOG, releaseId: 'latest' }),
    });
    expect(preview.status).toBe(200);
    const previewed = await (await merchandiser.fetch(`${first.origin}/en-us`)).text();
    expect(previewed).toContain('Shoppers do not see this view');
  }, 60_000);

  it('sum parallel adds to one cart exactly, make one order of two checkouts, and let one If-Match win', async () => {
    const token = await implicitToken(cluster.origin);
    const productId = BEANIE;
    const at = (i: number) => instances[i % instances.length]!.origin;
    const cartId = await newCart(at(0), token);
    const bearer = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

    const adds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${at(i)}/commerce/v2/carts/${cartId}/items`, {
          method: 'POST',
          headers: bearer,
          body: JSON.stringify({ data: { type: 'cart_item', id: productId, quantity: 1 } }),
        }),
      ),
    );
    expect(adds.map((response) => response.status).filter((status) => status >= 300)).toEqual([]);
    const items = await json<{ data: { quantity: number }[] }>(
      await fetch(`${at(0)}/commerce/v2/carts/${cartId}/items`, { headers: bearer }),
    );
    expect(items.data.reduce((sum, item) => sum + item.quantity, 0)).toBe(20);

    const checkouts = await Promise.all(
      [1, 2].map((i) =>
        fetch(`${at(i)}/commerce/v2/carts/${cartId}/checkout`, {
          method: 'POST',
          headers: bearer,
          body: JSON.stringify(CHECKOUT),
        }),
      ),
    );
    expect(checkouts.filter((response) => response.status === 201)).toHaveLength(1);

    const adminBearer = { Authorization: `Bearer ${await adminToken(cluster.origin)}` };
    const entry = `${ACCOUNT_PREFERENCES.slug}/${DEMO_PREFERENCE_ENTRIES.ada}`;
    const read = await fetch(`${at(0)}/commerce/v2/extensions/${entry}`, { headers: adminBearer });
    const etag = read.headers.get('ETag')!;
    expect(etag).toBeTruthy();
    const saves = await Promise.all(
      [1, 2].map((i) =>
        fetch(`${at(i)}/commerce/v2/extensions/${entry}`, {
          method: 'PUT',
          headers: { ...adminBearer, 'Content-Type': 'application/json', 'If-Match': etag },
          body: JSON.stringify({
            data: { type: ACCOUNT_PREFERENCES.apiType, preferred_currency: i === 1 ? 'EUR' : 'USD' },
          }),
        }),
      ),
    );
    expect(saves.map((response) => response.status).sort()).toEqual([200, 412]);
  }, 60_000);

  it('count wrong sign-ins together: six spread over the instances are refused, the merchandiser’s too', async () => {
    const run = Date.now();
    // The balancer's part: each attempt says where it came from (the instances trust 127.0.0.1).
    const from = (address: string) => ({ 'X-Forwarded-For': address, 'Content-Type': 'application/json' });
    const accountAttempt = (i: number) =>
      fetch(`${instances[i % 3]!.origin}/api/account/session`, {
        method: 'POST',
        headers: { ...sameOrigin(instances[i % 3]!.origin), ...from(`198.51.100.${i + 1}`) },
        body: JSON.stringify({ username: `limits-${run}@example.com`, password: 'not-the-password' }),
      });
    for (let i = 0; i < 5; i++) expect((await accountAttempt(i)).status).toBe(401);
    const refused = await accountAttempt(5);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);

    const address = `203.0.113.${run % 250}`;
    const merchandiserAttempt = (i: number) =>
      fetch(`${instances[i % 3]!.origin}/api/merchandising/session`, {
        method: 'POST',
        headers: { ...sameOrigin(instances[i % 3]!.origin), ...from(address) },
        body: JSON.stringify({ password: 'not-the-password' }),
      });
    for (let i = 0; i < 5; i++) expect((await merchandiserAttempt(i)).status).toBe(401);
    expect((await merchandiserAttempt(5)).status).toBe(429);
  });

  it('end a session everywhere when it is signed out on one instance', async () => {
    const [first, second, third] = instances as [Instance, Instance, Instance];
    const shopper = new CookieJar();
    const signedIn = await shopper.fetch(`${first.origin}/api/account/session`, {
      method: 'POST',
      headers: { ...sameOrigin(first.origin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: DEMO_ACCOUNTS.ada.email, password: DEMO_PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const copy = shopper.clone();
    expect((await copy.fetch(`${third.origin}/api/account/preferences`)).status).toBe(200);
    const signedOut = await shopper.fetch(`${second.origin}/api/account/session`, {
      method: 'DELETE',
      headers: sameOrigin(second.origin),
    });
    expect(signedOut.status).toBeLessThan(300);
    for (const instance of instances) {
      expect((await copy.fetch(`${instance.origin}/api/account/preferences`)).status).toBe(401);
    }
  });

  it('restart one at a time under load through the balancer: no request fails, each exits 0 within 30 s', async () => {
    const token = await implicitToken(cluster.origin);
    const cart = await newCart(cluster.origin, token);
    const pages = ['/en-us', `/en-us/products/${BEANIE}`, '/en-us/shop', '/fr-fr'];
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    // Three readers of pages and one writer (adds to a cart: a write the balancer must never resend).
    const client = async (writer: boolean) => {
      for (let i = 0; running; i++) {
        const path = writer ? `/commerce/v2/carts/${cart}/items` : pages[i % pages.length]!;
        try {
          const response = await fetch(
            `${cluster.origin}${path}`,
            writer
              ? {
                  method: 'POST',
                  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
                  body: JSON.stringify({ data: { type: 'cart_item', id: TRAIL_MAP, quantity: 1 } }),
                }
              : {},
          );
          await response.arrayBuffer();
          if (response.status >= 300) failures.push(`${response.status} ${path}`);
          else answered++;
        } catch (error) {
          failures.push(
            `${path}: ${error instanceof Error ? `${error.message} ${String(error.cause)}` : error}`,
          );
        }
      }
    };
    const load = [true, false, false, false].map(client);
    const exits: { name: string; code: number | null; signal: string | null; ms: number }[] = [];
    for (const instance of instances) {
      const before = answered;
      const exit = await instance.terminate('SIGTERM');
      exits.push({ name: instance.name, ...exit });
      const logged = instance.output().length;
      await instance.restart();
      // Back in the balancer's list: it serves shoppers' requests again (not only health checks).
      const servesShoppers = () =>
        instance
          .output()
          .slice(logged)
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { msg: string; path?: string })
          .some((line) => line.msg === 'request' && !['/readyz', '/healthz'].includes(line.path ?? ''));
      await expect.poll(servesShoppers, { timeout: 30_000, interval: 200 }).toBe(true);
      expect(answered, `requests answered while ${instance.name} restarted`).toBeGreaterThan(before);
    }
    running = false;
    await Promise.all(load);

    expect(failures).toEqual([]);
    for (const exit of exits) {
      expect(exit, exit.name).toMatchObject({ code: 0, signal: null });
      expect(exit.ms, exit.name).toBeLessThan(30_000);
    }
  }, 240_000);

  it('lose no acknowledged write when an instance is killed under load, and fail nothing once it is marked down', async () => {
    const token = await implicitToken(cluster.origin);
    const productId = TRAIL_MAP;
    const bearer = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const carts = await Promise.all([1, 2, 3, 4].map(() => newCart(cluster.origin, token)));
    const acknowledged = new Map(carts.map((id) => [id, 0]));
    const failuresAfterMarkedDown: string[] = [];
    let killedAt = Number.POSITIVE_INFINITY;
    // HAProxy checks every 500 ms and marks an instance down after two failures.
    const markedDownBy = () => killedAt + 3_000;

    const clients = carts.map(async (cartId) => {
      const until = Date.now() + 12_000;
      while (Date.now() < until) {
        const started = Date.now();
        try {
          const response = await fetch(`${cluster.origin}/commerce/v2/carts/${cartId}/items`, {
            method: 'POST',
            headers: bearer,
            body: JSON.stringify({ data: { type: 'cart_item', id: productId, quantity: 1 } }),
          });
          if (response.status === 201 || response.status === 200) {
            acknowledged.set(cartId, acknowledged.get(cartId)! + 1);
          } else if (started > markedDownBy()) {
            failuresAfterMarkedDown.push(`${response.status}`);
          }
        } catch (error) {
          if (started > markedDownBy()) failuresAfterMarkedDown.push(String(error));
        }
      }
    });
    // Under load first: every client has had adds acknowledged before the instance goes.
    await expect
      .poll(() => Math.min(...acknowledged.values()), { timeout: 10_000, interval: 100 })
      .toBeGreaterThanOrEqual(5);
    killedAt = Date.now();
    instances[1]!.kill();
    await Promise.all(clients);

    expect(instances[1]!.alive()).toBe(false);
    expect(failuresAfterMarkedDown).toEqual([]);
    for (const cartId of carts) {
      const items = await json<{ data: { quantity: number }[] }>(
        await fetch(`${cluster.origin}/commerce/v2/carts/${cartId}/items`, { headers: bearer }),
      );
      const stored = items.data.reduce((sum, item) => sum + item.quantity, 0);
      // Every acknowledged add is there; an add cut off before its answer may be there too.
      expect(stored).toBeGreaterThanOrEqual(acknowledged.get(cartId)!);
      expect(acknowledged.get(cartId)!).toBeGreaterThan(0);
    }
  }, 60_000);
});
