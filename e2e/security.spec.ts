import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_CATALOG, demoId } from '../lib/service/demo/catalog/ids';
import { ADA, DEMO_SUBSCRIPTIONS, signIn } from './support/account';
import { expect, hydrated, test } from './support/fixtures';

const ELSEWHERE = 'https://elsewhere.example';

/** Every mutating method exported by a route handler under app/api, with a path that reaches it. */
function mutatingRouteHandlers(): { method: string; path: string; file: string }[] {
  const found: { method: string; path: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') {
        const source = readFileSync(full, 'utf8');
        const methods = [
          ...source.matchAll(/export\s+(?:async\s+)?function\s+(POST|PUT|PATCH|DELETE)\b/g),
          ...source.matchAll(/\bas\s+(POST|PUT|PATCH|DELETE)\b/g),
          ...source.matchAll(/export\s+const\s+(POST|PUT|PATCH|DELETE)\b/g),
        ].map((match) => match[1]!);
        // `[itemId]` and the like get a harmless value: the Origin check comes before any lookup.
        const route = path
          .relative('app', path.dirname(full))
          .split(path.sep)
          .map((segment) => segment.replace(/^\[(\w+)\]$/, 'probe-$1'));
        for (const method of new Set(methods))
          found.push({ method, path: `/${route.join('/')}`, file: path.relative('.', full) });
      }
    }
  };
  walk(path.join('app', 'api'));
  return found;
}

test.describe('cross-site requests', () => {
  const handlers = mutatingRouteHandlers();

  test('finds the storefront’s mutating route handlers', () => {
    expect(handlers.length).toBeGreaterThanOrEqual(10);
    expect(handlers.map((handler) => `${handler.method} ${handler.path}`)).toEqual(
      expect.arrayContaining(['POST /api/cart/items', 'POST /api/account/session', 'POST /api/checkout']),
    );
  });

  for (const handler of handlers) {
    test(`${handler.method} ${handler.path} from another site is refused with 403 (${handler.file})`, async ({
      request,
    }) => {
      const variants: Record<string, string>[] = [
        { origin: ELSEWHERE, 'sec-fetch-site': 'cross-site' },
        // A sandboxed frame or a file sends the opaque origin.
        { origin: 'null' },
        // No Origin at all, as some older browsers send a form post: Sec-Fetch-Site still tells.
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of variants) {
        const response = await request.fetch(handler.path, {
          method: handler.method,
          headers: { 'content-type': 'application/json', ...headers },
          data: '{}',
        });
        expect(response.status(), JSON.stringify(headers)).toBe(403);
        const body = (await response.json()) as { errors: { status: string }[] };
        expect(body.errors[0]?.status).toBe('403');
        // Nothing was set for the caller either: no cart, no session.
        expect(response.headers()['set-cookie'] ?? '').toBe('');
      }
    });
  }
});

/** Percent escapes that are no UTF-8 (an overlong `/`, a lone byte), as an attacker would send them. */
const UNDECODABLE = ['%C0%AF', '%FF'];

/**
 * Every route under app/ with a dynamic segment (the service's catch-all aside: it answers for
 * itself), each dynamic segment filled with `value`; route handlers with the methods they export.
 */
function dynamicRoutes(value: string): { kind: 'page' | 'handler'; path: string; methods: string[] }[] {
  const found: { kind: 'page' | 'handler'; path: string; methods: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join('app', 'commerce')) walk(full);
        continue;
      }
      if (entry.name !== 'page.tsx' && entry.name !== 'route.ts') continue;
      const segments = path.relative('app', dir).split(path.sep);
      // The market stays a real one (en-us); every other parameter, catch-alls too, gets the value.
      const isParam = (segment: string) => segment !== '[market]' && /^\[(\.\.\.)?\w+\]$/.test(segment);
      if (!segments.some(isParam)) continue;
      const route = `/${segments
        .map((segment) => (segment === '[market]' ? 'en-us' : isParam(segment) ? value : segment))
        .join('/')}`;
      if (entry.name === 'page.tsx') found.push({ kind: 'page', path: route, methods: ['GET'] });
      else {
        const source = readFileSync(full, 'utf8');
        const methods = [
          ...source.matchAll(/export\s+(?:async\s+)?function\s+(GET|POST|PUT|PATCH|DELETE)\b/g),
          ...source.matchAll(/\bas\s+(GET|POST|PUT|PATCH|DELETE)\b/g),
        ].map((match) => match[1]!);
        found.push({ kind: 'handler', path: route, methods: [...new Set(methods)] });
      }
    }
  };
  walk('app');
  return found;
}

