import type { Page } from '@playwright/test';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { ADA, DEMO_SUBSCRIPTIONS, signIn } from './support/account';
import { expect, test } from './support/fixtures';

const { products, hierarchies, nodes } = DEMO_CATALOG;
const PHONE = { width: 390, height: 844 };

const catalogPages: [string, string][] = [
  ['home', '/'],
  ['all products', '/shop'],
  ['a hierarchy', `/shop/${hierarchies.apparel}`],
  ['a node', `/shop/${hierarchies.apparel}/${nodes.men}`],
  ['a parent product', `/products/${products.classicTee}`],
  ['a bundle', `/products/${products.weekendCampingKit}`],
  ['a product with custom inputs', `/products/${products.baseballCap}`],
];

/**
 * `settled`: in a merchandiser's preview (draft mode) some of Next's link prefetches stay open
 * (navigating to those links works), so the network never idles; there the page's own load is
 * waited for instead (pictures have their room reserved, so they cannot widen the page).
 */
async function expectNoSidewaysScroll(
  page: Page,
  label: string,
  settled: 'networkidle' | 'load' = 'networkidle',
) {
  await page.waitForLoadState(settled);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
    // What sticks out, to say where to look when it fails.
    wide: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
  }));
  expect(widths.page, `${label} is wider than the screen: ${widths.wide.join(' | ')}`).toBeLessThanOrEqual(
    widths.screen,
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('no page is wider than the screen, signed out', async ({ page }) => {
    for (const [label, path] of [
      ...catalogPages,
      ['the empty cart', '/cart'],
      ['sign-in', '/sign-in'],
      ['merchandiser sign-in', '/merchandising/sign-in'],
    ] as const) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, label);
    }
    await page.request.post('/api/cart/items', {
      headers: { origin: new URL(page.url()).origin },
      data: { productId: products.pocketTee, quantity: 2 },
    });
    for (const [label, path] of [
      ['the cart', '/cart'],
      ['checkout', '/checkout'],
    ] as const) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, label);
    }
    await page.goto('/');
    await page.getByRole('link', { name: /items? in your cart/ }).click();
    await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the mini-cart');
  });

  test('a listing in French is no wider than the screen: its longer page links wrap', async ({ page }) => {
    await page.goto('/fr-fr/shop');
    await expect(page.getByRole('navigation', { name: 'Pages' }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'all products in French');
  });

  test('no page is wider than the screen, signed in', async ({ page }) => {
    await signIn(page, ADA);
    await expect(page.getByRole('banner').getByRole('link', { name: /your account/ })).toBeVisible();
    for (const [label, path] of [
      ...catalogPages,
      ['account', '/account'],
      ['a subscription', `/account/subscriptions/${DEMO_SUBSCRIPTIONS.adaCoffeeActive}`],
      ['preferences', '/account/preferences'],
      ['the cart', '/cart'],
    ] as const) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, `${label} (signed in)`);
    }
  });

  test('no page is wider than the screen for a merchandiser, previewing or not', async ({ page }) => {
    // A preview renders every page per request (draft mode is never cached): more time.
    test.setTimeout(90_000);
    await page.goto('/merchandising/sign-in');
    const signedIn = await page.request.post('/api/merchandising/session', {
      headers: { origin: new URL(page.url()).origin },
      data: { password: 'merchandiser-demo' },
    });
    expect(signedIn.status()).toBe(200);
    for (const path of ['/merchandising', '/merchandising/compare', '/merchandising/variations']) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, path);
    }
    await page.goto('/merchandising');
    await page
      .getByRole('button', { name: /^Preview Release/ })
      .first()
      .click();
    await expect(page).toHaveURL('/en-us');
    await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
    for (const [label, path] of catalogPages) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, `${label} (preview)`, 'load');
    }
  });

  test('the header keeps the menu, the shop, the account and the cart on one row, in French too', async ({
    page,
  }) => {
    for (const path of ['/en-us', '/fr-fr']) {
      await page.goto(path);
      const banner = page.getByRole('banner');
      const signIn = banner.getByRole('link', { name: path === '/fr-fr' ? 'Se connecter' : 'Sign in' });
      await expect(signIn).toBeVisible();
      const rows = await Promise.all(
        [
          banner.getByRole('button', { name: 'Menu' }),
          banner.getByRole('link', { name: 'Harbor & Pine' }),
          signIn,
          banner.getByRole('link', { name: /^(Cart|Panier)/ }),
        ].map(async (part) =>
          Math.round((await part.boundingBox())!.y + (await part.boundingBox())!.height / 2),
        ),
      );
      expect(Math.max(...rows) - Math.min(...rows), `${path}: ${rows.join(', ')}`).toBeLessThanOrEqual(4);
    }
  });

  test('the menu opens and closes by keyboard and hands focus back', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    // The header stays short: one row with the name, "Sign in" and the cart, and the search row.
    expect((await header.boundingBox())!.height).toBeLessThan(130);
    const signInBox = (await header.getByRole('link', { name: 'Sign in' }).boundingBox())!;
    expect(signInBox.height).toBeLessThan(40);

    const menuButton = header.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Apparel' })).toBeVisible();
    await expect(menu.getByLabel('Currency')).toBeVisible();
    await expect.poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A category from the menu: the drawer closes on the way.
    await menuButton.click();
    await menu.getByRole('link', { name: 'Apparel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
    await expect(menu).toBeHidden();

    // The header stays at the top while the page scrolls.
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
  });

  test('filters wait behind a button and open as a sheet', async ({ page }) => {
    await page.goto(`/shop/${hierarchies.apparel}`);
    await expect(page.getByLabel('Sort by')).toBeHidden();
    const open = page.getByRole('button', { name: 'Filters' });
    await open.click();
    // The sheet holds the facets and the order of the products.
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('heading', { name: 'Product type' })).toBeVisible();
    await expect(sheet.getByLabel('Sort by')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await sheet.getByLabel('Per page').selectOption('12');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    // The form's empty fields are not kept in the URL.
    await expect(page).toHaveURL(/\/shop\/apparel\?size=12$/);
    await expect(page.getByText(/Showing 1–12 of \d+/)).toBeVisible();
    await expect(sheet).toBeHidden();
  });
});

