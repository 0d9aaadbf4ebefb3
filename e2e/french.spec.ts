import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { ADA, DEMO_SUBSCRIPTIONS } from './support/account';
import { expect, test } from './support/fixtures';

const { hierarchies, nodes, products } = DEMO_CATALOG;

const messages = (language: 'en' | 'fr'): object =>
  JSON.parse(readFileSync(new URL(`../messages/${language}.json`, import.meta.url), 'utf8')) as object;
const en = messages('en');
const fr = messages('fr');

/** Every message as `Namespace.key` → text. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The literal words of an ICU message, without its arguments, plurals and tags. */
function literalParts(message: string): string[] {
  let depth = 0;
  let text = '';
  for (const char of message) {
    if (char === '{') depth++;
    if (depth === 0) text += char;
    else if (char === '}') {
      depth--;
      if (depth === 0) text += '\n';
    }
  }
  return text
    .replace(/<\/?[a-zA-Z]+>/g, '\n')
    .split('\n')
    .map((part) => part.replace(/^[\s:;,.()·–—-]+|[\s:;,.()·–—-]+$/g, ''))
    .filter((part) => /[a-zA-Z]{3}/.test(part) && (part.includes(' ') || part.length >= 8));
}

/**
 * The English interface sentences that French says otherwise: any of them on a French page is an
 * interface string left in English.
 */
const english = (() => {
  const french = flatten(fr);
  const frenchText = [...french.values()].join('\n');
  const parts = new Set<string>();
  for (const [key, value] of flatten(en)) {
    // The store's own words (Content): the merchandising area shows them as the store keeps them.
    if (french.get(key) === value || key.startsWith('Content.')) continue;
    for (const part of literalParts(value)) if (!frenchText.includes(part)) parts.add(part);
  }
  return [...parts];
})();

/** Words every storefront shows somewhere; hard-coded ones never reach the message files. */
const COMMON_ENGLISH =
  /\b(Add to cart|All products|Tax included|Sign in|Sign out|Sort by|Subtotal|Checkout|Continue shopping|Your cart|Quantity|Remove|Search products|Next page|Previous page|Page \d+ of|Subscriptions|Preferences|Orders|Shipping|Payment|Skip to content|Language|Currency)\b/;

/** The text a shopper reads or hears: visible and screen-reader text, labels, placeholders, alt text. */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[placeholder],[alt],[title]')].flatMap(
      (element) =>
        ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

async function expectFrench(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await page.waitForLoadState('networkidle');
  const text = await interfaceText(page);
  const left = english.filter((sentence) => text.includes(sentence));
  const common = COMMON_ENGLISH.exec(text)?.[0];
  expect({ path, left, common }).toEqual({ path, left: [], common: undefined });
}

