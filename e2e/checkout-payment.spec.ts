import type { Page } from '@playwright/test';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import type { SmtpInbox } from '../lib/storefront/mail/testing/smtp-inbox';
import { expect, test } from './support/fixtures';
import { openMailbox } from './support/mail';

const { products } = DEMO_CATALOG;

/** The order confirmation goes over real SMTP to a server this file starts (support/mail.ts). */
let mailbox: SmtpInbox;
test.beforeAll(async ({}, testInfo) => {
  mailbox = await openMailbox(testInfo.project.use.baseURL);
});
test.afterAll(async () => {
  await mailbox?.close();
});

test.use({ allowedConsoleErrors: [/^402 .*\/api\/orders\/[^/]+\/payments$/] });

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Where the journeys' screenshots go, to be looked at (they are not compared). */
const shot = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

const WORDS = {
  en: {
    email: 'Email',
    first: 'First name',
    last: 'Last name',
    address: 'Address',
    city: 'City',
    postcode: 'Postcode',
    country: 'Country',
    place: 'Place order',
    review: 'Review and pay',
    form: 'Pay for your order',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    code: 'Security code',
    pay: /^Pay /,
    declined: 'Your card was declined',
    thanks: 'Thank you for your order',
    orderNumber: 'Order number',
    notPaid: 'Not paid',
    paid: 'PaymentPaid',
    subject: 'Your Harbor & Pine order',
    items: 'Items',
    billingSame: 'Billing address same as delivery',
    billing: 'Billing address',
  },
  fr: {
    email: 'E-mail',
    first: 'Prénom',
    last: 'Nom',
    address: 'Adresse',
    city: 'Ville',
    postcode: 'Code postal',
    country: 'Pays',
    place: 'Passer la commande',
    review: 'Vérifiez et payez',
    form: 'Réglez votre commande',
    number: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    code: 'Cryptogramme',
    pay: /^Payer /,
    declined: 'Votre carte a été refusée',
    thanks: 'Merci pour votre commande',
    orderNumber: 'Numéro de commande',
    notPaid: 'Non payée',
    paid: 'PaiementPayée',
    subject: 'Votre commande Harbor & Pine',
    items: 'Articles',
    billingSame: 'Adresse de facturation identique à l’adresse de livraison',
    billing: 'Adresse de facturation',
  },
} as const;

