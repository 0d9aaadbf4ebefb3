import type { Page } from '@playwright/test';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { ADA, signIn } from './support/account';
import { anyMarket, expect, hydrated, test } from './support/fixtures';

const { products } = DEMO_CATALOG;

/** Adds one of a product from its page and closes the mini-cart that opens. */
async function addOne(page: Page, productId: string, name: string) {
  await page.goto(`/products/${productId}`);
  await (await hydrated(page.getByRole('button', { name: 'Add to cart' }))).click();
  const drawer = page.getByRole('dialog', { name: /^Your cart/ });
  await expect(drawer.getByRole('list', { name: 'Items in your cart' })).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('a digital-only order asks for no shipping address and offers no delivery', async ({ page }) => {
  await addOne(page, products.trailMap, 'Trail Map');
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByRole('group', { name: 'Billing address' })).toBeVisible();
  await expect(form.getByText('Everything in your order is digital: nothing is shipped.')).toBeVisible();
  await expect(form.getByRole('group', { name: 'Shipping address' })).toHaveCount(0);
  await expect(form.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Your order' })).not.toContainText('Delivery');

  await page.getByLabel('Email').fill('reader@example.com');
  await page.getByLabel('First name').fill('Rae');
  await page.getByLabel('Last name').fill('Reader');
  await page.getByLabel('Address', { exact: true }).fill('5 rue de Rivoli');
  await page.getByLabel('City').fill('Paris');
  await page.getByLabel('Postcode').fill('75001');
  await page.getByLabel('Country').selectOption({ label: 'France' });
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
  const details = page.getByRole('complementary').filter({ hasText: 'Order number' });
  await expect(details).toContainText('Contactreader@example.com');
  await expect(details).not.toContainText('Ships to');
  await expect(details).not.toContainText('Delivery');
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Trail Map');
});

test('an account holder finds the order in the account area, and checks out with the last address', async ({
  page,
}) => {
  await signIn(page, ADA);
  await addOne(page, products.pocketTee, 'Pocket Tee');
  await page.goto('/checkout');
  // The account's email and name are filled in; the address is the one typed here, in Britain.
  await expect(page.getByLabel('Email')).toHaveValue(ADA.email);
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('12 Marsham Street');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postcode').fill('SW1P 4DF');
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
  const details = page.getByRole('complementary').filter({ hasText: 'Order number' });
  const number = (await details.locator('dd.font-mono').innerText()).trim();
  // A British address: the town, then the postcode on a line of its own.
  await expect(details.locator('address')).toHaveText(
    'Ada Lovelace12 Marsham StreetLondonSW1P 4DFUnited Kingdom',
  );

  // From the header to the account's orders, and from the list to the order.
  await page.getByRole('banner').getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(anyMarket('/account/orders'));
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Not paid');
  await expect(row.getByRole('columnheader').or(row.getByRole('rowheader'))).toHaveText(`Order ${number}`);
  await row.getByRole('link', { name: `Order ${number}` }).click();
  // Still unpaid: its page is the review-and-pay step, whenever the shopper comes back to it.
  await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
  await expect(details).toContainText(number);

  // The next checkout starts from that address.
  await addOne(page, products.pocketTee, 'Pocket Tee');
  await page.goto('/checkout');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Marsham Street');
  await expect(page.getByLabel('Postcode')).toHaveValue('SW1P 4DF');
  await expect(page.getByLabel('Country')).toHaveValue('GB');
});

test.describe('orders that are not yours', () => {
  test.use({ allowedConsoleErrors: [/^404 .*\/orders\/[^/]+$/] });

  test('an order that is not the signed-in account’s answers 404, like one that does not exist', async ({
    page,
    browser,
  }) => {
    // A guest places an order in another browser.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto('/en-us');
    const origin = new URL(guestPage.url()).origin;
    const added = await guestPage.request.post('/api/cart/items', {
      headers: { origin },
      data: { productId: products.pocketTee, quantity: 1 },
    });
    expect(added.status()).toBe(201);
    const placed = await guestPage.request.post('/api/checkout', {
      headers: { origin },
      data: {
        email: 'guest@example.com',
        shippingMethod: 'standard',
        address: {
          first_name: 'Sam',
          last_name: 'Guest',
          line_1: '1 Main St',
          city: 'Portland',
          postcode: '04101',
          region: 'ME',
          country: 'US',
        },
      },
    });
    expect(placed.status()).toBe(201);
    const { data } = (await placed.json()) as { data: { orderId: string } };
    expect((await guestPage.goto(`/en-us/orders/${data.orderId}`))?.status()).toBe(200);
    await guest.close();

    await signIn(page, ADA);
    for (const path of [
      `/en-us/orders/${data.orderId}`,
      '/en-us/orders/00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    }
  });
});

test.describe('finding a guest order, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest finds their order on another device by its number and email', async ({ page, browser }) => {
    // The order is placed in another browser, which then forgets it.
    const placing = await browser.newContext();
    const placingPage = await placing.newPage();
    await placingPage.goto('/en-us');
    const origin = new URL(placingPage.url()).origin;
    const added = await placingPage.request.post('/api/cart/items', {
      headers: { origin },
      data: { productId: products.trailMap, quantity: 1 },
    });
    expect(added.status()).toBe(201);
    const placed = await placingPage.request.post('/api/checkout', {
      headers: { origin },
      data: {
        email: 'Lin.Guest@example.com',
        address: {
          first_name: 'Lin',
          last_name: 'Guest',
          line_1: '5 rue de Rivoli',
          city: 'Paris',
          postcode: '75001',
          country: 'FR',
        },
      },
    });
    expect(placed.status()).toBe(201);
    const { data } = (await placed.json()) as { data: { orderId: string } };
    await placingPage.goto(`/en-us/orders/${data.orderId}`);
    const number = (await placingPage.locator('dd.font-mono').first().innerText()).trim();
    await placing.close();

    await page.goto('/en-us/orders');
    const lookup = page.getByRole('region', { name: 'Find an order' });
    await lookup.getByLabel('Order number').fill(number);
    await lookup.getByLabel('Email').fill('someone.else@example.com');
    await lookup.getByRole('button', { name: 'Find the order' }).click();
    await expect(page).toHaveURL(/\/en-us\/orders\?error=not-found$/);
    await expect(lookup.getByRole('alert')).toHaveText(
      'No order has that number and email. Check both against your confirmation email.',
    );

    await lookup.getByLabel('Order number').fill(number.toLowerCase());
    await lookup.getByLabel('Email').fill('lin.guest@EXAMPLE.com');
    await lookup.getByRole('button', { name: 'Find the order' }).click();
    await expect(page).toHaveURL(new RegExp(`/en-us/orders/${data.orderId}$`));
    await expect(page.locator('dd.font-mono').first()).toHaveText(number);
    await expect(page.getByRole('region', { name: 'Items' })).toContainText('Trail Map');
    // From now on this browser lists it among its orders.
    await page.goto('/en-us/orders');
    await expect(page.getByRole('link', { name: `Order ${number}` })).toBeVisible();

    await page.goto('/fr-fr/orders');
    await expect(page.getByRole('region', { name: 'Retrouver une commande' })).toBeVisible();
  });
});
