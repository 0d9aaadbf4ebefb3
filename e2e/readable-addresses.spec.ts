import AxeBuilder from '@axe-core/playwright';
import { DEMO_CATALOG, demoId } from '../lib/service/demo/catalog/ids';
import { expect, test } from './support/fixtures';

const { products, hierarchies, nodes } = DEMO_CATALOG;

/**
 * Issue 27 points 2 and 4: product pages live at their catalog slug, the old address with the id
 * answers a permanent redirect there, and a product page shows what goes well with it.
 */
test('a product page lives at its slug, and every link the shop makes names it', async ({ page }) => {
  const response = await page.goto('/en-us/products/merino-sweater');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Merino Sweater' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en-us\/products\/merino-sweater$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute(
    'href',
    /\/fr-fr\/products\/merino-sweater$/,
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('/en-us/products/merino-sweater');

  // Listings and search results link products by slug.
  await page.goto('/en-us/shop');
  const cards = page.locator('main a[href*="/products/"]');
  await expect(cards.first()).toBeVisible();
  for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/\/products\/[a-z0-9-]+$/);
    expect(href).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  }
  await page.goto('/en-us/search?q=beanie');
  await expect(page.getByRole('link', { name: /Wool Beanie/ }).first()).toHaveAttribute(
    'href',
    '/en-us/products/wool-beanie',
  );
});

test('the old address with the id answers a permanent redirect to the slug, market and query kept', async ({
  page,
}) => {
  const answer = await page.request.get(`/fr-fr/products/${products.merinoSweater}?utm_source=mail`, {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(308);
  expect(new URL(answer.headers().location!, 'http://localhost').pathname).toBe(
    '/fr-fr/products/merino-sweater',
  );
  expect(answer.headers().location).toContain('utm_source=mail');

  await page.goto(`/products/${demoId.product('wool-beanie')}`);
  await expect(page).toHaveURL(/\/en-us\/products\/wool-beanie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wool Beanie' })).toBeVisible();
});

test('a category lives at its slug path, and its old address with ids redirects there', async ({ page }) => {
  const response = await page.goto('/en-us/shop/apparel/men/men-tops/men-tshirts');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'T-shirts' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Apparel' })).toHaveAttribute(
    'href',
    '/en-us/shop/apparel',
  );
  await expect(breadcrumb.getByRole('link', { name: 'Men' })).toHaveAttribute(
    'href',
    '/en-us/shop/apparel/men',
  );
  await expect(breadcrumb.getByRole('link', { name: 'Tops' })).toHaveAttribute(
    'href',
    '/en-us/shop/apparel/men/men-tops',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en-us\/shop\/apparel\/men\/men-tops\/men-tshirts$/,
  );
  // Filters keep the readable address.
  await page.getByRole('link', { name: '#cotton' }).first().click();
  await expect(page).toHaveURL(/\/en-us\/shop\/apparel\/men\/men-tops\/men-tshirts\?tag=cotton$/);

  // The old address with ids: a permanent redirect, the listing's query cleaned of made-up tags.
  const old = await page.request.get(
    `/fr-fr/shop/${hierarchies.apparel}/${nodes.men}?tag=cotton&tag=zzmadeup&sort=name`,
    { maxRedirects: 0 },
  );
  expect(old.status()).toBe(308);
  const location = new URL(old.headers().location!, 'http://localhost');
  expect(location.pathname).toBe('/fr-fr/shop/apparel/men');
  expect(location.searchParams.getAll('tag')).toEqual(['cotton']);
  await page.goto(`/shop/${hierarchies.apparel}`);
  await expect(page).toHaveURL(/\/en-us\/shop\/apparel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();

  // The sitemap names the readable addresses.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/en-us/products/merino-sweater');
  expect(sitemap).toContain('/en-us/shop/apparel<');
  expect(sitemap).not.toContain(`/products/${products.merinoSweater}`);
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/^404 /] });

  test('an unknown slug answers 404 with the not-found page', async ({ page }) => {
    for (const path of [
      '/en-us/products/no-such-sweater',
      '/en-us/products/bad%20slug!',
      '/en-us/shop/apparel/no-such-category',
      '/en-us/shop/apparel/women/men-tops',
      `/en-us/shop/${hierarchies.home}/${nodes.men}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    }
  });
});

test('a product page shows what goes well with it, both ways, in English and French', async ({ page }) => {
  await page.goto('/en-us/products/merino-sweater');
  const related = page.getByRole('region', { name: 'Goes well with' });
  await expect(related).toBeVisible();
  await expect(related.getByRole('link', { name: /Wool Beanie/ })).toHaveAttribute(
    'href',
    '/en-us/products/wool-beanie',
  );
  await related.getByRole('link', { name: /Wool Beanie/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wool Beanie' })).toBeVisible();
  // Related both ways: the beanie names the sweater back.
  await expect(
    page.getByRole('region', { name: 'Goes well with' }).getByRole('link', { name: /Merino Sweater/ }),
  ).toBeVisible();

  await page.goto('/fr-fr/products/merino-sweater');
  await expect(page.getByRole('region', { name: 'Se marie bien avec' })).toBeVisible();

  // A product nothing is related to shows no such section (not the henley: a merchandising journey
  // of this lane takes it out of the shop).
  await page.goto('/en-us/products/salad-bowl');
  await expect(page.getByRole('heading', { level: 1, name: 'Olive Wood Salad Bowl' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Goes well with' })).toHaveCount(0);
});

test('"Goes well with" on a phone: cards two abreast, nothing wider than the screen, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/products/two-person-tent');
  const related = page.getByRole('region', { name: 'Goes well with' });
  await related.scrollIntoViewIfNeeded();
  await expect(related.getByRole('link', { name: /Sleeping Bag/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="goes-well-with-heading"]')
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