/** Two Pocket Tees in the cart, then the checkout's address step, in France. */
async function placeOrder(
  page: Page,
  market: 'en-gb' | 'fr-fr',
  email: string,
  /** Billed elsewhere than the delivery address: fills the billing address form. */
  billedTo?: (form: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const w = WORDS[market === 'fr-fr' ? 'fr' : 'en'];
  await page.goto(`/${market}`);
  const added = await page.request.post('/api/cart/items', {
    headers: { origin: new URL(page.url()).origin },
    data: { productId: products.pocketTee, quantity: 2 },
  });
  expect(added.status()).toBe(201);
  await page.goto(`/${market}/checkout`);
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.first, { exact: true }).fill('Camille');
  await page.getByLabel(w.last, { exact: true }).fill('Durand');
  await page.getByLabel(w.address, { exact: true }).fill('5 rue de Rivoli');
  await page.getByLabel(w.city).fill('Paris');
  await page.getByLabel(w.postcode).fill('75001');
  // The market's country to start with: France in fr-fr, the United Kingdom in en-gb.
  await expect(page.getByLabel(w.country)).toHaveValue(market === 'fr-fr' ? 'FR' : 'GB');
  await page.getByLabel(w.country).selectOption('FR');
  if (billedTo) {
    await page.getByLabel(w.billingSame).uncheck();
    await billedTo(page.getByRole('group', { name: w.billing }));
  }
  await page.getByRole('button', { name: w.place }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible();
}

for (const [market, language] of [
  ['fr-fr', 'fr'],
  ['en-gb', 'en'],
] as const) {
  test(`${language}: a declined card keeps the shopper on the payment step; the retry pays, thanks and mails`, async ({
    page,
  }) => {
    const w = WORDS[language];
    const email = `camille-${unique()}@example.com`;
    await placeOrder(page, market, email);
    const details = page.getByRole('complementary').filter({ hasText: w.orderNumber });
    const number = (await details.locator('dd.font-mono').innerText()).trim();
    await expect(details).toContainText(w.notPaid);
    await shot(page, `review-and-pay-${language}`);

    const payment = page.getByRole('form', { name: w.form });
    await payment.getByLabel(w.number).fill('4000 0000 0000 0002');
    await payment.getByLabel(w.expiry).fill('09/39');
    await payment.getByLabel(w.code).fill('737');
    await payment.getByRole('button', { name: w.pay }).click();
    await expect(payment.getByRole('alert')).toContainText(w.declined);
    await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible();
    await expect(details).toContainText(w.notPaid);
    await shot(page, `declined-${language}`);
    // Nothing is mailed for an unpaid order; the cart still holds what was ordered.
    const cart = await (await page.request.get('/api/cart')).json();
    expect(cart.data.lines).toEqual([expect.objectContaining({ quantity: 2 })]);

    await payment.getByLabel(w.number).fill('4242424242424242');
    await payment.getByRole('button', { name: w.pay }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
    await expect(details).toContainText(w.paid);
    await shot(page, `confirmation-${language}`);
    const emptied = await (await page.request.get('/api/cart')).json();
    expect(emptied.data.lines).toEqual([]);

    // The confirmation mail, in the shopper's language: the number, the lines, delivery, totals.
    const mail = await mailbox.next((received) => received.to.includes(email));
    expect(mail.subject).toBe(`${w.subject} ${number}`);
    expect(mail.text).toContain(number);
    expect(mail.text).toMatch(/× 2/);
    expect(mail.text).toContain('5 rue de Rivoli');
    const total = await page
      .getByRole('region', { name: w.items })
      .locator('dl > div')
      .last()
      .locator('dd')
      .innerText();
    expect(mail.text).toContain(total.trim());
  });
}

test('a guest’s order awaiting payment is that guest’s alone: another browser can neither see nor pay it', async ({
  page,
  browser,
}) => {
  // Billed to another address than the delivery one: the form checks it, the order keeps it.
  await placeOrder(page, 'en-gb', `guest-${unique()}@example.com`, async (billing) => {
    await billing.getByLabel('First name').fill('Dominique');
    await billing.getByLabel('Last name').fill('Durand');
    await billing.getByLabel('Address', { exact: true }).fill('1 Quay Street');
    await billing.getByLabel('Country').selectOption('GB');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(billing.getByText('Enter a town or city')).toBeVisible();
    await expect(billing.getByLabel('City')).toBeFocused();
    await billing.getByLabel('City').fill('Bristol');
    await billing.getByLabel('Postcode').fill('BS1 4DJ');
  });
  await expect(page.getByRole('complementary').filter({ hasText: 'Order number' })).toContainText(
    'Billing addressDominique Durand1 Quay StreetBristolBS1 4DJUnited Kingdom',
  );
  const orderPath = new URL(page.url()).pathname;
  const orderId = orderPath.split('/').pop()!;

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  // Not this browser's order: the not-found page, with a real 404 (for an order that does not exist too).
  expect((await strangerPage.goto(orderPath))?.status()).toBe(404);
  await expect(strangerPage.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  await expect(strangerPage).toHaveURL(new RegExp(`${orderPath}$`));
  for (const unknown of [
    '/en-gb/orders/00000000-0000-4000-8000-000000000000',
    '/fr-fr/orders/no.such.order',
  ]) {
    expect((await strangerPage.goto(unknown))?.status(), unknown).toBe(404);
  }
  await expect(
    strangerPage.getByRole('heading', { name: 'Nous n’avons pas trouvé cette page' }),
  ).toBeVisible();
  const paid = await strangerPage.request.post(`/api/orders/${orderId}/payments`, {
    headers: { origin: new URL(strangerPage.url()).origin },
    data: { source: 'card', cardNumber: '4242424242424242', expiry: '09/39', securityCode: '737', name: 'X' },
  });
  expect(paid.status()).toBe(404);
  // Nor with a saved card: a guest has none.
  const saved = await page.request.post(`/api/orders/${orderId}/payments`, {
    headers: { origin: new URL(page.url()).origin },
    data: { source: 'saved', cardId: 'card_demo_ada_visa_4242' },
  });
  expect(saved.status()).toBe(401);
  await stranger.close();

  await page.reload();
  await expect(page.getByRole('complementary').filter({ hasText: 'Order number' })).toContainText('Not paid');
});

test('the address fields follow the country, starting from the market’s, with their errors in the shopper’s language', async ({
  page,
}) => {
  await page.goto('/fr-fr');
  const added = await page.request.post('/api/cart/items', {
    headers: { origin: new URL(page.url()).origin },
    data: { productId: products.pocketTee, quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await page.goto('/fr-fr/checkout');
  const form = page.getByRole('form', { name: 'Commande' });
  await expect(form.getByLabel('Pays', { exact: true })).toHaveValue('FR');
  // France has no state; its postcodes are five digits.
  await expect(form.getByLabel('État ou province')).toHaveCount(0);
  await form.getByLabel('E-mail').fill(`camille-${unique()}@example.com`);
  await form.getByLabel('Prénom', { exact: true }).fill('Camille');
  await form.getByLabel('Nom', { exact: true }).fill('Durand');
  await form.getByLabel('Adresse', { exact: true }).fill('5 rue de Rivoli');
  await form.getByLabel('Ville').fill('Paris');
  await form.getByLabel('Code postal').fill('7500');
  await form.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(form.getByText('Saisissez un code postal comme 75011')).toBeVisible();
  await expect(form.getByLabel('Code postal')).toBeFocused();

  // The United States asks a state, and a ZIP code of five digits.
  await form.getByLabel('Pays', { exact: true }).selectOption('US');
  await expect(form.getByLabel('État ou province')).toBeVisible();
  await form.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(form.getByText('Saisissez un code postal comme 94107')).toBeVisible();
  await expect(form.getByText('Saisissez l’État ou la province')).toBeVisible();
});

test('tax labels follow the price and the market: added at checkout in the US, VAT included in Britain and France', async ({
  page,
  browser,
}) => {
  const notes: Record<string, string> = {
    'en-us': 'Tax is added at checkout',
    'en-gb': 'VAT included',
    'fr-fr': 'TVA incluse',
  };
  for (const [market, note] of Object.entries(notes)) {
    await page.goto(`/${market}/products/${products.pocketTee}`);
    await expect(page.getByRole('main').getByText(note, { exact: true })).toBeVisible();
  }

  // A US cart: its prices are without tax; the cart says tax comes at checkout, which shows the
  // service's tax lines, here none.
  await page.goto('/en-us');
  await page.request.post('/api/cart/items', {
    headers: { origin: new URL(page.url()).origin },
    data: { productId: products.pocketTee, quantity: 1 },
  });
  await page.goto('/en-us/cart');
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
    'TaxAdded at checkout',
  );
  await page.goto('/en-us/checkout');
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary).toContainText('TaxNo tax');
  await expect(summary).not.toContainText('Prices include');

  // A cart in pounds, in another browser: VAT is in the prices, and the summaries say so.
  const british = await (await browser.newContext()).newPage();
  await british.goto('/en-gb');
  await british.request.post('/api/cart/items', {
    headers: { origin: new URL(british.url()).origin },
    data: { productId: products.pocketTee, quantity: 1 },
  });
  await british.goto('/en-gb/cart');
  await expect(british.getByRole('complementary', { name: 'Order summary' })).toContainText(
    'Prices include VAT.',
  );
  await british.goto('/en-gb/checkout');
  const britishSummary = british.getByRole('complementary', { name: 'Your order' });
  await expect(britishSummary).toContainText('Prices include VAT.');
  await expect(britishSummary).not.toContainText('No tax');
  await british.context().close();
});
