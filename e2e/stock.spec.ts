import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { DEMO_STOCK } from '../lib/service/demo/stock';
import { expect, test } from './support/fixtures';

/**
 * Issue 27 point 1: product pages say what is in stock, sold-out products and variants cannot be
 * added, the store refuses more than is left in the shopper's words, and listings can show only
 * what is in stock. The demo stock: lib/service/demo/stock.ts.
 */
const { products, hierarchies, nodes } = DEMO_CATALOG;
const { saladBowl } = DEMO_STOCK.low; // 3 left
const { floorLamp } = DEMO_STOCK.soldOut;
const footwear = `/shop/${hierarchies.outdoor}/${nodes.footwear}`;
const PHONE = { width: 390, height: 844 };

// The refusal of a quantity past what is left is expected: a 400 from the cart's handler.
test.use({ allowedConsoleErrors: [/^400 .*\/api\/cart\/items$/] });

const addButton = (page: Page, name = 'Add to cart') => page.getByRole('button', { name });
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function expectAccessible(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      where: violation.nodes.slice(0, 3).map((node) => node.target),
    }));
  expect(serious, `${label}: ${JSON.stringify(serious)}`).toEqual([]);
}

for (const viewport of [
  { label: 'desktop', size: { width: 1280, height: 900 } },
  { label: 'phone', size: PHONE },
]) {
  test.describe(`stock on a ${viewport.label}`, () => {
    test.use({ viewport: viewport.size });

    test('product pages say in stock, only N left or out of stock; a sold-out product cannot be added', async ({
      page,
    }) => {
      await page.goto(`/products/${products.pocketTee}`);
      await expect(page.getByText('In stock', { exact: true })).toBeVisible();

      await page.goto(`/products/${saladBowl}`);
      await expect(page.getByText('Only 3 left', { exact: true })).toBeVisible();
      await expect(addButton(page)).toBeEnabled();

      await page.goto(`/products/${floorLamp}`);
      await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
      await expect(addButton(page)).toBeDisabled();
      await expect(page.getByText('This product is out of stock.')).toBeVisible();
      await expectAccessible(page, 'a sold-out product');
    });

    test('more than is left is refused with a clear message; what is left can be added', async ({ page }) => {
      await page.goto(`/products/${saladBowl}`);
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      await quantity.fill('4');
      await addButton(page).click();
      await expect(page.getByText('Sorry, only 3 are left: your cart cannot hold more.')).toHaveAttribute(
        'role',
        'alert',
      );
      await quantity.fill('3');
      await addButton(page).click();
      await expect(page.getByText(/Added 3 × Olive Wood Salad Bowl/)).toBeVisible();
    });

    test('the option picker marks the sold-out variant, whose page cannot add it', async ({ page }) => {
      await page.goto(`/products/${products.classicTeeXlWhite}`);
      const size = page.getByRole('group', { name: /^Size/ });
      // With White chosen, Large leads to the sold-out L/White; the others are not marked.
      await expect(size.getByRole('radio', { name: 'Large (out of stock)' })).toBeVisible();
      await expect(size.getByRole('radio', { name: 'Medium', exact: true })).toBeVisible();
      await size
        .locator('label')
        .filter({ hasText: /^Large/ })
        .click();
      // The variant's own address: its slug (the parent's and its options').
      await expect(page).toHaveURL(/\/products\/classic-tee-L-White$/);
      await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
      await expect(addButton(page)).toBeDisabled();
      await expectAccessible(page, 'a sold-out variant');
    });

    test('cards say out of stock, and the listing can show only what is in stock', async ({ page }) => {
      await page.goto(footwear);
      await expect(card(page, 'Hiking Boot')).toContainText('Out of stock');
      await expect(card(page, 'Trail Runner')).not.toContainText('Out of stock');

      if (viewport.label === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('checkbox', { name: 'In stock only' }).check();
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/[?&]stock=in(&|$)/);
      await expect(card(page, 'Trail Runner')).toBeVisible();
      await expect(card(page, 'Hiking Boot')).toHaveCount(0);
      // On a phone the filters in force wait in the sheet, which counts them.
      if (viewport.label === 'phone')
        await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
      else await expect(page.getByRole('link', { name: 'Remove filter: In stock' })).toBeVisible();
      await expectAccessible(page, 'a listing of what is in stock');
    });
  });
}

test.describe('stock in French', () => {
  test('the pages, the picker, the refusal and the filter speak French', async ({ page }) => {
    await page.goto(`/fr-fr/products/${saladBowl}`);
    await expect(page.getByText('Plus que 3 en stock', { exact: true })).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Quantité' }).fill('5');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(
      page.getByText('Désolé, il n’en reste que 3 : votre panier ne peut pas en contenir davantage.'),
    ).toHaveAttribute('role', 'alert');

    await page.goto(`/fr-fr/products/${floorLamp}`);
    await expect(page.getByText('En rupture de stock', { exact: true })).toBeVisible();
    await expect(page.getByText('Ce produit est en rupture de stock.')).toBeVisible();

    await page.goto(`/fr-fr/products/${products.classicTeeXlWhite}`);
    await expect(page.getByRole('radio', { name: /\(en rupture de stock\)$/ })).toHaveCount(1);

    await page.goto(`/fr-fr${footwear}`);
    await expect(card(page, 'Chaussure de randonnée')).toContainText('En rupture de stock');
    await page.getByRole('checkbox', { name: 'En stock uniquement' }).check();
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(card(page, 'Chaussure de randonnée')).toHaveCount(0);
  });
});
