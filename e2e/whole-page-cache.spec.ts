import type { APIRequestContext } from '@playwright/test';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { expect, test } from './support/fixtures';

// Runs after the merchandising journeys (which count releases): it publishes one of its own.
const { catalogs, products } = DEMO_CATALOG;

async function merchandiserToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/commerce/oauth/access_token', {
    form: {
      grant_type: 'client_credentials',
      client_id: 'storefront-demo',
      client_secret: 'storefront-demo-secret',
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

test('after a publish, the cached listing shows the new release on the next request', async ({ page }) => {
  const listing = `/en-us/shop?field=name&q=${encodeURIComponent('Stoneware Mug')}`;
  await page.goto(listing);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Stoneware Mug' })).toBeVisible();
  // Served from the cache now.
  expect((await page.request.get(listing)).headers()['x-nextjs-cache']).toBe('HIT');

  const token = await merchandiserToken(page.request);
  const renamed = 'Stoneware Mug, Speckled';
  const changed = await page.request.put(`/commerce/pcm/products/${products.stonewareMug}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { data: { type: 'product', id: products.stonewareMug, attributes: { name: renamed } } },
  });
  expect(changed.status()).toBe(200);
  // Not published yet: shoppers still see the release they had.
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Stoneware Mug' })).toBeVisible();

  const origin = new URL(page.url()).origin;
  const signedIn = await page.request.post('/api/merchandising/session', {
    headers: { origin },
    data: { password: 'merchandiser-demo' },
  });
  expect(signedIn.status()).toBe(200);
  const published = await page.request.post(`/api/merchandising/catalogs/${catalogs.standard}/releases`, {
    headers: { origin },
    data: {},
  });
  expect(published.status()).toBe(201);

  await page.goto(`/en-us/shop?field=name&q=${encodeURIComponent(renamed)}`);
  await expect(page.getByRole('main').getByRole('heading', { name: renamed })).toBeVisible();
  // The listing's links may have had the product page rendering at the publish, to be stored with
  // the old name: the publish expires the pages again a few seconds later (publishCatalog).
  await expect(async () => {
    await page.goto(`/en-us/products/${products.stonewareMug}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
