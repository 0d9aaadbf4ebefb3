import type { Locator, Page } from '@playwright/test';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { expect, hydrated, test } from './support/fixtures';

const { products } = DEMO_CATALOG;

const miniCart = (page: Page) => page.getByRole('dialog', { name: /^Your cart/ });
const focusIsInside = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

test('after an add the mini-cart opens, keeps focus inside, and Escape gives it back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/products/${products.pocketTee}`);
  const add = page.getByRole('button', { name: 'Add to cart' });
  await (await hydrated(add)).click();

  const drawer = miniCart(page);
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAttribute('aria-modal', 'true');
  await expect(drawer).toHaveAccessibleName('Your cart (1 item)');
  await expect(drawer.getByRole('list', { name: 'Items in your cart' })).toContainText('Pocket Tee');
  await expect(drawer.getByText('Subtotal')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/en-us/checkout');
  await expect(page.getByRole('link', { name: /1 item in your cart/ })).toBeAttached();
  expect(await focusIsInside(page)).toBe(true);

  // Tab and Shift+Tab go round inside the drawer and never reach the page behind it.
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(page), `Tab ${step + 1}`).toBe(true);
  }
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(page), `Shift+Tab ${step + 1}`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();
});

test('the header cart button opens the mini-cart on any page; Continue shopping closes it', async ({
  page,
}) => {
  await page.goto(`/products/${products.pocketTee}`);
  await (await hydrated(page.getByRole('button', { name: 'Add to cart' }))).click();
  await expect(miniCart(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/shop');
  const cartButton = page.getByRole('banner').getByRole('link', { name: /1 item in your cart/ });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const drawer = miniCart(page);
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL('/en-us/shop');
  await expect(drawer.getByRole('listitem')).toHaveCount(1);

  await drawer.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();

  // An empty cart says so.
  await page.goto('/cart');
  await page.getByRole('button', { name: /^Remove Pocket Tee/ }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /0 items in your cart/ })
    .click();
  await expect(miniCart(page).getByText('Your cart is empty.')).toBeVisible();
});

test('on a phone the mini-cart fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/products/${products.pocketTee}`);
  await (await hydrated(page.getByRole('button', { name: 'Add to cart' }))).click();
  const drawer = miniCart(page);
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.height).toBeLessThanOrEqual(844);
  await expect(drawer.getByRole('link', { name: 'Check out' })).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header cart button is a link to the cart page', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    await expect(link).toHaveAttribute('href', '/en-us/cart');
  });
});

/** What the drawer said in its live region (its quantity fields have live regions of their own). */
const announced = (drawer: Locator, text: string | RegExp) =>
  drawer.getByRole('status').filter({ hasText: text });

/** The figures of a summary (the cart page's or the drawer's), row by row. */
const totalsOf = (scope: Locator) =>
  scope.locator('dl[aria-label="Totals"], dl[aria-label="Totaux"]').innerText();

test('keyboard only: the drawer changes quantities, removes lines and agrees with the cart page after a promotion', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/products/${products.pocketTee}`);
  await (await hydrated(page.getByRole('button', { name: 'Add to cart' }))).focus();
  await page.keyboard.press('Enter');
  const drawer = miniCart(page);
  await expect(drawer).toBeVisible();
  // Free delivery from $75.00 of goods (the store's standard method): one $24.00 tee is $51.00 short.
  await expect(drawer.getByText('$51.00 away from free delivery')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/products/${products.baseballCap}`);
  await (await hydrated(page.getByRole('button', { name: 'Add to cart' }))).focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('listitem')).toHaveCount(2);

  // One more tee, from the drawer: the line, the count, the totals and the free-delivery line follow.
  await drawer.getByRole('button', { name: 'Increase quantity of Pocket Tee' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('spinbutton', { name: 'Quantity of Pocket Tee' })).toHaveValue('2');
  await expect(announced(drawer, /^Quantity of Pocket Tee.*: 2\.$/)).toHaveCount(1);
  await expect(drawer).toHaveAccessibleName('Your cart (3 items)');
  await expect(drawer.getByText('Free delivery', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // A promotion on the cart page: the drawer opened over it shows the same lines, discount and total.
  await page.goto('/cart');
  await page.getByLabel('Promotion code').fill('spring10');
  await page.keyboard.press('Enter');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('SPRING10')).toBeVisible();
  const pageTotals = await totalsOf(summary);
  expect(pageTotals).toMatch(/Subtotal\s*\$80\.00/);
  expect(pageTotals).toMatch(/Total\s*\$72\.00/);
  await expect(summary.getByText('$3.00 away from free delivery')).toBeVisible();

  const cartButton = page.getByRole('banner').getByRole('link', { name: /3 items in your cart/ });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  expect(await totalsOf(drawer)).toBe(pageTotals);
  await expect(drawer.getByText('$3.00 away from free delivery')).toBeVisible();
  // Each line shows its price after the promotion, the price before it struck through.
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Pocket Tee' })).toContainText('$48.00$43.20');

  // Removing a line hands focus to the line left, says so, and the cart page behind follows.
  await drawer.getByRole('button', { name: 'Remove Baseball Cap' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(announced(drawer, 'Baseball Cap removed from your cart.')).toHaveCount(1);
  await expect(drawer.getByRole('link', { name: 'Pocket Tee' })).toBeFocused();
  await expect(drawer.getByText('$31.80 away from free delivery')).toBeVisible();
  expect(await totalsOf(drawer)).toMatch(/Total\s*\$43\.20/);
  await expect(page.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);

  // The last line goes: focus moves to the drawer's title, which says the cart is empty.
  await drawer.getByRole('button', { name: 'Remove Pocket Tee' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: /^Your cart/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cartButton.or(page.getByRole('banner').getByRole('link', { name: /0 items/ }))).toBeFocused();
});

test('en français, le mini-panier modifie les quantités et dit ce qui manque pour la livraison gratuite', async ({
  page,
}) => {
  await page.goto(`/fr-fr/products/${products.pocketTee}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const drawer = page.getByRole('dialog', { name: /^Votre panier/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(/^Plus que .+ pour la livraison gratuite$/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Augmenter : quantité de T-shirt à poche' }).click();
  await expect(drawer.getByRole('spinbutton', { name: 'Quantité de T-shirt à poche' })).toHaveValue('2');
  await expect(announced(drawer, /^Quantité de T-shirt à poche.* : 2\.$/)).toHaveCount(1);
  await expect(drawer.getByText('Sous-total')).toBeVisible();
  await drawer.getByRole('button', { name: 'Retirer T-shirt à poche' }).click();
  await expect(drawer.getByText('Votre panier est vide.')).toBeVisible();
});

test('on a phone the drawer with its controls and totals fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/products/${products.pocketTee}`);
  await (await hydrated(page.getByRole('button', { name: 'Add to cart' }))).click();
  const drawer = miniCart(page);
  await expect(drawer.getByText('$51.00 away from free delivery')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`/products/${products.baseballCap}`);
  await (await hydrated(page.getByRole('button', { name: 'Add to cart' }))).click();
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  const overflow = await drawer.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const control of [
    drawer.getByRole('button', { name: 'Increase quantity of Baseball Cap' }),
    drawer.getByRole('button', { name: 'Remove Baseball Cap' }),
    drawer.getByRole('link', { name: 'Check out' }),
  ]) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await expect(drawer.getByRole('link', { name: 'Check out' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('mini-cart-phone.png') });
});
