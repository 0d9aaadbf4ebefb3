import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { ADA, GRACE, signIn, signOut } from './support/account';
import { anyMarket, expect, test } from './support/fixtures';

const { products } = DEMO_CATALOG;

const cartLink = (page: Page, count: number) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: count === 1 ? '1 item in your cart' : `${count} items in your cart` });

/** The cart id this browser holds (httpOnly: only the test's view of the cookie jar sees it). */
const cartCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((entry) => entry.name === 'cart_id')?.value;

const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to cart' });

/** After an add the mini-cart opens with the line in it; Escape closes it. */
async function closeMiniCart(page: Page, line: string | RegExp) {
  const drawer = page.getByRole('dialog', { name: /^Your cart/ });
  await expect(drawer.getByRole('list', { name: 'Items in your cart' })).toContainText(line);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** The cart total as the order summary shows it. */
async function cartTotal(page: Page): Promise<string> {
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const text = await summary.innerText();
  const total = /^Total\s*\n?\s*(.+)$/m.exec(text)?.[1]?.trim();
  expect(total, 'a total in the order summary').toBeTruthy();
  return total!;
}

test.describe('a shopper fills a cart and checks out', () => {
  // The refusals this journey provokes on purpose: an unknown promotion code (404), and the declined
  // test card (402) before the good one is used.
  // One pattern: Playwright reads a two-element array here as a value and its fixture options.
  test.use({
    allowedConsoleErrors: [/^(404 .*\/api\/cart\/promotions|402 .*\/api\/orders\/[^/]+\/payments)$/],
  });

  test('plain product, bundle, personalised product, quantities, a promotion, reload, checkout', async ({
    page,
    context,
  }) => {
    // Looking around creates no cart: the first page only reserves an id for it (a cookie that
    // stays the same from page to page), and the cart stays empty.
    await page.goto('/');
    await expect(cartLink(page, 0)).toBeVisible();
    const reserved = await cartCookie(context);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    expect(await cartCookie(context)).toBe(reserved);

    // A plain product, two of it.
    await page.goto(`/products/${products.pocketTee}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2');
    await addToCart(page).click();
    await expect(page.getByText(/Added 2 × Pocket Tee.* to your cart\./)).toBeVisible();
    await closeMiniCart(page, /Pocket Tee/);
    await expect(cartLink(page, 2)).toBeVisible();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'cart_id');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', value: reserved });

    // A bundle: the defaults are chosen; the rules are enforced before anything is sent.
    await page.goto(`/products/${products.weekendCampingKit}`);
    const tent = page.getByRole('group', { name: 'Tent', exact: true });
    await expect(tent.getByRole('radio', { name: /Two-Person Tent/ })).toBeChecked();
    await tent.getByRole('radio', { name: /Family Tent/ }).check();
    const sleeping = page.getByRole('group', { name: 'Sleeping bag', exact: true });
    await sleeping
      .getByRole('button', { name: 'Decrease number of Down Sleeping Bag in Sleeping bag' })
      .click();
    await addToCart(page).click();
    await expect(sleeping.getByText('Choose 1 to 2 for Sleeping bag (0 chosen).')).toBeVisible();
    await expect(cartLink(page, 2)).toBeVisible();
    await sleeping
      .getByRole('button', { name: 'Increase number of Down Sleeping Bag in Sleeping bag' })
      .click();
    await sleeping
      .getByRole('button', { name: 'Increase number of Down Sleeping Bag in Sleeping bag' })
      .click();
    await page
      .getByRole('group', { name: 'Extras', exact: true })
      .getByRole('button', { name: 'Increase number of Headlamp in Extras' })
      .click();
    await addToCart(page).click();
    await expect(page.getByText('Added 1 × Weekend Camping Kit to your cart.')).toBeVisible();
    await closeMiniCart(page, 'Weekend Camping Kit');
    await expect(cartLink(page, 3)).toBeVisible();

    // A personalised product: an over-long engraving is refused beside the field.
    await page.goto(`/products/${products.stonewareMug}`);
    const engraving = page.getByLabel('Engraving', { exact: true });
    await engraving.fill('Happy birthday to the best cook!');
    await expect(page.getByText('32 / 30 characters')).toBeVisible();
    await addToCart(page).click();
    await expect(page.getByText('Engraving can be at most 30 characters (32 entered).')).toBeVisible();
    await expect(engraving).toHaveAttribute('aria-invalid', 'true');
    await expect(cartLink(page, 3)).toBeVisible();
    await engraving.fill('For Ada');
    await expect(page.getByText('7 / 30 characters')).toBeVisible();
    await addToCart(page).click();
    await expect(page.getByText('Added 1 × Stoneware Mug to your cart.')).toBeVisible();
    await closeMiniCart(page, 'Stoneware Mug');
    await expect(cartLink(page, 4)).toBeVisible();

    // The cart shows every line with what was chosen for it.
    await cartLink(page, 4).click();
    const drawer = page.getByRole('dialog', { name: /^Your cart/ });
    await expect(drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(
      3,
    );
    await drawer.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL('/en-us/cart');
    await expect(drawer).toBeHidden();
    const lines = page.getByRole('region', { name: 'Items' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    const kit = lines.filter({ hasText: 'Weekend Camping Kit' });
    await expect(kit).toContainText('Tent:Family Tent × 1');
    await expect(kit).toContainText('Sleeping bag:Down Sleeping Bag × 2');
    await expect(kit).toContainText('Extras:Headlamp × 1');
    const mug = lines.filter({ hasText: 'Stoneware Mug' });
    await expect(mug).toContainText('Engraving:“For Ada”');
    await expect(mug).toContainText('$16.00 each');

    // A quantity change reaches the line, the total and the header.
    const before = await cartTotal(page);
    await page.getByRole('button', { name: 'Increase quantity of Stoneware Mug' }).click();
    await expect(page.getByLabel('Quantity of Stoneware Mug', { exact: true })).toHaveValue('2');
    await expect(mug).toContainText('$32.00');
    await expect(cartLink(page, 5)).toBeVisible();
    await expect.poll(() => cartTotal(page)).not.toBe(before);

    // An unknown code is refused under the box; a real one takes money off.
    const code = page.getByLabel('Promotion code');
    await code.fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAccessibleDescription('No promotion has the code NOPE.');
    const undiscounted = await cartTotal(page);
    await code.fill('spring10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Remove promotion SPRING10' })).toBeVisible();
    await expect.poll(() => cartTotal(page)).not.toBe(undiscounted);
    const discounted = await cartTotal(page);

    // Everything is still there after a reload: it lives in the service, not the page.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Remove promotion SPRING10' })).toBeVisible();
    expect(await cartTotal(page)).toBe(discounted);
    await expect(cartLink(page, 5)).toBeVisible();

    // Remove a line.
    await page.getByRole('button', { name: 'Remove Pocket Tee' }).click();
    await expect(page.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(2);
    await expect(cartLink(page, 3)).toBeVisible();
    await expect.poll(() => cartTotal(page)).not.toBe(discounted);
    const total = await cartTotal(page);

    // Checkout: the form's own checks first, then the order and its confirmation.
    await page.getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL('/en-us/checkout');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Enter an email address like name@example.com')).toBeVisible();
    await page.getByLabel('Email').fill('shopper@example.com');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Shopper');
    await page.getByLabel('Address', { exact: true }).fill('1 Harbor Way');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('Postcode').fill('04101');
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    // A country that needs a state asks for it.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Enter the state or province')).toBeVisible();
    await page.getByLabel('State or province').fill('ME');
    // Delivery: the methods with their prices; express counts in the total shown and on the order.
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    await page.getByRole('radio', { name: /Express delivery/ }).check();
    const withExpress = page.getByText('Total with Express delivery').locator('..');
    await expect(withExpress).toContainText('$');
    const totalWithExpress = (await withExpress.innerText())
      .replace('Total with Express delivery', '')
      .trim();
    expect(totalWithExpress).not.toBe(total);
    // The summary beside the form tells the same story: the delivery line and the same total.
    const summary = page.getByRole('complementary', { name: 'Your order' });
    await expect(summary).toContainText('Delivery$14.95');
    await expect(summary).toContainText(`Total${totalWithExpress}`);
    await page.getByRole('button', { name: 'Place order' }).click();

    // Placed, not yet paid: the review-and-pay step, not a thank-you; the cart keeps its items.
    await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'waits for your payment' })).toBeVisible();
    const order = page.getByRole('region', { name: 'Items' });
    await expect(order).toContainText('Weekend Camping Kit');
    await expect(order).toContainText('Engraving: “For Ada”');
    await expect(order).toContainText('SPRING10');
    await expect(order).toContainText('Delivery$14.95');
    await expect(order).toContainText(`Total${totalWithExpress}`);
    await expect(page.getByText('shopper@example.com').first()).toBeVisible();
    const orderUrl = new URL(page.url()).pathname;
    const details = page.getByRole('complementary').filter({ hasText: 'Order number' });
    await expect(details).toContainText(/Order numberHP-\d+/);
    const number = (await details.locator('dd.font-mono').innerText()).trim();
    await expect(details).toContainText('PaymentNot paid');
    await expect(details).toContainText('DeliveryExpress delivery · $14.95');
    await expect(cartLink(page, 3)).toBeVisible();

    // The card form: its own checks first (each next to its field), then the declined test card is
    // said next to the form and the order stays unpaid, the cart full; then the good card pays.
    const payment = page.getByRole('form', { name: 'Pay for your order' });
    await expect(payment.getByLabel('Name on the card')).toHaveValue('Sam Shopper');
    await payment.getByLabel('Card number').fill('4000 0000 0000 0002');
    await payment.getByLabel('Expiry date (MM/YY)').fill('13/40');
    await payment.getByRole('button', { name: /^Pay / }).click();
    await expect(payment.getByText('Enter the expiry date as MM/YY')).toBeVisible();
    await expect(payment.getByText('The security code is the 3 or 4 digits on the card')).toBeVisible();
    await expect(payment.getByLabel('Expiry date (MM/YY)')).toBeFocused();
    await payment.getByLabel('Expiry date (MM/YY)').fill('12/40');
    await payment.getByLabel('Security code').fill('123');
    await payment.getByRole('button', { name: /^Pay / }).click();
    const declined = payment.getByRole('alert');
    await expect(declined).toContainText('Your card was declined');
    await expect(declined).toBeFocused();
    await expect(details).toContainText('PaymentNot paid');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
    await expect(cartLink(page, 3)).toBeVisible();
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Expiry date (MM/YY)').fill('12/40');
    await payment.getByLabel('Security code').fill('123');
    await payment.getByRole('button', { name: /^Pay / }).click();

    // Paid: now the thank-you, with the number, lines, delivery and totals; the cart is empty.
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Your payment was accepted and order ${number} is confirmed` }),
    ).toContainText('shopper@example.com');
    await expect(details).toContainText('PaymentPaid');
    await expect(order).toContainText('Weekend Camping Kit');
    await expect(order).toContainText(`Total${totalWithExpress}`);
    await expect(page.getByRole('form', { name: 'Pay for your order' })).toHaveCount(0);
    await expect(cartLink(page, 0)).toBeVisible();

    // The orders list names it by its number and says it is paid.
    await page.goto('/orders');
    await expect(page.getByRole('link', { name: /^Order HP-\d+$/ })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Payment: Paid');

    // The cart was emptied by the payment, not before.
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();

    // Only this browser may see the order: another one holding its address gets "not found".
    const stranger = await page.context().browser()!.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(orderUrl);
    await expect(strangerPage.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    await expect(strangerPage.getByText('shopper@example.com')).toHaveCount(0);
    await stranger.close();
  });
});

test('a parent product asks for its options before it can be added', async ({ page }) => {
  await page.goto(`/products/${products.classicTee}`);
  await expect(addToCart(page)).toBeDisabled();
  await expect(page.getByText(/Choose size and colour first/)).toBeVisible();
  await page.getByRole('group', { name: /^Size/ }).getByText('Small', { exact: true }).click();
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByText('Black', { exact: true })
    .click();
  await expect(page).toHaveURL('/en-us/products/classic-tee-S-Black');
  await expect(addToCart(page)).toBeEnabled();
  await addToCart(page).click();
  await expect(page.getByText(/Added 1 × Classic Crew Tee/)).toBeVisible();
  await closeMiniCart(page, 'Classic Crew Tee');
  await page.goto('/cart');
  const line = page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ hasText: 'Classic Crew Tee' });
  await expect(line).toContainText('Size:Small');
  await expect(line).toContainText('Colour:Black');
});

