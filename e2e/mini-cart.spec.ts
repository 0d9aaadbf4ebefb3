import type { Page } from '@playwright/test';
import { DEMO_CATALOG } from '../lib/service/catalog/demo-ids';
import { expect, test } from './support/fixtures';

const { products } = DEMO_CATALOG;

const miniCart = (page: Page) => page.getByRole('dialog', { name: /^Your cart/ });
const focusIsInside = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

test('after an add the mini-cart opens, keeps focus inside, and Escape gives it back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/products/${products.pocketTee}`);
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();

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
  await page.getByRole('button', { name: 'Add to cart' }).click();
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
  await page.getByRole('button', { name: 'Add to cart' }).click();
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