test('a variant is chosen by keyboard alone: price and URL change in place, focus stays', async ({
  page,
}) => {
  await page.goto(`/products/${products.classicTee}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page.locator('article header')).toContainText(/From\s*\$\d/);
  // Marks this page's heading: a page loaded afresh would not carry the mark.
  await heading.evaluate((element) => element.setAttribute('data-first-page', ''));

  const size = page.getByRole('group', { name: /^Size/ });
  const colour = page.getByRole('group', { name: /^Colour/ });
  await size.getByRole('radio').first().focus();
  // Arrow keys move the choice within the group and stay there.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(size.getByRole('radio', { name: 'Medium' })).toBeFocused();
  await expect(size.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await expect(page).toHaveURL('/en-us/products/classic-tee');

  // Tab leaves the group for the next one; arrows there pick a colour.
  await page.keyboard.press('Tab');
  await expect(colour.getByRole('radio').first()).toBeFocused();
  for (let step = 0; step < 5; step++) {
    if (await colour.getByRole('radio', { name: 'Black' }).isChecked()) break;
    await page.keyboard.press(step === 0 ? 'Space' : 'ArrowRight');
  }
  await expect(colour.getByRole('radio', { name: 'Black' })).toBeChecked();
  await expect(colour.getByRole('radio', { name: 'Black' })).toBeFocused();

  await expect(page).toHaveURL('/en-us/products/classic-tee-M-Black');
  await expect(page.locator('article header')).not.toContainText('From');
  await expect(page.locator('article header')).toContainText(/\$\d+\.\d\d/);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(heading).toHaveAttribute('data-first-page', '');

  // The chosen child's own page opens at that URL with those options chosen.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Size: Medium' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Colour: Black' })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('catalog pages show their content and the header its categories', async ({ page }) => {
    for (const [label, path] of catalogPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), label).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .animate-pulse'), label).toHaveCount(0);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apparel' }),
        label,
      ).toBeVisible();
    }
    await page.goto(`/shop/${hierarchies.apparel}`);
    // How many there are depends on what earlier journeys published (one withdraws an apparel product).
    await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Classic Crew Tee/ }).first()).toBeVisible();
    await page.goto(`/products/${products.pocketTee}`);
    await expect(page.locator('article header')).toContainText(/\$\d+\.\d\d/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(/Home\s*›\s*Apparel/);
  });

  test('a page past the last one shows the last', async ({ page }) => {
    await page.goto(`/shop/${hierarchies.apparel}?size=12&page=99`);
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(page.getByText(/Showing 25–\d+ of \d+/)).toBeVisible();
  });
});

test('a page past the last one shows the last, at its own address', async ({ page }) => {
  await page.goto(`/shop/${hierarchies.apparel}?size=12&page=99`);
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/apparel\?page=3&size=12$/);
});

test('a quantity past the line limit is brought back to it, and the field says why', async ({ page }) => {
  await page.goto(`/products/${products.pocketTee}`);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveAttribute('max', '100000');
  await quantity.fill('250000');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('100000');
  await expect(page.getByText('At most 100,000 at a time.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByText('At most 100,000 at a time.')).toHaveCount(0);
});

test.describe('on a phone with JavaScript off', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the header shows the category links in place of the menu, within the screen', async ({ page }) => {
    for (const [label, path] of catalogPages) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Menu' }), label).toBeHidden();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apparel' }),
        label,
      ).toBeVisible();
      await expectNoSidewaysScroll(page, `${label} without JavaScript`);
    }
  });
});
