import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PREFERENCE_ENTRIES } from '../../lib/service/demo/extension-ids';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../lib/service/demo/ids';
import { DEMO_SUBSCRIPTIONS } from '../../lib/service/demo/subscription-ids';
import { anyMarket, test as base, watchPage } from './fixtures';

/** The demo account holders and their fixed ids (DESIGN.md §2; lib/service/demo/*ids.ts). */
export const ADA = { ...DEMO_ACCOUNTS.ada, password: DEMO_PASSWORD };
export const GRACE = { ...DEMO_ACCOUNTS.grace, password: DEMO_PASSWORD };
export { DEMO_PREFERENCE_ENTRIES, DEMO_SUBSCRIPTIONS };

interface Person {
  email: string;
  name: string;
  password: string;
}

/**
 * Signs in through the form, as the person would, and waits until the header names them. With
 * `onSignInPage`, the form already shown (after being sent there) is used, keeping its `next`.
 */
export async function signIn(page: Page, person: Person, { onSignInPage = false } = {}) {
  if (!onSignInPage) await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Your account (${person.name})` }),
  ).toBeVisible();
}

/**
 * Signs out with the account's button and waits until the shop says so: the home page with "Sign in"
 * in the header. The header alone may say "Sign in" while the account's status is still loading, so
 * a request sent then could still go out with the session.
 */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(anyMarket('/'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

async function openOtherBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/** The shared fixtures, plus `otherPage`: a second browser (own cookies) held to the same rules. */
export const test = base.extend<{ otherPage: Page }>({
  otherPage: async ({ browser, baseURL, allowedConsoleErrors }, provide) => {
    const { context, page } = await openOtherBrowser(browser, baseURL);
    const errors = watchPage(page, allowedConsoleErrors);
    await provide(page);
    await context.close();
    expect(errors, 'errors in the second browser').toEqual([]);
  },
});

export { expect };
