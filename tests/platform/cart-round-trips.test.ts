import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '@/lib/service/demo/catalog/ids';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/lib/service/demo/ids';
import { DEFAULT_CLIENT_ID } from '@/lib/commerce/demo-client';
import { copyStandalone, startServer, type ServerProcess } from '@/scripts/standalone/server-process';
import { CookieJar, json, sameOrigin, seededDataDir } from '../support/server';

/**
 * Issue 28 point 2: an add to cart is one service round trip, signed in or not. Counted where the
 * service counts what it serves (`harbor_service_operation_duration_seconds_count` on /metrics), on
 * the standalone build with a data directory of its own, so nothing but these requests reaches it.
 */
const work = mkdtempSync(path.join(tmpdir(), 'harbor-cart-trips-'));
const BEANIE = demoId.product('wool-beanie');
const TRAIL_MAP = demoId.product('trail-map');
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    name: 'storefront',
    port: Number(process.env.CART_TRIPS_PORT ?? 0) || undefined,
    metricsPort: Number(process.env.CART_TRIPS_METRICS_PORT ?? 0) || undefined,
    directory: copyStandalone(path.join(work, 'app')),
    env: {
      COMMERCE_DATA_DIR: seededDataDir(path.join(work, 'data')),
      SESSION_SECRET: randomBytes(32).toString('base64url'),
    },
  });
}, 240_000);

