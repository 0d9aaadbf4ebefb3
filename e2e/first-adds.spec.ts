import { DEMO_CATALOG } from '../lib/service/catalog/demo-ids';
import { expect, test } from './support/fixtures';

/**
 * A new shopper's first adds, sent in parallel before any has answered, land in one cart: none of
 * them is acknowledged and then lost (issue 12). The page gives the browser the id its first add
 * will use; nothing is created until that add.
 */
test('eight parallel first adds from a new browser all land in one cart', async ({ page }) => {
  await page.goto(`/products/${DEMO_CATALOG.products.pocketTee}`);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(
    'Cart, 0 items in your cart',
  );
  const statuses = await page.evaluate(async (productId) => {
    const add = () =>
      fetch('/api/cart/items', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ productId, quantity: 1 }),
      }).then((response) => response.status);
    return Promise.all(Array.from({ length: 8 }, add));
  }, DEMO_CATALOG.products.pocketTee);
  expect(statuses).toEqual(Array(8).fill(201));

  const cart = await page.evaluate(() => fetch('/api/cart').then((response) => response.json()));
  expect(cart.data.itemCount).toBe(8);
  expect(cart.data.lines).toHaveLength(1);
});
