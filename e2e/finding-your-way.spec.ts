import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures';

/** Where the journeys' screenshots go, to be looked at (they are not compared). */
const shot = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

test('the footer leads to the help pages, in the shopper’s language, with delivery in the market’s currency', async ({
  page,
}) => {
  await page.goto('/en-gb');
  const help = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
  for (const title of ['Delivery', 'Returns and refunds', 'Contact us', 'Privacy', 'Terms of sale'])
    await expect(help.getByRole('link', { name: title })).toBeVisible();
  await help.getByRole('link', { name: 'Delivery' }).click();
  await expect(page).toHaveURL(/\/en-gb\/help\/delivery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('£4.95, and free on orders over £60');
  const topics = page.getByRole('main').getByRole('navigation', { name: 'Help' });
  await expect(topics.getByRole('link', { name: 'Delivery' })).toHaveAttribute('aria-current', 'page');
  await topics.getByRole('link', { name: 'Returns and refunds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns and refunds' })).toBeVisible();
  await expect(page).toHaveTitle(/^Returns and refunds · /);
  await shot(page, 'help-returns-en');

  await page.goto('/fr-fr');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Livraison' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('5,95 €, et offerte dès 75 €');
  await shot(page, 'help-delivery-fr');

  // A topic the shop has no page for is the not-found page.
  expect((await page.request.get('/en-us/help/shipping-to-mars')).status()).toBe(404);
});

test('“See what’s new” opens every product, newest first', async ({ page }) => {
  await page.goto('/en-us');
  await page.getByRole('link', { name: 'See what’s new' }).click();
  await expect(page).toHaveURL(/\/en-us\/shop\?sort=newest$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
});

test('the header menu reaches the second-level categories, by keyboard and on a phone', async ({ page }) => {
  await page.goto('/en-us');
  const header = page.getByRole('banner');
  const row = header.getByRole('navigation', { name: 'Main' }).last();
  const men = row.getByRole('link', { name: 'Men', exact: true });
  await expect(men).toBeHidden();
  // Tab onto the hierarchy: its categories open below it, and Tab walks into them.
  await row.getByRole('link', { name: 'Apparel', exact: true }).focus();
  await expect(men).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(men).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr-fr');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Randonnée' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Randonnée' })).toBeVisible();
});

test('the header’s category lists and a listing’s filters are fetched ahead only when the shopper reaches for them', async ({
  page,
}) => {
  // What the router asks the server for ahead of a click: `?_rsc=` requests, by path and query.
  const fetchedAhead: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.searchParams.has('_rsc')) return;
    url.searchParams.delete('_rsc');
    fetchedAhead.push(`${url.pathname}${url.search}`);
  });

  await page.goto('/en-us/shop');
  await page.waitForLoadState('networkidle');
  expect(fetchedAhead.filter((path) => path.includes('tag=') || path.includes('type='))).toEqual([]);
  expect(fetchedAhead).not.toContain('/en-us/shop/apparel/men');

  const main = page.getByRole('navigation', { name: 'Main' });
  await (await hydrated(main.getByRole('link', { name: 'Apparel', exact: true }))).hover();
  await expect.poll(() => fetchedAhead).toContain('/en-us/shop/apparel/men');
  await main.getByRole('link', { name: 'Men', exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/shop\/apparel\/men$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
});
