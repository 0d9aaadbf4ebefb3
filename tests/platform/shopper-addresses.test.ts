import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '@/lib/service/demo/catalog/ids';
import { CART_CREATION_LIMIT, SEARCH_LIMIT } from '@/lib/service/limits';
import { copyStandalone, startServer, type ServerProcess } from '@/scripts/standalone/server-process';
import { startServiceProcess, type ServiceProcess } from '@/scripts/standalone/service-process';
import { sameOrigin, seededDataDir } from '../support/server';

/**
 * Issue 24 points 4 and 5: new carts made through the storefront (`POST /api/cart/items`) count
 * against the shopper's address, 60 an hour as on /commerce, with the embedded service and with a
 * remote one (`npm run service` in another process, told to believe the storefront's
 * X-Forwarded-For by TRUSTED_PROXIES); so do the searches the storefront makes for a shopper (240 a
 * minute), and one shopper's 429 is never kept for another. The test stands in for the load
 * balancer in front of the storefront: it names each shopper's address in X-Forwarded-For, which the
 * storefront believes from this machine (TRUSTED_PROXIES).
 */
const work = mkdtempSync(path.join(tmpdir(), 'harbor-shopper-addresses-'));
const BEANIE = demoId.product('wool-beanie');
const LOOPBACK = '127.0.0.1,::1';

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A first add from a browser with no cookies yet: each makes a new cart. */
const addToNewCart = (origin: string, address: string) =>
  fetch(`${origin}/api/cart/items`, {
    method: 'POST',
    headers: { ...sameOrigin(origin), 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ productId: BEANIE, quantity: 1 }),
  });

async function expectCartLimit(origin: string) {
  const [shopper, neighbour] = ['203.0.113.7', '198.51.100.23'];
  for (let i = 0; i < CART_CREATION_LIMIT.perAddress; i++) {
    const added = await addToNewCart(origin, shopper);
    expect(added.status, await added.clone().text()).toBe(201);
  }
  const refused = await addToNewCart(origin, shopper);
  expect(refused.status).toBe(429);
  // The browser is told how long to wait, as the service told the storefront.
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await refused.json()) as { errors: { status: string }[] };
  expect(body.errors[0]?.status).toBe('429');
  // Another shopper of the same storefront is not held back by the first one's carts.
  expect((await addToNewCart(origin, neighbour)).status).toBe(201);
}

/** Each query is new, so none is answered from the storefront's shared cache of searches. */
let searches = 0;
const newQuery = () => `beanie ${searches++}`;
const suggest = (origin: string, address: string, q = newQuery()) =>
  fetch(`${origin}/api/search/suggestions?q=${encodeURIComponent(q)}`, {
    headers: { 'X-Forwarded-For': address },
  });
const searchPage = (origin: string, address: string, market: string, q = newQuery()) =>
  fetch(`${origin}/${market}/search?q=${encodeURIComponent(q)}`, { headers: { 'X-Forwarded-For': address } });

/**
 * The results page's words for a shopper past the search limit, with the seconds filled in (the
 * message files, sent along for the page's client components, hold them with a placeholder).
 */
const TOO_MANY_SEARCHES = /Too many searches from your connection\. Please try again in \d+ seconds?\./;

/** Searches from one address until the service refuses them; that refusal, as the storefront answers it. */
async function searchUntilRefused(origin: string, address: string): Promise<Response> {
  for (let i = 0; i <= SEARCH_LIMIT.perAddress; i++) {
    const answer = await suggest(origin, address);
    if (answer.status === 429) return answer;
    expect(answer.status, await answer.text()).toBe(200);
  }
  throw new Error(`${SEARCH_LIMIT.perAddress + 1} searches from ${address} were all answered`);
}

/**
 * Identical searches in flight at once are one invocation of the storefront's cached search (Next
 * dedupes them across requests): the throttled shopper's 429 must still never be another's answer.
 */
async function expectOwnRefusalsWhenConcurrent(origin: string, searcher: string, neighbour: string) {
  await searchUntilRefused(origin, searcher);
  for (let round = 0; round < 5; round++) {
    const q = newQuery();
    const [throttled, answered] = await Promise.all([
      suggest(origin, searcher, q),
      suggest(origin, neighbour, q),
    ]);
    // The throttled shopper is refused, or shares the other's answer (a shared answer costs nothing).
    expect([200, 429]).toContain(throttled.status);
    expect(answered.status, await answered.clone().text()).toBe(200);
  }
  for (let round = 0; round < 3; round++) {
    const q = newQuery();
    const [, answered] = await Promise.all([
      searchPage(origin, searcher, 'en-us', q),
      searchPage(origin, neighbour, 'en-us', q),
    ]);
    expect(answered.status).toBe(200);
    expect(await answered.text()).not.toMatch(TOO_MANY_SEARCHES);
  }
}

