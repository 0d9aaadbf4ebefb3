import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { ADA, GRACE, signIn, signOut } from './support/account';
import { anyMarket, expect, test } from './support/fixtures';

/**
 * Signing out ends a session on the server, not only in this browser: a copy of the session cookie
 * taken before sign-out is worth nothing afterwards (issue 12).
 */
test.describe('a session after signing out', () => {
  test('an account cookie copied before sign-out no longer opens the account', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, ADA);
    const copied = await page.context().cookies();
    const before = await browser.newContext({ baseURL });
    await before.addCookies(copied);
    const stolen = await before.newPage();
    await stolen.goto('/account');
    await expect(stolen.getByText(`Signed in as ${ADA.name}`)).toBeVisible();

    await page.goto('/account');
    await signOut(page);

    const answer = await stolen.request.get('/api/account/preferences');
    expect(answer.status()).toBe(401);
    await stolen.goto('/account');
    await expect(stolen.getByText(`Signed in as ${ADA.name}`)).toHaveCount(0);
    await before.close();
  });

  test('an address anyone can link to does not sign a live session out (issue 24 point 8)', async ({
    page,
  }) => {
    await signIn(page, ADA);
    // Typed, or opened from a bookmark (no Sec-Fetch-Site from another page).
    await page.goto('/api/account/session/expired?next=%2Faccount');
    await expect(page).toHaveURL(anyMarket('/account'));
    await expect(page.getByText(`Signed in as ${ADA.name}`)).toBeVisible();
    // A link on one of the shop's own pages (a product description, say): same-site.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/api/account/session/expired?next=%2Faccount%2Fpreferences';
      link.textContent = 'A link in the page';
      document.body.prepend(link);
    });
    await page.getByRole('link', { name: 'A link in the page' }).click();
    await expect(page).toHaveURL(anyMarket('/account/preferences'));
    await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();
    expect((await page.request.get('/api/account/preferences')).status()).toBe(200);
  });

  test('signing in as someone else in the same browser ends the earlier session', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, ADA);
    const copied = await page.context().cookies();
    // Grace signs in on the same browser, without Ada signing out (the sign-in page would send a
    // signed-in person on, so through the form's handler).
    const grace = await page.request.post('/api/account/session', {
      headers: { origin: new URL(page.url()).origin },
      data: { username: GRACE.email, password: GRACE.password },
    });
    expect(grace.status()).toBe(200);
    await page.goto('/account');
    await expect(page.getByText(`Signed in as ${GRACE.name}`)).toBeVisible();
    const before = await browser.newContext({ baseURL });
    await before.addCookies(copied);
    const stolen = await before.newPage();
    expect((await stolen.request.get('/api/account/preferences')).status()).toBe(401);
    await stolen.goto('/account');
    await expect(stolen.getByText(`Signed in as ${ADA.name}`)).toHaveCount(0);
    await before.close();
  });

  test('a merchandiser cookie copied before sign-out cannot publish', async ({ page, browser, baseURL }) => {
    await page.goto('/merchandising/sign-in');
    await page.getByLabel('Merchandiser password').fill('merchandiser-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    const copied = await page.context().cookies();

    const signedOut = await page.request.delete('/api/merchandising/session', {
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(signedOut.status()).toBe(204);

    const replay = await browser.newContext({ baseURL });
    await replay.addCookies(copied);
    const publish = await replay.request.post(
      `/api/merchandising/catalogs/${DEMO_CATALOG.catalogs.standard}/releases`,
      { headers: { Origin: new URL(baseURL!).origin, 'Content-Type': 'application/json' }, data: {} },
    );
    expect(publish.status()).toBe(401);
    const releasesPage = await replay.newPage();
    await releasesPage.goto('/merchandising');
    await expect(releasesPage).toHaveURL(/\/merchandising\/sign-in/);
    await replay.close();
  });
});
