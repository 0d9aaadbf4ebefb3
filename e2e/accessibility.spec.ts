import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { ADA, DEMO_SUBSCRIPTIONS, signIn } from './support/account';
import { expect, test } from './support/fixtures';

const { products, hierarchies, nodes } = DEMO_CATALOG;

/**
 * axe on every main page: no serious or critical violation (WCAG 2.1 A and AA rules and axe's best
 * practices). The page is checked once it has settled: streamed parts rendered, skeletons gone.
 * Pages that only exist with state (a filled cart, an order, a signed-in account or merchandiser)
 * get that state through the storefront's own handlers first.
 */
async function expectAccessible(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      where: violation.nodes
        .slice(0, 5)
        .map(
          (node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
        ),
    }));
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

const addToCart = (page: Page, productId: string) =>
  page.request.post('/api/cart/items', {
    headers: { origin: new URL(page.url()).origin },
    data: { productId, quantity: 1 },
  });

test.describe('accessibility of the shop', () => {
  const shopPages: [string, string][] = [
    ['home', '/'],
    ['all products', '/shop'],
    ['all products, filtered and paged', '/shop?type=standard&size=12&page=2'],
    ['a hierarchy listing', `/shop/${hierarchies.apparel}`],
    ['a node listing', `/shop/${hierarchies.apparel}/${nodes.men}`],
    ['search results, sorted and filtered', '/search?q=tee&sort=price-asc&tag=cotton'],
    ['a search that finds nothing', '/search?q=xylophone'],
    ['a standard product', `/products/${products.pocketTee}`],
    ['a parent product with variations', `/products/${products.classicTee}`],
    ['a bundle', `/products/${products.weekendCampingKit}`],
    ['a product with custom inputs', `/products/${products.baseballCap}`],
    ['the empty cart', '/cart'],
    ['sign-in', '/sign-in'],
    ['create an account', '/register'],
    ['forgot password', '/forgot-password'],
    ['reset password', '/reset-password?email=someone%40example.com&token=not-used-here'],
    ['reset password, a link without its token', '/fr-fr/reset-password'],
    ['merchandiser sign-in', '/merchandising/sign-in'],
    ['the service status', '/status'],
    ['a help page', '/help/delivery'],
    ['a help page in French', '/fr-fr/help/returns'],
  ];
  for (const [label, path] of shopPages) {
    test(`${label} (${path})`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page, label);
    });
  }

  test('the header search with its suggestions open', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.pressSequentially('tent');
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toBeVisible();
    await search.press('ArrowDown');
    await expectAccessible(page, 'search suggestions');
  });

  test.describe('a page that does not exist', () => {
    test.use({ allowedConsoleErrors: [/^404 .*\/no-such-page$/] });
    test('not found', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expectAccessible(page, 'not found');
    });
  });

  test('the cart with items, and checkout', async ({ page }) => {
    await page.goto('/');
    expect((await addToCart(page, products.pocketTee)).status()).toBe(201);
    expect((await addToCart(page, products.baseballCap)).status()).toBeLessThan(500);
    await page.goto('/cart');
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toBeVisible();
    await expectAccessible(page, 'cart with items');
    await page.goto('/checkout');
    await expectAccessible(page, 'checkout');

    const placed = await page.request.post('/api/checkout', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        email: 'shopper@example.com',
        shippingMethod: 'standard',
        address: {
          first_name: 'Sam',
          last_name: 'Shopper',
          line_1: '1 Quay Street',
          city: 'Bristol',
          postcode: 'BS1 4DJ',
          country: 'GB',
        },
      },
    });
    expect(placed.status()).toBe(201);
    const { data } = (await placed.json()) as { data: { orderId: string } };
    await page.goto(`/orders/${data.orderId}`);
    await expectAccessible(page, 'order confirmation');
  });
});

test.describe('accessibility of the merchandising pages', () => {
  test('releases, comparison, products, a product to edit, variations', async ({ page }) => {
    await page.goto('/merchandising/sign-in');
    const signedIn = await page.request.post('/api/merchandising/session', {
      headers: { origin: new URL(page.url()).origin },
      data: { password: 'merchandiser-demo' },
    });
    expect(signedIn.status()).toBe(200);
    for (const [label, path] of [
      ['releases', '/merchandising'],
      ['comparison', '/merchandising/compare'],
      ['products', '/merchandising/products'],
      ['a product to edit', `/merchandising/products/${products.pocketTee}`],
      ['variations', '/merchandising/variations'],
    ]) {
      await page.goto(path!);
      await expectAccessible(page, label!);
    }
  });
});

test.describe('accessibility of the account pages', () => {
  test('account home, a subscription, orders, preferences', async ({ page }) => {
    await signIn(page, ADA);
    for (const [label, path] of [
      ['account home', '/account'],
      ['a subscription', `/account/subscriptions/${DEMO_SUBSCRIPTIONS.adaCoffeeActive}`],
      ['orders', '/account/orders'],
      ['preferences', '/account/preferences'],
    ]) {
      await page.goto(path!);
      await expectAccessible(page, label!);
    }
  });

  test('profile, address book, a new address', async ({ page }) => {
    await signIn(page, ADA);
    for (const [label, path] of [
      ['profile', '/account/profile'],
      ['address book', '/account/addresses'],
      ['a new address', '/account/addresses/new'],
    ]) {
      await page.goto(path!);
      await expectAccessible(page, label!);
    }
  });
});