test('the service refuses an over-long custom input with an error naming the input', async ({ page }) => {
  await page.goto('/');
  const answer = await page.request.post('/api/cart/items', {
    headers: { Origin: new URL(page.url()).origin },
    data: { productId: products.stonewareMug, quantity: 1, customInputs: { engraving: 'x'.repeat(31) } },
  });
  expect(answer.status()).toBe(422);
  expect(await answer.json()).toMatchObject({
    errors: [{ status: '422', meta: { index: 0, input: 'engraving' } }],
  });

  const crossSite = await page.request.post('/api/cart/items', {
    headers: { Origin: 'https://elsewhere.example' },
    data: { productId: products.pocketTee, quantity: 1 },
  });
  expect(crossSite.status()).toBe(403);
  const malformed = await page.request.post('/api/cart/items', {
    headers: { Origin: new URL(page.url()).origin },
    data: { productId: 'nope', quantity: 0 },
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({ errors: [{ status: '400', meta: { field: 'productId' } }] });
});

test('signing in merges the cart into the account, whose orders can be ordered again', async ({
  page,
  browser,
  baseURL,
}) => {
  // One story in four sign-ins, a checkout and a payment, three markets and a second device: about
  // a minute of pages on two cores, beyond the one-minute default for a single journey.
  test.setTimeout(120_000);
  await page.goto(`/products/${products.pocketTee}`);
  await addToCart(page).click();
  await expect(page.getByText(/Added 1 × Pocket Tee.* to your cart\./)).toBeVisible();
  await closeMiniCart(page, /Pocket Tee/);
  await expect(cartLink(page, 1)).toBeVisible();

  await signIn(page, ADA);
  await expect(cartLink(page, 1)).toBeVisible();
  await page.goto('/cart');
  await expect(
    page.getByRole('region', { name: 'Items' }).getByRole('listitem').filter({ hasText: 'Pocket Tee' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(ADA.email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('12 St James Square');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postcode').fill('SW1Y 4JH');
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();

  // Signed in, the account's saved cards are offered (the first chosen) beside a new card.
  const payment = page.getByRole('form', { name: 'Pay for your order' });
  const cards = payment.getByRole('group', { name: 'Pay with' });
  await expect(cards.getByRole('radio', { name: 'Visa ending 4242, expires 08/2029' })).toBeChecked();
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await cards.getByRole('radio', { name: 'A new card' }).check();
  await expect(payment.getByLabel('Card number')).toBeVisible();
  await cards.getByRole('radio', { name: 'American Express ending 0005, expires 11/2028' }).check();
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('complementary').filter({ hasText: 'Order number' })).toContainText(
    'PaymentPaid',
  );
  await expect(cartLink(page, 0)).toBeVisible();

  await page.getByRole('link', { name: 'All your orders' }).click();
  await expect(page).toHaveURL(anyMarket('/orders'));
  await page.getByRole('button', { name: 'Order again' }).first().click();
  await expect(page.getByText('The items are in your cart again.')).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();

  // The account's cart keeps the currency it was made in, whichever market Ada is in now.
  const accountCurrency = await page.evaluate(() =>
    fetch('/api/cart')
      .then((response) => response.json())
      .then((body: { data?: { currency?: string } }) => body.data?.currency),
  );
  expect(accountCurrency).toMatch(/^(USD|GBP|EUR)$/);

  // Signed out, the account's cart is no longer this browser's to see.
  await page.goto('/account');
  await signOut(page);
  await expect(cartLink(page, 0)).toBeVisible();

  // A new anonymous cart in the account cart's currency merges into it: the shared line adds up
  // (carts in two currencies are not merged; the shopper would keep the cart they were filling).
  const market = { USD: 'en-us', GBP: 'en-gb', EUR: 'en-fr' }[accountCurrency as 'USD' | 'GBP' | 'EUR'];
  await page.getByRole('banner').getByLabel('Currency').selectOption(accountCurrency!);
  await expect(page).toHaveURL(new RegExp(`/${market}(/|$)`));
  await page.goto(`/products/${products.pocketTee}`);
  await addToCart(page).click();
  await expect(page.getByText(/Added 1 × Pocket Tee.* to your cart\./)).toBeVisible();
  await closeMiniCart(page, /Pocket Tee/);
  await expect(cartLink(page, 1)).toBeVisible();
  await signIn(page, ADA);
  await expect(cartLink(page, 2)).toBeVisible();
  await page.goto('/cart');
  const lines = page.getByRole('region', { name: 'Items' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(page.getByLabel(/^Quantity of Pocket Tee/)).toHaveValue('2');

  // A cart filled in another currency cannot join that one: it becomes a cart of the account's of
  // its own, which Ada then finds on another device.
  const otherCurrency = accountCurrency === 'EUR' ? 'GBP' : 'EUR';
  await page.goto('/account');
  await signOut(page);
  await expect(cartLink(page, 0)).toBeVisible();
  await page.getByRole('banner').getByLabel('Currency').selectOption(otherCurrency);
  await expect(page).toHaveURL(new RegExp(`/${otherCurrency === 'EUR' ? 'en-fr' : 'en-gb'}(/|$)`));
  await page.goto(`/products/${products.pocketTee}`);
  await addToCart(page).click();
  await closeMiniCart(page, /Pocket Tee/);
  await signIn(page, ADA);
  await expect(cartLink(page, 1)).toBeVisible();

  const elsewhere = await browser.newContext({ baseURL });
  const otherDevice = await elsewhere.newPage();
  await signIn(otherDevice, ADA);
  await expect(cartLink(otherDevice, 1)).toBeVisible();
  const cartThere = await otherDevice.evaluate(() =>
    fetch('/api/cart')
      .then((response) => response.json())
      .then((body: { data?: { currency?: string } }) => body.data?.currency),
  );
  expect(cartThere).toBe(otherCurrency);
  await elsewhere.close();
});

/** Adds each product with its own request, all sent at once from the page, as a script could. */
const addAllAtOnce = (page: Page, productIds: string[]) =>
  page.evaluate(
    (ids) =>
      Promise.all(
        ids.map((productId) =>
          fetch('/api/cart/items', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ productId, quantity: 1 }),
          }).then((response) => response.status),
        ),
      ),
    productIds,
  );

test.describe('parallel first adds (issue 12, point 9)', () => {
  /** Eight products without options or required inputs: each add makes a line of its own. */
  const plain = [
    products.pocketTee,
    products.classicTeeSmallBlack,
    products.classicTeeXlWhite,
    products.merinoSweater,
    products.hikingBoot,
    products.midiDress,
    products.castIronSkillet,
    products.trailMap,
  ];

  test('eight adds sent at once from a fresh browser all land in one cart', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/products/${products.pocketTee}`);
    expect(await addAllAtOnce(page, plain)).toEqual(Array(8).fill(201));

    await page.goto('/cart');
    await expect(page.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(8);
    await expect(cartLink(page, 8)).toBeVisible();
    await context.close();
  });

  test('after signing out, eight adds sent at once fill one new cart', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/products/${products.pocketTee}`);
    await signIn(page, GRACE);
    await page.goto(`/products/${products.pocketTee}`);
    await addToCart(page).click();
    await expect(page.getByText(/Added 1 × Pocket Tee.* to your cart\./)).toBeVisible();
    await page.goto('/account');
    await signOut(page);

    // The cookie still names the account's cart, which this browser may no longer fill: every add
    // is refused there and goes on to the same next cart.
    expect(await addAllAtOnce(page, plain)).toEqual(Array(8).fill(201));
    await page.goto('/cart');
    await expect(page.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(8);
    await context.close();
  });

  test('a client that sends no cookies makes a cart with each add, and is told its id', async ({
    playwright,
    baseURL,
  }) => {
    // Not a browser: its requests share nothing, so each cookie-less add is a shopper of its own
    // (README, "Choices"), acknowledged with the cart it filled and the cookie naming that cart.
    const client = await playwright.request.newContext({ baseURL });
    const answers = await Promise.all(
      plain.slice(0, 2).map((productId) =>
        client.fetch('/api/cart/items', {
          method: 'POST',
          headers: { origin: baseURL!, cookie: '' },
          data: { productId, quantity: 1 },
        }),
      ),
    );
    for (const [index, answer] of answers.entries()) {
      expect(answer.status()).toBe(201);
      const cart = ((await answer.json()) as { data: { id: string; lines: { productId?: string }[] } }).data;
      expect(cart.lines.map((line) => line.productId)).toEqual([plain[index]]);
      expect(answer.headers()['set-cookie']).toContain(`cart_id=${cart.id};`);
    }
    await client.dispose();
  });
});
