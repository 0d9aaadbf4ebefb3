import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/held-scripts';

test('a shopper browses a hierarchy, filters by tags, pages, and picks a variant', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apparel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();

  await page.getByLabel('Per page').selectOption('12');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Showing 1–12 of 32')).toBeVisible();

  await page.getByRole('link', { name: '#cotton' }).click();
  await expect(page.getByRole('link', { name: 'Remove filter: #cotton' })).toBeVisible();
  await expect(page.getByText('Showing 1–12 of 13')).toBeVisible();
  await page.getByRole('link', { name: '#summer' }).click();
  await expect(page.getByText('Showing 1–12 of 18')).toBeVisible();

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByText('Showing 13–18 of 18')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();

  await page.getByRole('link', { name: 'Reset all filters' }).click();
  await expect(page.getByText('Showing 1–12 of 32')).toBeVisible();

  // Every level of the hierarchy is reachable: Men › Tops › T-shirts.
  await page
    .getByRole('navigation', { name: 'Categories in Apparel' })
    .getByRole('link', { name: 'Men', exact: true })
    .click();
  await page
    .getByRole('navigation', { name: 'Categories in Men' })
    .getByRole('link', { name: 'Tops' })
    .click();
  await page
    .getByRole('navigation', { name: 'Categories in Tops' })
    .getByRole('link', { name: 'T-shirts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'T-shirts' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    /Apparel\s*›\s*Men\s*›\s*Tops\s*›\s*T-shirts/,
  );

  await page.getByRole('link', { name: /Classic Crew Tee/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Crew Tee' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText('T-shirts');
  await expect(page.getByText('Choose size and colour')).toBeVisible();

  await page.getByRole('group', { name: /^Size/ }).getByText('Medium', { exact: true }).click();
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByText('Black', { exact: true })
    .click();
  await expect(page).toHaveURL('/en-us/products/classic-tee-M-Black');
  await expect(page.getByRole('group', { name: 'Size: Medium' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Colour: Black' })).toBeVisible();
  await expect(page.getByText(/\$\d+\.\d\d/).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'T-shirts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'T-shirts' })).toBeVisible();
});

test('the product page shows sale prices, tiers, bundle parts and files', async ({ page }) => {
  await page.goto(`/products/${DEMO_CATALOG.products.midiDress}`);
  await expect(page.getByText('Original price')).toBeAttached();
  await expect(page.locator('s')).toContainText('$');

  await page.goto(`/products/${DEMO_CATALOG.products.castIronSkillet}`);
  await expect(page.getByRole('heading', { name: 'Buy more, pay less' })).toBeVisible();

  await page.goto(`/products/${DEMO_CATALOG.products.kitchenStarterSet}`);
  await expect(page.getByRole('heading', { name: 'In this bundle' })).toBeVisible();

  await page.goto(`/products/${DEMO_CATALOG.products.twoPersonTent}`);
  await expect(page.getByRole('heading', { name: 'Downloads' })).toBeVisible();
});

test('a product with variations shows its "from" price; specifications read as words', async ({ page }) => {
  await page.goto(`/products/${DEMO_CATALOG.products.classicTee}`);
  await expect(page.getByText('Choose your options to see the price.')).toHaveCount(0);
  await expect(page.locator('article header')).toContainText(/From\s*\$\d/);

  await page.goto(`/products/${DEMO_CATALOG.products.pocketTee}`);
  const specs = page.getByRole('region', { name: 'Specifications' });
  await expect(specs.getByRole('rowheader', { name: 'Weight (g)' })).toBeVisible();
  await expect(specs.getByText('Specifications')).toHaveCount(1);
});

test('a shopper switches language and currency', async ({ page }) => {
  await page.goto(`/products/${DEMO_CATALOG.products.pocketTee}`);
  await page.getByRole('banner').getByLabel('Currency').selectOption('EUR');
  await expect(page).toHaveURL('/en-fr/products/pocket-tee');
  await expect(page.getByText(/€/).first()).toBeVisible();
  await page.getByRole('banner').getByLabel('Language').selectOption('fr');
  await expect(page).toHaveURL('/fr-fr/products/pocket-tee');
  await expect(page.getByRole('banner').getByLabel('Langue')).toHaveValue('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'T-shirt à poche' })).toBeVisible();
});

test('a currency chosen before the page’s script has run is applied once it runs', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(`/products/${DEMO_CATALOG.products.pocketTee}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByLabel('Currency').selectOption('GBP');
  release();
  await expect(page).toHaveURL('/en-gb/products/pocket-tee');
  await expect(page.getByText(/£/).first()).toBeVisible();
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/^404 /] });

  test('a draft or unknown product answers 404 and is kept out of search engines', async ({ page }) => {
    for (const id of [DEMO_CATALOG.products.insulatedParka, 'no-such-product']) {
      const response = await page.goto(`/en-us/products/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    }
  });
});
