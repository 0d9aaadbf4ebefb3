import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '@/lib/service/demo/catalog/ids';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@/lib/commerce/demo-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/lib/service/demo/ids';
import {
  copyStandalone,
  STANDALONE,
  startServer,
  type ServerProcess,
} from '@/scripts/standalone/server-process';
import { CookieJar, json, sameOrigin } from '../support/server';
import { ancestorsOf, startCollector, type Collector } from './otlp-collector';

/**
 * The production server as the image runs it: a copy of the standalone build outside this
 * repository, started with `node main.mjs` on an empty PGlite directory (so the build alone must
 * hold PGlite's files, the migrations and the demo data), with traces sent to a collector of the
 * test's own and every log line kept. One server for the whole file; its drain is the last test.
 */
const work = mkdtempSync(path.join(tmpdir(), 'harbor-platform-'));
const SESSION_SECRET = randomBytes(32).toString('base64url');
const BEANIE = demoId.product('wool-beanie');
const CARDS = ['4242 4242 4242 4242', '4000 0000 0000 0002'];
let server: ServerProcess;
let collector: Collector;

beforeAll(async () => {
  collector = await startCollector();
  server = await startServer({
    name: 'storefront',
    directory: copyStandalone(path.join(work, 'app')),
    env: {
      COMMERCE_DATA_DIR: path.join(work, 'data'),
      SESSION_SECRET,
      // Everything, health checks included, so that the scan below reads every line there is.
      LOG_LEVEL: 'trace',
      SHUTDOWN_DRAIN_SECONDS: '3',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      TRUSTED_PROXIES: '127.0.0.1,::1',
    },
  });
}, 240_000);

afterAll(async () => {
  if (server?.alive()) await server.terminate('SIGKILL');
  await collector?.close();
  rmSync(work, { recursive: true, force: true });
});

interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  traceId?: string;
  path?: string;
  route?: string;
  status?: number;
  component?: string;
}

const logLines = (): LogLine[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);

/** Bytes under a directory (symbolic links not followed). */
/**
 * The bytes under `directory`, leaving out the page cache a running server writes beside the build
 * (`.next/server/route-cache`): servers of other tests may be running from this build meanwhile.
 */
function sizeOf(directory: string): number {
  return readdirSync(directory, { withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory() && entry.name === 'route-cache') return total;
    if (entry.isDirectory()) return total + sizeOf(full);
    return total + (entry.isFile() ? statSync(full).size : 0);
  }, 0);
}

describe('the standalone build (what the image copies)', () => {
  it('holds the server and what it reaches, no build or test tooling, in about 100 MB', () => {
    for (const tool of [
      'typescript',
      'eslint',
      'vitest',
      '@playwright/test',
      'sharp',
      '@img',
      'tailwindcss',
    ]) {
      expect(existsSync(path.join(STANDALONE, 'node_modules', tool)), tool).toBe(false);
    }
    for (const needed of ['main.mjs', '.next/static', 'public', 'lib/platform/redis-cache-handler.mjs']) {
      expect(existsSync(path.join(STANDALONE, needed)), needed).toBe(true);
    }
    // The service's migrations, every one: it reads them from its folder when it starts.
    const migrations = 'lib/service/storage/migrations';
    expect(readdirSync(path.join(STANDALONE, migrations)).sort()).toEqual(readdirSync(migrations).sort());
    expect(sizeOf(STANDALONE) / 2 ** 20).toBeLessThan(110);
  });
});