test.describe('the interface in French', () => {
  // Many pages, each read once it has settled.
  test.describe.configure({ timeout: 180_000 });
  test.use({
    locale: 'fr-FR',
    extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    allowedConsoleErrors: [/^404 /],
  });

  test('every main page of a shopper and an account holder says nothing in English', async ({ page }) => {
    expect(english.length).toBeGreaterThan(100);
    await page.goto('/fr-fr');
    const origin = new URL(page.url()).origin;
    for (const path of [
      '/fr-fr',
      '/fr-fr/shop',
      `/fr-fr/shop/${hierarchies.apparel}`,
      `/fr-fr/shop/${hierarchies.apparel}/${nodes.menTshirts}?sort=price-asc`,
      `/fr-fr/products/${products.classicTee}`,
      '/fr-fr/search?q=tente',
      '/fr-fr/search?q=zzzzzz',
      '/fr-fr/cart',
      '/fr-fr/sign-in',
      '/fr-fr/products/no-such-product',
    ])
      await expectFrench(page, path);

    const added = await page.request.post('/api/cart/items', {
      headers: { origin },
      data: { productId: products.pocketTee, quantity: 2 },
    });
    expect(added.status()).toBeLessThan(300);
    for (const path of ['/fr-fr/cart', '/fr-fr/checkout']) await expectFrench(page, path);

    const signedIn = await page.request.post('/api/account/session', {
      headers: { origin },
      data: { username: ADA.email, password: ADA.password },
    });
    expect(signedIn.status()).toBe(200);
    for (const path of [
      '/fr-fr/account',
      `/fr-fr/account/subscriptions/${DEMO_SUBSCRIPTIONS.adaCoffeeActive}`,
      '/fr-fr/account/preferences',
      '/fr-fr/account/orders',
      '/fr-fr/checkout',
    ])
      await expectFrench(page, path);
  });

  test('the merchandising area too', async ({ page }) => {
    await page.goto('/fr-fr/merchandising/sign-in');
    await expectFrench(page, '/fr-fr/merchandising/sign-in');
    const signedIn = await page.request.post('/api/merchandising/session', {
      headers: { origin: new URL(page.url()).origin },
      data: { password: 'merchandiser-demo' },
    });
    expect(signedIn.status()).toBe(200);
    for (const path of [
      '/fr-fr/merchandising',
      '/fr-fr/merchandising/products',
      '/fr-fr/merchandising/variations',
      '/fr-fr/merchandising/compare',
    ])
      await expectFrench(page, path);
  });
});

