import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { expect, test } from './support/fixtures';

const { products } = DEMO_CATALOG;

/*
 * Buying without JavaScript: adding, changing a quantity and removing are plain forms answered with
 * the cart page, which is rendered whole on the server; the checkout and the payment are forms too.
 */
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest adds, changes a quantity, removes a line, checks out and pays', async ({ page }) => {
    await page.goto(`/products/${products.pocketTee}`);
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL('/en-us/cart');
    const items = page.getByRole('region', { name: 'Items' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Pocket Tee' })).toHaveValue('2');
    await expect(page.locator('.animate-pulse')).toHaveCount(0);

    await page.goto(`/products/${products.baseballCap}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(items).toHaveCount(2);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText('Total$80.00');
    await expect(summary.getByText('Free delivery', { exact: true })).toBeVisible();

    // The − and + buttons post the new number; a typed number goes with Update.
    await page.getByRole('button', { name: 'Increase quantity of Pocket Tee' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Pocket Tee' })).toHaveValue('3');
    await expect(summary).toContainText('Total$104.00');
    await page.getByRole('spinbutton', { name: 'Quantity of Pocket Tee' }).fill('1');
    await page.getByRole('button', { name: 'Update quantity of Pocket Tee' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Pocket Tee' })).toHaveValue('1');
    await expect(summary).toContainText('Total$56.00');
    await expect(summary.getByText('$19.00 away from free delivery')).toBeVisible();

    await page.getByRole('button', { name: 'Remove Baseball Cap' }).click();
    await expect(items).toHaveCount(1);
    await expect(summary).toContainText('Total$24.00');

    // Checkout: the address, the delivery method, then the order's page to pay.
    await page.getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL('/en-us/checkout');
    await page.getByLabel('Email').fill('no-script@example.com');
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Last name').fill('Plain');
    await page.getByLabel('Address', { exact: true }).fill('2 Harbor Way');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('Postcode').fill('04101');
    // A missing state comes back from the server, said on the page and next to the field.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/en-us\/checkout\?error=invalid&field=address\.region$/);
    await expect(page.getByRole('alert')).toContainText('Check the field marked below');
    await expect(page.getByText('Enter the state or province')).toBeVisible();
    // What was typed is still there (kept for the page, never put in its address).
    await expect(page.getByLabel('Email')).toHaveValue('no-script@example.com');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('2 Harbor Way');
    await expect(page.getByLabel('Postcode')).toHaveValue('04101');
    await page.getByLabel('State or province').fill('ME');
    await page.getByRole('radio', { name: /Express delivery/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
    await expect(page).toHaveURL(/\/en-us\/orders\/[^/?]+$/);
    const order = page.getByRole('region', { name: 'Items' });
    await expect(order).toContainText('Pocket Tee');
    await expect(order).toContainText('Delivery$14.95');

    // The declined test card is said on the page; the good one pays.
    const payment = page.getByRole('form', { name: 'Pay for your order' });
    await payment.getByLabel('Card number').fill('4000 0000 0000 0002');
    await payment.getByLabel('Expiry date (MM/YY)').fill('12/40');
    await payment.getByLabel('Security code').fill('123');
    await payment.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toHaveText('The card was declined. Try another card.');
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Expiry date (MM/YY)').fill('12/40');
    await payment.getByLabel('Security code').fill('123');
    await payment.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/en-us\/orders\/[^/?]+\?paid=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('a refused form comes back with a message in the shop’s words; another site’s post is refused', async ({
    page,
  }) => {
    await page.goto('/cart');
    const origin = new URL(page.url()).origin;
    const refused = await page.request.post('/api/cart/items', {
      headers: { origin },
      form: { productId: products.pocketTee, quantity: 'lots' },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(303);
    expect(refused.headers().location).toBe('/en-us/cart?error=invalid&field=quantity');
    await page.goto(refused.headers().location!);
    await expect(page.getByRole('alert')).toHaveText(
      'That could not be done: check the quantity and the product’s options, then try again.',
    );

    const crossSite = await page.request.post('/api/cart/items', {
      headers: { origin: 'https://elsewhere.example' },
      form: { productId: products.pocketTee, quantity: '1' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
  });

  test('en français, le panier se modifie sans JavaScript', async ({ page }) => {
    await page.goto(`/fr-fr/products/${products.pocketTee}`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page).toHaveURL('/fr-fr/cart');
    await page.getByRole('button', { name: 'Augmenter : quantité de T-shirt à poche' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantité de T-shirt à poche' })).toHaveValue('2');
    await expect(
      page.getByRole('button', { name: 'Mettre à jour la quantité de T-shirt à poche' }),
    ).toBeVisible();
    await expect(page.getByText(/^Plus que .+ pour la livraison gratuite$/)).toBeVisible();
    await page.getByRole('button', { name: 'Retirer T-shirt à poche' }).click();
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  });
});