test.describe('addresses that cannot be percent-decoded (issue 12, point 8)', () => {
  test.use({ allowedConsoleErrors: [/^404 /] });

  test('finds the dynamic pages and route handlers', () => {
    const paths = dynamicRoutes(':x').map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/en-us/products/:x',
        '/en-us/shop/:x/:x',
        '/en-us/account/subscriptions/:x',
        '/api/cart/items/:x',
      ]),
    );
  });

  test('a page answers 404 with the not-found page, in the browser and to a client', async ({
    page,
    request,
  }) => {
    for (const value of UNDECODABLE)
      for (const route of dynamicRoutes(value).filter((entry) => entry.kind === 'page')) {
        expect((await request.get(route.path)).status(), route.path).toBe(404);
        const response = await page.goto(route.path);
        expect(response?.status(), route.path).toBe(404);
        await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
      }
    // With a valid first segment as well.
    const node = `/shop/${DEMO_CATALOG.hierarchies.apparel}/%C0%AF`;
    expect((await request.get(node)).status(), node).toBe(404);
  });

  test('a storefront route handler answers 400 in the error envelope', async ({ request, baseURL }) => {
    for (const value of UNDECODABLE)
      for (const route of dynamicRoutes(value).filter((entry) => entry.kind === 'handler'))
        for (const method of route.methods) {
          const response = await request.fetch(route.path, {
            method,
            headers: { origin: baseURL!, 'content-type': 'application/json' },
            ...(method !== 'GET' && { data: '{}' }),
          });
          const label = `${method} ${route.path}`;
          expect(response.status(), label).toBe(400);
          const body = (await response.json()) as { errors: { status: string; detail: string }[] };
          expect(body.errors[0]?.status, label).toBe('400');
        }
  });

  test('the embedded service, mounted in the storefront, answers 400 in its envelope', async ({
    request,
  }) => {
    for (const value of UNDECODABLE)
      for (const target of [
        `/commerce/v2/carts/${value}`,
        `/commerce/v2/carts/cart-1/items/${value}`,
        `/commerce/catalog/products/${value}`,
        `/commerce/${value}`,
      ]) {
        const response = await request.get(target);
        expect(response.status(), target).toBe(400);
        const body = (await response.json()) as { errors: { status: string; detail: string }[] };
        expect(body.errors[0]?.status, target).toBe('400');
        expect(body.errors[0]?.detail, target).toMatch(/percent-encoding/);
      }
  });
});

/** An administrator token of the embedded service, as a merchandiser's tools would hold on the server. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/commerce/oauth/access_token', {
    form: {
      grant_type: 'client_credentials',
      client_id: 'storefront-demo',
      client_secret: 'storefront-demo-secret',
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Publishes the standard catalog through the merchandising handler, which also refreshes the storefront's cached catalog. */
async function publishStandardCatalog(page: Page, origin: string) {
  const signedIn = await page.request.post('/api/merchandising/session', {
    headers: { origin },
    data: { password: 'merchandiser-demo' },
  });
  expect(signedIn.status()).toBe(200);
  const published = await page.request.post(
    `/api/merchandising/catalogs/${DEMO_CATALOG.catalogs.standard}/releases`,
    { headers: { origin } },
  );
  expect(published.status()).toBe(201);
}

