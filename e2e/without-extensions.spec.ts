import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_CATALOG } from '../lib/service/catalog/demo-ids';
import { copyStandalone, startServer, type ServerProcess } from '../scripts/standalone/server-process';
import { startServiceProcess, type ServiceProcess } from '../scripts/standalone/service-process';
import { ADA, signIn } from './support/account';
import { expect, test } from './support/fixtures';
import { startVendorOnlyProxy, type VendorOnlyProxy } from './support/vendor-only-proxy';

/**
 * Issue 23 point 7: the storefront against a commerce service without this project's extensions
 * (README "What the shop does without the extensions"). The service runs in a process of its own
 * (`npm run service`), behind a proxy that answers 404 in the vendor's error envelope for every
 * operation the vendor's documents lack and leaves out the extensions' parameters and fields; the
 * storefront (the standalone build) reaches it through `COMMERCE_BASE_URL`. One set of servers,
 * started once: the storefront and the proxy on the lane's port + 10 and + 11, the service on a port
 * it picks.
 */
const BASE_PORT = Number(process.env.E2E_PORT || 3100) + 10;
const PORTS = { storefront: BASE_PORT, proxy: BASE_PORT + 1 };
const { products } = DEMO_CATALOG;

test.use({
  baseURL: `http://localhost:${PORTS.storefront}`,
});
test.describe.configure({ mode: 'serial' });

const work = mkdtempSync(path.join(tmpdir(), 'harbor-without-extensions-'));
let service: ServiceProcess | undefined;
let proxy: VendorOnlyProxy | undefined;
let storefront: ServerProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  service = await startServiceProcess({
    dataDir: path.join(work, 'service'),
    env: { TRUSTED_PROXIES: '127.0.0.1,::1' },
    readyWithinMs: 180_000,
  });
  proxy = await startVendorOnlyProxy(PORTS.proxy, service.origin);
  storefront = await startServer({
    name: 'storefront without extensions',
    directory: copyStandalone(path.join(work, 'app')),
    port: PORTS.storefront,
    readyWithinMs: 180_000,
    env: {
      COMMERCE_BASE_URL: `http://127.0.0.1:${PORTS.proxy}/commerce`,
      COMMERCE_DATA_DIR: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      TRUSTED_PROXIES: '127.0.0.1,::1',
      SHUTDOWN_DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
  });
});

test.afterAll(async () => {
  await storefront?.terminate('SIGINT', 10_000);
  await proxy?.close();
  await service?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('a guest browses, searches, fills a cart and checks out to the confirmation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en-us');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apparel' }),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apparel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Classic Crew Tee/ }).first()).toBeVisible();
  // Sorted by price: the service's own order, and the listing still drawn.
  await page.goto(`${new URL(page.url()).pathname}?sort=price-asc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Classic Crew Tee/ }).first()).toBeVisible();

  // Search: the vendor's catalog search, through the header's box.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await search.fill('tent');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=tent/);
  await expect(page.getByRole('link', { name: /Two-Person Tent/ }).first()).toBeVisible();

  // A product, into the cart: its line drawn without the cart's extension fields.
  await page.goto(`/en-us/products/${products.pocketTee}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pocket Tee' })).toBeVisible();
  // Its picture, the remote service's file, read through this storefront's /commerce/files.
  const picture = page.getByRole('img', { name: /^Pocket Tee/ }).first();
  await expect(picture).toHaveAttribute('src', /^\/commerce\/files\//);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: /^Your cart/ });
  await expect(drawer.getByRole('list', { name: 'Items in your cart' })).toContainText('Pocket Tee');
  await page.keyboard.press('Escape');
  await page.goto('/en-us/cart');
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toBeVisible();

  // Checkout without the store's shipping methods: the address goes with the order, no method is asked.
  await page.goto('/en-us/checkout');
  await page.getByLabel('Email').fill(`guest-${randomBytes(4).toString('hex')}@example.com`);
  await page.getByLabel('First name', { exact: true }).fill('Camille');
  await page.getByLabel('Last name', { exact: true }).fill('Durand');
  await page.getByLabel('Address', { exact: true }).fill('5 rue de Rivoli');
  await page.getByLabel('City').fill('Paris');
  await page.getByLabel('Postcode').fill('75001');
  await page.getByLabel('Country').selectOption('FR');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();

  // Paying without saved cards: the card is typed.
  const payment = page.getByRole('form', { name: 'Pay for your order' });
  await payment.getByLabel('Card number').fill('4242424242424242');
  await payment.getByLabel('Expiry date (MM/YY)').fill('09/39');
  await payment.getByLabel('Security code').fill('737');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

  // The shop did ask for its extensions, and was refused them.
  expect(proxy!.refused).toEqual(
    expect.arrayContaining([expect.stringMatching(/^GET \/v2\/carts\/[^/]+\/shipping-methods$/)]),
  );
  expect(proxy!.dropped).toEqual(
    expect.arrayContaining(['include=shipping_methods', 'children=false', 'sort=price']),
  );
});

test('the demo account holder signs in, and the status page says what the service reports', async ({
  page,
}) => {
  await page.goto('/en-us');
  await signIn(page, ADA);
  await page.goto('/status');
  await expect(page.getByText('it answers, and does not report its health')).toBeVisible();
  expect(proxy!.refused).toContain('GET /health');
});
