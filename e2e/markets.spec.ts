import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { expect, test } from './support/fixtures';

const { products } = DEMO_CATALOG;

test.describe('a French shopper', () => {
  test.use({ locale: 'fr-FR', extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });

  test('lands in French with euros, switches to English and pounds, and the shared address opens that market', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/fr-fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Tous les produits' })).toBeVisible();

    await page.goto(`/fr-fr/products/${products.classicTee}`);
    const price = page
      .getByRole('main')
      .getByText(/\d+,\d\d\s?€/)
      .first();
    await expect(price).toBeVisible();

    // The switcher takes the shopper to the same page in the market chosen.
    await page.getByRole('banner').getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expect(page).toHaveURL('/en-fr/products/classic-tee');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-FR');
    await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
    await expect(page).toHaveURL('/en-gb/products/classic-tee');
    await expect(nav.getByRole('link', { name: 'All products' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/£\d+\.\d\d/)
        .first(),
    ).toBeVisible();

    // The choice is kept: an address without a market goes to it.
    await page.goto('/shop');
    await expect(page).toHaveURL('/en-gb/shop');

    // Shared with someone whose browser speaks French: the link opens the market it names.
    const friend = await browser.newContext({
      locale: 'fr-FR',
      extraHTTPHeaders: { 'Accept-Language': 'fr' },
    });
    const friendPage = await friend.newPage();
    await friendPage.goto(page.url());
    await expect(friendPage).toHaveURL('/en-gb/shop');
    await expect(friendPage.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await expect(
      friendPage
        .getByRole('main')
        .getByText(/£\d+\.\d\d/)
        .first(),
    ).toBeVisible();
    await friend.close();
  });
});

test.describe('catalog pages', () => {
  test.use({ allowedConsoleErrors: [/^404 /] });

  test('an unknown product or category answers 404 with the not-found page, in the market’s language', async ({
    page,
  }) => {
    for (const path of ['/en-us/products/no-such-product', '/en-us/shop/no-such-category']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    }
    const french = await page.goto('/fr-fr/products/no-such-product');
    expect(french?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Nous n’avons pas trouvé cette page' })).toBeVisible();
  });

  test('are the same answer for everyone, which a CDN may keep', async ({ page }) => {
    await page.goto('/en-us');
    for (const path of ['/en-us', '/en-us/shop', `/en-us/products/${products.classicTee}`]) {
      await page.request.get(path);
      const response = await page.request.get(path);
      expect(response.headers()['cache-control'], path).toMatch(
        /^public, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(response.headers()['set-cookie'], path).toBeUndefined();
    }
  });
});

test('a prefetch still in flight from the page left behind does not undo the market just chosen', async ({
  request,
}) => {
  const chosen = { Cookie: 'market=en-us' };
  const prefetch = { ...chosen, RSC: '1', 'Next-Router-Prefetch': '1' };
  const prefetched = await request.get('/en-gb/shop?_rsc=probe', { headers: prefetch });
  expect(prefetched.ok()).toBe(true);
  expect(prefetched.headers()['set-cookie'] ?? '').not.toMatch(/market=/);

  // Opening a page of a market is what makes it the saved one.
  const opened = await request.get('/en-gb/shop', { headers: chosen, maxRedirects: 0 });
  expect(opened.headers()['set-cookie']).toMatch(/market=en-gb/);
});