test.describe('product data with markup', () => {
  const productId = demoId.product('linen-cushion');
  const HOSTILE_NAME = 'Linen Cushion <img src=x onerror="window.__xss=\'name\'">';
  const HOSTILE_DESCRIPTION = [
    '<p>Airy cotton. <strong>Hand wash.</strong></p>',
    '<script>window.__xss = "script"</script>',
    '<img src="/missing.png" onerror="window.__xss = \'onerror\'">',
    '<svg onload="window.__xss = \'svg\'"><circle r="1"/></svg>',
    '<a href="javascript:window.__xss=\'link\'">Size guide</a>',
    '<iframe src="javascript:parent.__xss=\'frame\'"></iframe>',
    '<p style="background:url(javascript:alert(1))" onclick="window.__xss=\'click\'">Care</p>',
    '</script><script>window.__xss = "breakout"</script>',
  ].join('');

  test('cannot run script on the product page, in its metadata or in its structured data', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const token = await adminToken(request);
    const productPath = `/commerce/pcm/products/${productId}`;
    const before = await request.get(productPath, { headers: { authorization: `Bearer ${token}` } });
    expect(before.status()).toBe(200);
    const original = (
      (await before.json()) as { data: { attributes: { name: string; description?: string } } }
    ).data.attributes;
    const put = (attributes: Record<string, string>) =>
      request.put(productPath, {
        headers: { authorization: `Bearer ${token}` },
        data: { data: { type: 'product', id: productId, attributes } },
      });

    try {
      expect((await put({ name: HOSTILE_NAME, description: HOSTILE_DESCRIPTION })).status()).toBe(200);
      await publishStandardCatalog(page, origin);

      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`/products/${productId}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Linen Cushion');
      await expect(page.getByText('Airy cotton.')).toBeVisible();
      // The safe formatting stays; the link keeps its words but not its javascript: target.
      await expect(page.getByRole('main').locator('strong', { hasText: 'Hand wash.' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(
        main.locator(
          'script:not([type="application/ld+json"]), iframe, svg[onload], [onerror], [onclick], [onload]',
        ),
      ).toHaveCount(0);
      await expect(main.locator('a[href^="javascript:"]')).toHaveCount(0);
      await page.getByText('Size guide').click();

      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      // Structured data and metadata hold the name as text, never as markup.
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(jsonLd).not.toContain('</script');
      const parsed = JSON.parse(jsonLd!) as { name: string };
      expect(parsed.name).toBe(HOSTILE_NAME);
    } finally {
      expect((await put({ name: original.name, description: original.description ?? '' })).status()).toBe(
        200,
      );
      await publishStandardCatalog(page, origin);
    }
  });
});

const PAGES = [
  '/',
  '/shop',
  `/shop/${DEMO_CATALOG.hierarchies.apparel}`,
  `/products/${DEMO_CATALOG.products.pocketTee}`,
  '/cart',
  '/checkout',
  '/sign-in',
];

test.describe('response headers', () => {
  test.use({ allowedConsoleErrors: [/^404 .*\/no-such-page$/] });

  test('every page carries the CSP (no framing), nosniff, a referrer policy and no framework banner', async ({
    request,
  }) => {
    for (const target of [...PAGES, '/no-such-page', '/api/cart']) {
      const response = await request.get(target);
      expect(response.status(), target).toBeLessThan(500);
      const headers = response.headers();
      expect(headers['x-content-type-options'], target).toBe('nosniff');
      expect(headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], target).toBe('DENY');
      expect(headers['x-powered-by'], target).toBeUndefined();
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ])
        expect(csp, target).toContain(directive);
      // A production build never allows eval.
      expect(csp, target).not.toContain('unsafe-eval');
    }
  });

  test('the embedded service’s answers are not sniffed, framed or sent with a referrer', async ({
    request,
  }) => {
    for (const target of ['/commerce/health', '/commerce/openapi.json', '/commerce/v2/carts/none']) {
      const headers = (await request.get(target)).headers();
      expect(headers['x-content-type-options'], target).toBe('nosniff');
      expect(headers['x-frame-options'], target).toMatch(/DENY|SAMEORIGIN/);
      expect(headers['referrer-policy'], target).toMatch(/no-referrer|strict-origin-when-cross-origin/);
      expect(headers['x-powered-by'], target).toBeUndefined();
    }
  });
});

test.describe('cookies', () => {
  test('the cart and session cookies are httpOnly, SameSite=Lax and Secure, and no script can read them', async ({
    page,
    context,
  }) => {
    await page.goto(`/products/${DEMO_CATALOG.products.pocketTee}`);
    await (await hydrated(page.getByRole('button', { name: 'Add to cart' }))).click();
    await expect(page.getByText(/Added 1 × Pocket Tee/)).toBeVisible();
    await signIn(page, ADA);

    const cookies = await context.cookies();
    for (const name of ['cart_id', 'account_session']) {
      const cookie = cookies.find((entry) => entry.name === name);
      expect(cookie, name).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    }
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toMatch(/cart_id|account_session/);
  });
});

/** A bearer token of any kind: a JWT (three base64url parts) or an OAuth answer. */
const TOKEN_PATTERNS = [/eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/, /access_token/, /Bearer\s+\S{20,}/];

test.describe('tokens stay on the server', () => {
  test('no page, script or data answer carries a token, signed out or signed in', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const seen: { url: string; text: Promise<string> }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (
        ['document', 'script', 'fetch', 'xhr'].includes(type) &&
        response.url().startsWith(origin) &&
        response.status() < 300
      ) {
        seen.push({ url: response.url(), text: response.text().catch(() => '') });
      }
    });
    const visit = async (paths: string[]) => {
      for (const target of paths) {
        await page.goto(target);
        await page.waitForLoadState('networkidle');
      }
    };
    await visit(PAGES);
    await signIn(page, ADA);
    await visit([
      '/',
      '/shop',
      '/account',
      `/account/subscriptions/${DEMO_SUBSCRIPTIONS.adaCoffeeActive}`,
      '/account/preferences',
      '/cart',
      '/checkout',
    ]);
    // Client-side navigation fetches React Server Component payloads: they are answers too.
    await page.getByRole('banner').getByRole('link', { name: 'All products' }).click();
    await page.waitForLoadState('networkidle');

    expect(
      seen.filter((entry) => entry.url.includes('/_next/static/') && entry.url.endsWith('.js')).length,
    ).toBeGreaterThan(0);
    expect(seen.filter((entry) => entry.url.includes('/account')).length).toBeGreaterThan(0);
    for (const entry of seen) {
      const text = await entry.text;
      for (const pattern of TOKEN_PATTERNS)
        expect(text, `${entry.url} matches ${pattern}`).not.toMatch(pattern);
    }
    expect(await page.evaluate(() => document.cookie)).not.toMatch(TOKEN_PATTERNS[0]!);
  });
});

test.describe('sign-in limits', () => {
  test('repeated failures for one username, or from one address, are refused with 429 and a clear message', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const run = `${Date.now()}`;
    const attempt = (username: string, ip: string) =>
      request.post('/api/account/session', {
        headers: { origin, 'x-forwarded-for': ip },
        data: { username, password: 'not-the-password' },
      });

    // Five failures for one username (from different addresses) stop the sixth.
    const username = `rate-limit-${run}@example.com`;
    for (let i = 1; i <= 5; i++) expect((await attempt(username, `198.51.100.${i}`)).status()).toBe(401);
    const limited = await attempt(username, '198.51.100.77');
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    const body = (await limited.json()) as { errors: { status: string; detail: string }[] };
    expect(body.errors[0]).toMatchObject({
      status: '429',
      detail: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    });

    // Twenty failures from one address (different usernames) stop the next one from there.
    const ip = `203.0.113.${Number(run) % 250}`;
    for (let i = 1; i <= 20; i++)
      expect((await attempt(`someone-${run}-${i}@example.com`, ip)).status()).toBe(401);
    expect((await attempt(`someone-${run}-21@example.com`, ip)).status()).toBe(429);
  });
});