describe('new carts through the storefront with its embedded service', () => {
  let storefront: ServerProcess;
  beforeAll(async () => {
    storefront = await startServer({
      name: 'storefront',
      directory: copyStandalone(path.join(work, 'embedded')),
      env: {
        COMMERCE_DATA_DIR: seededDataDir(path.join(work, 'embedded-data')),
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        TRUSTED_PROXIES: LOOPBACK,
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
    });
  }, 240_000);
  afterAll(() => storefront?.terminate('SIGINT', 10_000));

  it(`are ${CART_CREATION_LIMIT.perAddress} an hour per shopper address, then 429`, async () => {
    await expectCartLimit(storefront.origin);
  }, 120_000);

  it(`and searches, ${SEARCH_LIMIT.perAddress} a minute per shopper address: the one held back is told when to retry`, async () => {
    const [searcher, neighbour] = ['203.0.113.51', '198.51.100.52'];
    const refused = await searchUntilRefused(storefront.origin, searcher);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SEARCH_LIMIT.windowSeconds);
    const body = (await refused.json()) as { errors: { status: string; detail: string }[] };
    expect(body.errors[0]).toMatchObject({
      status: '429',
      detail: expect.stringMatching(/^Too many searches/),
    });

    // The results page says so, in the shopper's language, with how long to wait.
    const english = await (await searchPage(storefront.origin, searcher, 'en-us')).text();
    expect(english).toMatch(TOO_MANY_SEARCHES);
    const french = await (await searchPage(storefront.origin, searcher, 'fr-fr')).text();
    expect(french).toMatch(/Trop de recherches depuis votre connexion\. Réessayez dans \d+ secondes?\./);

    // A made-up listing query from that shopper still never becomes a page of its own: the listing's
    // bounds cannot be searched for them, so nothing of the query is taken on trust.
    const listing = await fetch(`${storefront.origin}/en-us/shop?tag=zzmadeup&page=300`, {
      headers: { 'X-Forwarded-For': searcher },
      redirect: 'manual',
    });
    expect(listing.status).toBe(307);
    expect(listing.headers.get('location')).not.toMatch(/zzmadeup|page=/);
    // A real listing nobody has opened yet still opens for that shopper (its facets are searches,
    // whose 429 once made the page fail to render: 500).
    const unopened = await fetch(`${storefront.origin}/en-us/shop/apparel?sort=price-asc&type=standard`, {
      headers: { 'X-Forwarded-For': searcher, 'Sec-Fetch-Mode': 'navigate' },
      redirect: 'manual',
    });
    expect(unopened.status).toBe(200);
    const opened = await unopened.text();
    expect(opened).toMatch(/<h1[^>]*>Apparel<\/h1>/);
    // With its facets, which the service counted for no shopper.
    expect(opened).toMatch(/Single products/);

    // The service counted that shopper's searches alone: another shopper still searches.
    const other = await suggest(storefront.origin, neighbour);
    expect(other.status, await other.clone().text()).toBe(200);
    const page = await (await searchPage(storefront.origin, neighbour, 'en-us', 'beanie')).text();
    expect(page).not.toMatch(TOO_MANY_SEARCHES);
    expect(page).toMatch(/Wool Beanie/);
  }, 120_000);

  it("never keeps one shopper's 429 for another who reads the same right after", async () => {
    const [searcher, neighbour] = ['203.0.113.61', '198.51.100.62'];
    await searchUntilRefused(storefront.origin, searcher);
    // Words no one has searched for yet here, which find products: the throttled shopper asks first.
    expect((await suggest(storefront.origin, searcher, 'merino')).status).toBe(429);
    const same = await suggest(storefront.origin, neighbour, 'merino');
    expect(same.status, await same.clone().text()).toBe(200);
    expect(((await same.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

    expect(await (await searchPage(storefront.origin, searcher, 'en-us', 'fleece')).text()).toMatch(
      TOO_MANY_SEARCHES,
    );
    const page = await (await searchPage(storefront.origin, neighbour, 'en-us', 'fleece')).text();
    expect(page).not.toMatch(TOO_MANY_SEARCHES);
    expect(page).toMatch(/Fleece Jacket/);
  }, 120_000);

  it("never hands one shopper's 429 to another's identical search in flight at the same time", async () => {
    await expectOwnRefusalsWhenConcurrent(storefront.origin, '203.0.113.71', '198.51.100.72');
  }, 120_000);
});

describe('new carts through the storefront with a remote service', () => {
  let service: ServiceProcess;
  let storefront: ServerProcess;
  beforeAll(async () => {
    service = await startServiceProcess({
      dataDir: seededDataDir(path.join(work, 'service')),
      // The storefront calls from this machine: its X-Forwarded-For names the shopper.
      env: { TRUSTED_PROXIES: LOOPBACK },
    });
    storefront = await startServer({
      name: 'storefront',
      directory: copyStandalone(path.join(work, 'remote')),
      env: {
        COMMERCE_BASE_URL: `${service.origin}/commerce`,
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        TRUSTED_PROXIES: LOOPBACK,
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
    });
  }, 240_000);
  afterAll(async () => {
    await storefront?.terminate('SIGINT', 10_000);
    await service?.stop();
  });

  it(`are ${CART_CREATION_LIMIT.perAddress} an hour per shopper, not per storefront`, async () => {
    await expectCartLimit(storefront.origin);
  }, 120_000);

  it('counts searches per shopper, not per storefront, and tells the one held back when to retry', async () => {
    const [searcher, neighbour] = ['203.0.113.41', '198.51.100.42'];
    const refused = await searchUntilRefused(storefront.origin, searcher);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The service counted that shopper's searches alone: another shopper still searches.
    const other = await suggest(storefront.origin, neighbour);
    expect(other.status, await other.clone().text()).toBe(200);

    // A listing nobody has opened yet still opens for that shopper: its facets are searches the
    // remote service is told are that shopper's, and a refused one leaves the listing without
    // facets (before: a 500).
    const unopened = await fetch(`${storefront.origin}/en-us/shop/apparel?sort=price-asc&type=standard`, {
      headers: { 'X-Forwarded-For': searcher, 'Sec-Fetch-Mode': 'navigate' },
      redirect: 'manual',
    });
    expect(unopened.status).toBe(200);
    expect(await unopened.text()).toMatch(/<h1[^>]*>Apparel<\/h1>/);
  }, 120_000);

  it("never hands one shopper's 429 to another's identical search in flight at the same time", async () => {
    await expectOwnRefusalsWhenConcurrent(storefront.origin, '203.0.113.81', '198.51.100.82');
  }, 120_000);
});
