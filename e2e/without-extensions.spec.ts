import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CLIENT_ID } from '../lib/commerce/demo-client';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { copyStandalone, startServer, type ServerProcess } from '../scripts/standalone/server-process';
import { startServiceProcess, type ServiceProcess } from '../scripts/standalone/service-process';
import { ADA, DEMO_SUBSCRIPTIONS, signIn } from './support/account';
import { expect, test } from './support/fixtures';
import { CATALOG_SEARCH, startVendorOnlyProxy, type VendorOnlyProxy } from './support/vendor-only-proxy';

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

test.describe('a store without its own search', () => {
  // The header box's suggestions are refused as the search is (the box says so), and the page says why.
  test.use({ allowedConsoleErrors: [/^404 .*\/api\/search\/suggestions\?/] });

  test('a shopper searching is told search is not available and browses the categories instead', async ({
    page,
  }) => {
    // The vendor's own catalog search, refused too (a store that lacks it): a 404 in the same envelope.
    const restore = proxy!.alsoRefuse([CATALOG_SEARCH]);
    try {
      await page.goto('/en-us');
      const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      // A word no earlier journey searched for: a search that was answered is kept a while.
      await search.fill('mug');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=mug/);
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText('The search could not be done.');
      await expect(alert).toContainText(
        'Search is not available in this store at the moment: browse the categories instead.',
      );
      await alert.getByRole('link', { name: 'Browse all products' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Baseball Cap/ }).first()).toBeVisible();
      expect(proxy!.refused).toContain('POST /catalog/multi-search');
    } finally {
      restore();
    }
  });
});