test.describe('the store’s own words in French', () => {
  test.use({
    locale: 'fr-FR',
    extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    // The refused promotion code is the store's 404.
    allowedConsoleErrors: [/^404 .*\/api\/cart\/promotions$/],
  });

  test('options, bundle groups, custom inputs, cart lines, delivery and refusals read in French', async ({
    page,
  }) => {
    await page.goto(`/fr-fr/products/${products.classicTee}`);
    await expect(page.getByRole('heading', { level: 1, name: 'T-shirt col rond classique' })).toBeVisible();
    const colour = page.getByRole('group', { name: /^Couleur/ });
    await expect(colour.getByText('Noir', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Taille/ })).toBeVisible();
    // The specification table: the store's attribute names and its English values.
    const specs = page.getByRole('region', { name: 'Caractéristiques' });
    await expect(specs.getByRole('rowheader', { name: 'Entretien' })).toBeVisible();
    await expect(specs.getByRole('cell', { name: 'lavage en machine à froid' })).toBeVisible();
    await expect(specs.getByText(/Care|Material|machine wash/)).toHaveCount(0);

    await page.goto(`/fr-fr/products/${products.weekendCampingKit}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kit camping week-end' })).toBeVisible();
    for (const group of ['Tente', 'Sac de couchage', 'En plus'])
      await expect(page.getByRole('group', { name: new RegExp(`^${group}`) })).toBeVisible();

    await page.goto(`/fr-fr/products/${products.canvasTote}`);
    await expect(page.getByLabel(/^Monogramme/)).toBeVisible();
    await expect(page.getByLabel(/^Mot pour le cadeau/)).toBeVisible();

    // A refusal of the store reaches the shopper in French, with what it names kept.
    const origin = new URL(page.url()).origin;
    const refused = await page.request.post('/api/cart/items', {
      headers: { origin },
      data: { productId: products.canvasTote, quantity: 1, customInputs: { monogram: 'ABCD' } },
    });
    expect(refused.status()).toBe(422);
    const body = (await refused.json()) as { errors: { detail: string; meta?: { input?: string } }[] };
    expect(body.errors[0]).toMatchObject({ detail: '3 caractères au maximum.', meta: { input: 'monogram' } });

    const added = await page.request.post('/api/cart/items', {
      headers: { origin },
      data: { productId: products.canvasTote, quantity: 1, customInputs: { monogram: 'ABC' } },
    });
    expect(added.status()).toBeLessThan(300);

    await page.goto('/fr-fr/cart');
    await expect(page.getByText('Monogramme', { exact: false }).first()).toBeVisible();
    const code = page.getByLabel('Code promo');
    await code.fill('NOPE');
    await code.press('Enter');
    await expect(page.getByText('Aucune promotion ne correspond au code NOPE.')).toBeVisible();

    await page.goto('/fr-fr/checkout');
    await expect(page.getByText('Livraison standard').first()).toBeVisible();
    await expect(page.getByText('Livraison express').first()).toBeVisible();
    await expect(page.getByText(/Standard delivery|Express delivery/)).toHaveCount(0);
  });
});

test.describe('the store’s names in French beyond the catalog', () => {
  test.use({
    locale: 'fr-FR',
    extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    // The bundle choice this journey makes the store refuse on purpose.
    allowedConsoleErrors: [/^422 .*\/api\/cart\/items$/],
  });

  test('a listing card’s options, a variant’s name in the cart, a bundle refusal by its group, and subscriptions read in French', async ({
    page,
  }) => {
    // The listing card of a tee with options: its colours and sizes counted in French.
    await page.goto(`/fr-fr/shop/${hierarchies.apparel}/${nodes.menTshirts}`);
    const card = page.getByRole('link', { name: /T-shirt col rond classique/ });
    await expect(card.getByText('4 tailles')).toBeVisible();
    await expect(card.getByText('Couleurs : Noir, Blanc')).toHaveCount(1);
    await expect(card.getByText(/sizes|Colours|Black/)).toHaveCount(0);

    // A variant in the cart is named by its options as the product page words them.
    const origin = new URL(page.url()).origin;
    const added = await page.request.post('/api/cart/items', {
      headers: { origin },
      data: { productId: products.classicTeeSmallBlack, quantity: 1 },
    });
    expect(added.status()).toBeLessThan(300);
    await page.goto('/fr-fr/cart');
    await expect(page.getByRole('link', { name: 'T-shirt col rond classique (S, Noir)' })).toBeVisible();
    await expect(page.getByText(/\(S, Black\)/)).toHaveCount(0);
    // The French name is longer: the phone's cart still fits its width.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    // A bundle choice the store refuses (here, one the page would not send: three sleeping bags)
    // is said in French next to its group, not above the form.
    await page.goto(`/fr-fr/products/${products.weekendCampingKit}`);
    await page.route('**/api/cart/items', async (route) => {
      const body = route.request().postDataJSON() as { bundle?: Record<string, Record<string, number>> };
      const sleeping = body.bundle?.sleeping ?? {};
      for (const option of Object.keys(sleeping)) sleeping[option] = 3;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const group = page.getByRole('group', { name: /^Sac de couchage/ });
    await expect(group).toContainText('Choisissez entre 1 et 2 articles ici (vous en avez choisi 3).');
    await expect(page.getByRole('group', { name: /^Tente/ })).not.toContainText('vous en avez choisi');
    await page.unroute('**/api/cart/items');

    // Subscriptions: the offering, its products and plans.
    const signedIn = await page.request.post('/api/account/session', {
      headers: { origin },
      data: { username: ADA.email, password: ADA.password },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto('/fr-fr/account');
    await expect(page.getByText('Club café du sentier').first()).toBeVisible();
    await expect(page.getByText(/Trail Coffee Club|Monthly delivery|Quarterly saver/)).toHaveCount(0);
    await page.goto(`/fr-fr/account/subscriptions/${DEMO_SUBSCRIPTIONS.adaCoffeeActive}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Club café du sentier' })).toBeVisible();
    await expect(page.getByText('Grains espresso maison, 1 kg')).toBeVisible();
    // Whichever plan is current (the account journey changes it), the quarterly one is named.
    await expect(page.getByText(/Formule trimestrielle/).first()).toBeVisible();
    await expect(page.getByText('Trois mois de café par facture, 10 % de remise.')).toBeVisible();
    await expect(
      page.getByText(/Trail Coffee Club|House Espresso Beans|Quarterly saver|Annual prepaid/),
    ).toHaveCount(0);
  });
});