describe('the production server (the standalone build, as the image runs it)', () => {
  it('answers liveness and readiness itself: never a redirect, never cached, never limited', async () => {
    const health = await fetch(`${server.origin}/healthz`, { redirect: 'manual' });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => fetch(`${server.origin}/readyz`, { redirect: 'manual' })),
    );
    for (const ready of answers) {
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
    }
    expect(await answers[0]!.json()).toEqual({ status: 'ready', checks: { storage: 'ok' } });
  });

  it('serves pages, and the demo pictures from its own files, with an id on every answer', async () => {
    const page = await fetch(`${server.origin}/en-us/products/${BEANIE}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const id = page.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The browser's files (.next/static) are in the build too.
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const chunk = await fetch(`${server.origin}${script}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toContain('javascript');
    const picture = /<img[^>]+src="([^"]*\/commerce\/files\/[^"]+)"/.exec(html)?.[1];
    expect(picture).toBeTruthy();
    const image = await fetch(new URL(picture!.replaceAll('&amp;', '&'), server.origin));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    // An id a balancer already gave is kept, one that could be anything is not.
    const named = await fetch(`${server.origin}/healthz`, {
      headers: { 'X-Request-Id': 'haproxy-0A1B2C3D' },
    });
    expect(named.headers.get('x-request-id')).toBe('haproxy-0A1B2C3D');
    const forged = await fetch(`${server.origin}/healthz`, {
      headers: { 'X-Request-Id': '"}, "admin": true, "x": "' },
    });
    expect(forged.headers.get('x-request-id')).not.toContain('"');
  });

  it('writes one JSON line per request, carrying the id the client got', async () => {
    const page = await fetch(`${server.origin}/en-us`);
    const id = page.headers.get('x-request-id')!;
    await expect
      .poll(() => logLines().find((line) => line.requestId === id && line.msg === 'request'))
      .toMatchObject({
        level: 'info',
        path: '/en-us',
        route: '/[market]',
        status: 200,
      });
    // Health checks come every second from every balancer: only at debug.
    const healthLines = logLines().filter((line) => line.msg === 'request' && line.path === '/readyz');
    expect(healthLines.length).toBeGreaterThan(0);
    expect(new Set(healthLines.map((line) => line.level))).toEqual(new Set(['debug']));
  });

  it('exposes Prometheus metrics on the metrics port only', async () => {
    await fetch(`${server.origin}/en-us/products/${BEANIE}`);
    const scrape = await fetch(`${server.metricsOrigin}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const text = await scrape.text();
    expect(text).toMatch(
      /harbor_http_request_duration_seconds_count\{route="\/\[market\]\/products\/\[slug\]",method="GET",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /harbor_page_cache_requests_total\{route="\/\[market\]\/products\/\[slug\]",result="(hit|miss|stale)"\}/,
    );
    expect(text).toMatch(
      /harbor_service_operation_duration_seconds_count\{operation="\/commerce\/catalog\/products\/:id",method="GET",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /harbor_db_query_duration_seconds_count\{storage="pglite",statement="SELECT",outcome="ok"\} [1-9]/,
    );
    expect(text).toContain('harbor_http_requests_in_flight');
    expect(text).toContain('harbor_process_cpu_seconds_total');
    expect(text).toContain('harbor_shutting_down 0');
    const publicPort = await fetch(`${server.origin}/metrics`);
    expect(await publicPort.text()).not.toContain('harbor_http_request_duration_seconds');
  });

  it('traces a page through the commerce client into the service and its SQL, in one trace', async () => {
    const page = await fetch(
      `${server.origin}/en-us/products/${demoId.product('trail-runner')}?trace=${Date.now()}`,
    );
    expect(page.status).toBe(200);
    // The whole trace, down from Next's root span, once the page's spans are all exported.
    const findSql = () =>
      collector.spans.find((span) => {
        if (span.scope !== 'harbor.storage') return false;
        const ancestors = ancestorsOf(collector.spans, span);
        return (
          ancestors.some((parent) => parent.name.startsWith('GET /commerce/catalog/products/')) &&
          ancestors.at(-1)?.parentSpanId === ''
        );
      });
    await expect.poll(findSql, { timeout: 20_000 }).toBeDefined();
    expect(collector.contentTypes).toEqual(new Set(['application/x-protobuf']));
    const sql = findSql();
    const chain = ancestorsOf(collector.spans, sql!);
    const operation = chain.find((span) => span.scope === 'harbor.commerce-service')!;
    const client = chain.find((span) => span.scope === 'harbor.commerce-client')!;
    expect(operation.kind).toBe(2);
    expect(operation.attributes['http.route']).toMatch(/^\/commerce\/catalog\/products\//);
    expect(client.name).toMatch(/^commerce (GET|POST)$/);
    expect(client.kind).toBe(3);
    expect(chain.indexOf(client)).toBeGreaterThan(chain.indexOf(operation));
    // The root is Next's span for the page request: one trace from the page down to the SQL.
    const root = chain.at(-1)!;
    expect(root.scope).toBe('next.js');
    expect(root.parentSpanId).toBe('');
    expect(new Set([sql!, ...chain].map((span) => span.traceId)).size).toBe(1);
    expect(sql!.attributes['db.query.text']).toMatch(/select/i);
    expect(new Set(collector.spans.map((span) => span.service))).toEqual(new Set(['harbor-storefront']));
  });

  it('never logs a password, token, card number, cookie or secret, whatever it is asked', async () => {
    const secrets = new Set<string>([
      SESSION_SECRET,
      DEFAULT_CLIENT_SECRET,
      DEMO_PASSWORD,
      'merchandiser-demo',
    ]);
    for (const card of CARDS) {
      secrets.add(card);
      secrets.add(card.replace(/ /g, ''));
    }
    const origin = server.origin;
    const send = async (jar: CookieJar, url: string, body: unknown) => {
      const response = await jar.fetch(`${origin}${url}`, {
        method: 'POST',
        headers: { ...sameOrigin(origin), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [name = '', ...value] = cookie.split(';')[0]!.split('=');
        // Except the ids of the shopper's orders, which are in the addresses of their own requests
        // (`/api/orders/{id}/payments`) as any order's id is.
        if (name !== 'placed_orders') secrets.add(value.join('='));
      }
      return response;
    };

    // A shopper signs in (a wrong password first), fills a cart, checks out, is declined, then pays.
    const shopper = new CookieJar();
    await shopper.fetch(`${origin}/en-us`);
    expect(
      (
        await send(shopper, '/api/account/session', {
          username: DEMO_ACCOUNTS.ada.email,
          password: 'not-it-1',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await send(shopper, '/api/account/session', {
          username: DEMO_ACCOUNTS.ada.email,
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect((await send(shopper, '/api/cart/items', { productId: BEANIE, quantity: 1 })).status).toBe(201);
    const placed = await send(shopper, '/api/checkout', {
      shippingMethod: 'standard',
      email: DEMO_ACCOUNTS.ada.email,
      address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        line_1: '1 Harbor Way',
        city: 'Portland',
        region: 'OR',
        postcode: '97201',
        country: 'US',
      },
    });
    const { data: order } = await json<{ data: { orderId: string } }>(placed);
    const card = (cardNumber: string) => ({
      source: 'card',
      cardNumber,
      expiry: '12/39',
      securityCode: '123',
      name: 'Ada Lovelace',
    });
    const declined = await send(shopper, `/api/orders/${order.orderId}/payments`, card(CARDS[1]!));
    expect(declined.status).toBe(402);
    expect((await send(shopper, `/api/orders/${order.orderId}/payments`, card(CARDS[0]!))).status).toBe(200);
    // Card numbers in a body the handler refuses are not echoed into a log either.
    await send(shopper, `/api/orders/${order.orderId}/payments`, card(`${CARDS[0]!} x`));

    // A merchandiser signs in; an API client takes tokens and uses them, also on a path that fails.
    const merchandiser = new CookieJar();
    expect(
      (await send(merchandiser, '/api/merchandising/session', { password: 'merchandiser-demo' })).status,
    ).toBe(200);
    const grants: Record<string, string>[] = [
      {
        grant_type: 'client_credentials',
        client_id: DEFAULT_CLIENT_ID,
        client_secret: DEFAULT_CLIENT_SECRET,
      },
      { grant_type: 'implicit', client_id: DEFAULT_CLIENT_ID },
    ];
    for (const grant of grants) {
      const token = await json<{ access_token: string }>(
        await fetch(`${origin}/commerce/oauth/access_token`, {
          method: 'POST',
          body: new URLSearchParams(grant),
        }),
      );
      secrets.add(token.access_token);
      for (const url of [
        '/commerce/v2/carts/not-a-cart/items',
        '/commerce/catalog/products?filter=eq(',
        '/commerce/%FF',
      ]) {
        await fetch(`${origin}${url}`, {
          headers: {
            Authorization: `Bearer ${token.access_token}`,
            Cookie: `account_session=${SESSION_SECRET}`,
          },
        });
      }
    }
    const accountTokens = await json<{ data: { token: string }[] }>(
      await fetch(`${origin}/commerce/v2/account-members/tokens`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          data: {
            type: 'account_management_authentication_token',
            authentication_mechanism: 'password',
            username: DEMO_ACCOUNTS.grace.email,
            password: DEMO_PASSWORD,
          },
        }),
      }),
    );
    for (const { token } of accountTokens.data) secrets.add(token);
    // A request that carries secrets in its address, as a mistaken link would.
    await fetch(`${origin}/en-us/sign-in?password=${DEMO_PASSWORD}&token=${SESSION_SECRET}`);

    await expect.poll(() => logLines().some((line) => line.path?.startsWith('/commerce/%FF'))).toBe(true);
    const output = server.output();
    expect(output.length).toBeGreaterThan(0);
    for (const secret of [...secrets].filter((value) => value.length >= 8)) {
      const line = output.split('\n').find((candidate) => candidate.includes(secret));
      expect(line, `a log line holds ${secret.slice(0, 6)}…`).toBeUndefined();
    }
    expect(output).not.toMatch(/Bearer [A-Za-z0-9._-]{12,}/);
    expect(output).not.toMatch(/eyJ[A-Za-z0-9_-]{8,}\.eyJ/);
  });

  it('drains on SIGTERM: not ready at once, still answering, then closes and exits 0', async () => {
    // A page not rendered yet takes a moment: in flight when the signal comes.
    const inFlight = fetch(`${server.origin}/en-us/products/${demoId.product('waxed-jacket')}`);
    const exited = server.terminate('SIGTERM');
    await expect.poll(async () => (await fetch(`${server.origin}/readyz`)).status).toBe(503);
    const ready = await fetch(`${server.origin}/readyz`);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    // Arriving during the drain: answered, and told not to keep the connection.
    const late = await fetch(`${server.origin}/en-us`);
    expect(late.status).toBe(200);
    expect(late.headers.get('connection')).toBe('close');
    expect((await inFlight).status).toBe(200);
    const exit = await exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(30_000);
    const messages = logLines().map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining(['listener closed; finishing open requests', 'storefront stopped']),
    );
    expect(
      logLines().find((line) => line.component === 'shutdown' && line.level !== 'debug'),
    ).toBeUndefined();
  });
});