/** An order placed through the store's API, as any client of the vendor's may place one. */
async function placeOrder(email: string, item: { name: string; amount: number }) {
  const store = `http://127.0.0.1:${PORTS.proxy}/commerce`;
  const token = (
    (await (
      await fetch(`${store}/oauth/access_token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'implicit', client_id: DEFAULT_CLIENT_ID }),
      })
    ).json()) as { access_token: string }
  ).access_token;
  const call = async (path: string, body: unknown, status: number) => {
    const answer = await fetch(`${store}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(status);
  };
  const cartId = `without-extensions-${randomBytes(6).toString('hex')}`;
  await call(
    `/v2/carts/${cartId}/items`,
    { data: { type: 'custom_item', name: item.name, quantity: 1, price: { amount: item.amount } } },
    201,
  );
  await call(
    `/v2/carts/${cartId}/checkout`,
    {
      data: {
        customer: { email, name: 'Camille Durand' },
        shipping_address: {
          first_name: 'Camille',
          last_name: 'Durand',
          line_1: '5 rue de Rivoli',
          city: 'Paris',
          postcode: '75001',
          country: 'FR',
        },
      },
    },
    201,
  );
}

test.describe('the merchandiser', () => {
  // One pattern (a second element of the array would be read as the option's settings): the area's
  // session check; the handlers' 404s said on the page: a preview of unpublished changes, a price the
  // store cannot keep, the preview's search suggestions in the header's box.
  test.use({
    allowedConsoleErrors: [
      new RegExp(
        '^(401 .*/api/merchandising/session|404 .*/api/merchandising/preview|' +
          `404 .*/api/merchandising/products/${products.pocketTee}|404 .*/api/search/suggestions\\?.*)$`,
      ),
    ],
  });

  test('is told what the store cannot do: preview unpublished changes, search a preview, keep prices; orders to check are those with a reason', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = randomBytes(4).toString('hex');
    // An order with no reason to be checked, which the store lists all the same.
    await placeOrder(`honest-${tag}@example.com`, { name: 'Gift wrap', amount: 300 });

    await page.goto('/merchandising/sign-in');
    await page.getByLabel('Merchandiser password').fill('merchandiser-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();

    // Unpublished changes cannot be previewed; the kept releases still can.
    const main = page.getByRole('region', { name: 'Main catalog' });
    await main.getByRole('button', { name: 'Preview unpublished changes of Main catalog' }).click();
    await expect(main.getByRole('alert')).toHaveText(
      'This commerce service cannot preview unpublished changes: publish a release to see them, or preview one of the kept releases.',
    );
    expect(proxy!.refused).toEqual(
      expect.arrayContaining([expect.stringMatching(/^POST \/pcm\/catalogs\/[^/]+\/previews$/)]),
    );
    await main.getByRole('button', { name: 'Preview Release 3 of Main catalog' }).click();
    await expect(page).toHaveURL('/en-us');
    const banner = page.getByRole('complementary', { name: 'Preview' });
    await expect(banner).toContainText('you are seeing Release 3 of Main catalog');

    // The preview's search is this project's: the page says search is not available; browsing works.
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await search.fill('tee');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=tee/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Search is not available in this store at the moment: browse the categories instead.',
    );
    expect(proxy!.refused).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/pcm\/catalogs\/[^/]+\/releases\/[^/]+\/multi-search$/),
      ]),
    );
    await page.goto(`/en-us/products/${products.pocketTee}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pocket Tee' })).toBeVisible();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Exit preview' }).click();
    await expect(banner).toHaveCount(0);

    // A product's prices are kept in price books, which this store lacks: the editor opens without
    // them, its other fields are saved, and a price typed is refused in words.
    await page.goto(`/en-us/merchandising/products/${products.pocketTee}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Pocket Tee' })).toBeVisible();
    const editor = page.getByRole('form', { name: 'Details' });
    const usd = editor
      .getByRole('group', { name: /^Prices in / })
      .first()
      .getByLabel('Price in USD');
    await expect(usd).toHaveValue('');
    await editor.getByLabel('Description').fill(`Soft cotton, one pocket (${tag}).`);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor.getByRole('status')).toHaveText(
      'Saved. Preview to see it in the store; shoppers see it after the next publish.',
    );
    await usd.fill('12.34');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor.getByRole('alert')).toHaveText(
      'This commerce service does not keep product prices: the other changes are saved, the prices are not.',
    );
    await page.reload();
    await expect(editor.getByLabel('Description')).toHaveValue(`Soft cotton, one pocket (${tag}).`);

    // Orders to check: only those that carry a reason. The store ignores the listing's `review`, so it
    // lists every order (the honest one among them), and none without a reason is shown.
    await page.goto('/en-us/merchandising/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders to check' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('No order needs checking.');
    await expect(page.getByRole('main')).not.toContainText(`honest-${tag}@example.com`);
    expect(proxy!.dropped).toContain('review=required');
  });
});

test.describe('the demo account holder’s subscription', () => {
  // The new card the store cannot save: the handler's 404, said on the page.
  test.use({ allowedConsoleErrors: [/^404 .*\/api\/account\/subscriptions\//] });

  test('names its card by id, and a new card is refused in words while the subscription keeps its card', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await signIn(page, ADA);
    await page.goto(`/account/subscriptions/${DEMO_SUBSCRIPTIONS.adaCoffeeActive}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee Club' })).toBeVisible();
    // No saved cards to read: the subscription's card is named by its id, and a new card is the choice.
    await expect(page.getByText('Current card: card_demo_ada_visa_4242')).toBeVisible();
    const cardForm = page.getByRole('form', { name: 'Change the payment card' });
    await expect(cardForm.getByRole('radio', { name: 'A new card' })).toBeChecked();
    await cardForm.getByLabel('Card number').fill('5555 5555 5555 4444');
    await cardForm.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await cardForm.getByLabel('Security code').fill('123');
    await cardForm.getByLabel('Name on the card').fill('Ada Lovelace');
    await cardForm.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The card was not changed.' })).toContainText(
      'This store cannot save a new card right now',
    );
    expect(proxy!.refused).toEqual(
      expect.arrayContaining(['GET /v2/payment-cards', 'POST /v2/payment-cards']),
    );
    await page.reload();
    await expect(page.getByText('Current card: card_demo_ada_visa_4242')).toBeVisible();
  });
});
