import { expect, test } from './support/fixtures';

test('a shopper opens the home page and sees the shop, not its machinery', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Harbor & Pine/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Harbor & Pine' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByLabel(/items? in your cart/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why shop with Harbor & Pine' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/PGlite|commerce service/);
  await expect(page.getByRole('contentinfo')).toContainText('nothing is charged');
});

test('the service status page says the commerce service is online', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Service status' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('online');
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/^404 .*\/no-such-page$/] });

  test('an unknown page shows the designed not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await expect(page).toHaveURL('/en-us');
  });
});

test('the embedded service answers under /commerce', async ({ request }) => {
  const token = await request.post('/commerce/oauth/access_token', {
    form: { grant_type: 'implicit', client_id: 'storefront-demo' },
  });
  expect(token.status()).toBe(200);
  expect(await token.json()).toMatchObject({ token_type: 'Bearer' });
  const denied = await request.get('/commerce/catalog/products');
  expect(denied.status()).toBe(401);
  expect(await denied.json()).toMatchObject({ errors: [{ status: '401' }] });
});
