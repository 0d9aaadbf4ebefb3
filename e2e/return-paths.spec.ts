import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { ADA, signIn } from './support/account';
import { expect, test } from './support/fixtures';

/**
 * After signing in, the browser goes back where it came from, but never off the site, whatever the
 * `next` parameter holds: browsers drop tabs and line breaks and read `\` as `/`, which a pattern
 * check missed (issue 12).
 */
const OFF_SITE = [
  '%2F%09%2Fevil.example%2Fphish',
  '%2F%0A%2Fevil.example%2Fphish',
  '%2F%0D%2Fevil.example%2Fphish',
  '%2F%5Cevil.example%2Fphish',
  '%2F.%2F%2Fevil.example%2Fphish',
  'https%3A%2F%2Fevil.example%2Fphish',
];

test.describe('the return path after signing in', () => {
  for (const next of OFF_SITE) {
    test(`stays on the site for next=${next}`, async ({ page, baseURL }) => {
      await page.goto(`/sign-in?next=${next}`);
      await signIn(page, ADA, { onSignInPage: true });
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      // Signed in already, the sign-in page sends the person on at once: still on the site.
      await page.goto(`/sign-in?next=${next}`);
      await expect(page).not.toHaveURL(/\/sign-in/);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    });
  }

  test('keeps a path on the site', async ({ page }) => {
    await page.goto('/sign-in?next=%2Forders');
    await signIn(page, ADA, { onSignInPage: true });
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('signing in from the header comes back to the page the shopper was on', async ({ page }) => {
    await page.goto(`/products/${DEMO_CATALOG.products.merinoSweater}`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await signIn(page, ADA, { onSignInPage: true });
    // The product's own address: its slug, where its id address redirects.
    await expect(page).toHaveURL(/\/products\/merino-sweater$/);
  });

  test('the merchandiser sign-in stays on the site too', async ({ page, baseURL }) => {
    await page.goto('/merchandising/sign-in?next=%2F%0A%2Fevil.example%2Fphish');
    await page.getByLabel('Merchandiser password').fill('merchandiser-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/merchandising$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });

  test('the language switcher goes back on the site, and a line break is not a server error', async ({
    request,
    baseURL,
  }) => {
    for (const returnTo of ['/\r\nSet-Cookie: a=b', '/\t/evil.example/phish', '/account']) {
      const response = await request.post('/api/shopper-context', {
        headers: { Origin: new URL(baseURL!).origin },
        form: { currency: 'EUR', returnTo },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      const location = response.headers()['location']!;
      // The same page (or home) in the market chosen: English (the browser's) in euros.
      expect(location).toBe(returnTo === '/account' ? '/en-fr/account' : '/en-fr');
    }
  });
});