afterAll(async () => {
  if (server?.alive()) await server.terminate('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** Every operation the service has answered so far, by `METHOD operation` (and ` status`). */
async function serviceCalls(withStatus = false): Promise<Map<string, number>> {
  const text = await (await fetch(`${server.metricsOrigin}/metrics`)).text();
  const counts = new Map<string, number>();
  for (const match of text.matchAll(
    /^harbor_service_operation_duration_seconds_count\{operation="([^"]*)",method="([^"]*)",status="([^"]*)"\} (\d+)/gm,
  )) {
    const key = `${match[2]} ${match[1]}${withStatus ? ` ${match[3]}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(match[4]));
  }
  return counts;
}

/**
 * The service operations one step made, each as often as it was made. The storefront's own token
 * (fetched once and kept until it nearly expires) is not the shopper's round trip: left out.
 */
async function callsOf(step: () => Promise<unknown>, withStatus = false): Promise<string[]> {
  const before = await serviceCalls(withStatus);
  await step();
  const after = await serviceCalls(withStatus);
  return [...after]
    .filter(([key]) => !key.startsWith('POST /commerce/oauth/access_token'))
    .flatMap(([key, count]) => Array<string>(count - (before.get(key) ?? 0)).fill(key));
}

const send = (shopper: CookieJar, url: string, body: unknown) =>
  shopper.fetch(`${server.origin}${url}`, {
    method: 'POST',
    headers: { ...sameOrigin(server.origin), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

interface CartAnswer {
  data: {
    itemCount: number;
    lines: { name: string; href?: string; image?: { src: string } }[];
    freeDelivery: unknown;
  };
}

async function addAndCount(shopper: CookieJar, productId: string) {
  let answer: CartAnswer | undefined;
  const calls = await callsOf(async () => {
    const added = await send(shopper, '/api/cart/items', { productId, quantity: 1 });
    expect(added.status).toBe(201);
    answer = await json<CartAnswer>(added);
  });
  return { calls, answer: answer! };
}

describe('an add to cart', () => {
  it('is one service call for a guest, first add and later ones, and its answer draws the cart', async () => {
    const shopper = new CookieJar();
    // The first page reserves the cart's id, as a browser's does.
    await shopper.fetch(`${server.origin}/en-us`);

    const first = await addAndCount(shopper, BEANIE);
    expect(first.calls).toEqual(['POST /commerce/v2/carts/:cartID/items']);
    const second = await addAndCount(shopper, TRAIL_MAP);
    expect(second.calls).toEqual(['POST /commerce/v2/carts/:cartID/items']);

    // The answer is the whole cart, drawn without the catalog: names, pictures, product pages.
    expect(second.answer.data.itemCount).toBe(2);
    expect(second.answer.data.lines.map((line) => line.href).sort()).toEqual([
      '/products/trail-map',
      '/products/wool-beanie',
    ]);
    for (const line of second.answer.data.lines) expect(line.name).not.toBe('');
    expect(
      second.answer.data.lines.find((line) => line.href === '/products/wool-beanie')?.image,
    ).toBeDefined();
    expect(second.answer.data.freeDelivery).not.toBeNull();
  });

  it('is one service call for a signed-in account: its cart was found at sign-in', async () => {
    const shopper = new CookieJar();
    await shopper.fetch(`${server.origin}/en-us`);
    const signedIn = await send(shopper, '/api/account/session', {
      username: DEMO_ACCOUNTS.grace.email,
      password: DEMO_PASSWORD,
    });
    expect(signedIn.status).toBe(200);

    for (const productId of [BEANIE, TRAIL_MAP, BEANIE]) {
      const { calls } = await addAndCount(shopper, productId);
      expect(calls).toEqual(['POST /commerce/v2/carts/:cartID/items']);
    }

    // Another browser of the same account finds that cart at sign-in, and reads it in one call.
    const elsewhere = new CookieJar();
    await elsewhere.fetch(`${server.origin}/en-us`);
    await send(elsewhere, '/api/account/session', {
      username: DEMO_ACCOUNTS.grace.email,
      password: DEMO_PASSWORD,
    });
    let cart: CartAnswer | undefined;
    const calls = await callsOf(async () => {
      cart = await json<CartAnswer>(await elsewhere.fetch(`${server.origin}/api/cart`));
    });
    expect(calls).toEqual(['GET /commerce/v2/carts/:cartID/items']);
    expect(cart!.data.itemCount).toBe(3);
  });

  it('is read back in one service call', async () => {
    const shopper = new CookieJar();
    await shopper.fetch(`${server.origin}/en-us`);
    await send(shopper, '/api/cart/items', { productId: BEANIE, quantity: 2 });
    let cart: CartAnswer | undefined;
    const calls = await callsOf(async () => {
      cart = await json<CartAnswer>(await shopper.fetch(`${server.origin}/api/cart`));
    });
    expect(calls).toEqual(['GET /commerce/v2/carts/:cartID/items']);
    expect(cart!.data.itemCount).toBe(2);
  });

  it('is read again as a 304 while nothing changed, and anew once something has', async () => {
    const shopper = new CookieJar();
    await shopper.fetch(`${server.origin}/en-us`);
    await send(shopper, '/api/cart/items', { productId: BEANIE, quantity: 1 });
    const read = async () => json<CartAnswer>(await shopper.fetch(`${server.origin}/api/cart`));
    const items = 'GET /commerce/v2/carts/:cartID/items';

    expect(await callsOf(read, true)).toEqual([`${items} 200`]);
    let again: CartAnswer | undefined;
    expect(await callsOf(async () => (again = await read()), true)).toEqual([`${items} 304`]);
    expect(again!.data.itemCount).toBe(1);

    // The same cart changed by a request this storefront's kept answer knows nothing of.
    const cartId = shopper.get('cart_id')!;
    const service = `${server.origin}/commerce/v2/carts/${cartId}/items`;
    const token = await json<{ access_token: string }>(
      await fetch(`${server.origin}/commerce/oauth/access_token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'implicit', client_id: DEFAULT_CLIENT_ID }),
      }),
    );
    const direct = await fetch(service, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { type: 'cart_item', id: TRAIL_MAP, quantity: 1 } }),
    });
    expect(direct.status).toBe(201);
    let changed: CartAnswer | undefined;
    expect(await callsOf(async () => (changed = await read()), true)).toEqual([`${items} 200`]);
    expect(changed!.data.itemCount).toBe(2);
  });
});
