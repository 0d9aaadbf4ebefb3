import type { Page } from '@playwright/test';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/held-scripts';

/** The price each result card shows first (its price, or its "from" price), in the order shown. */
async function cardPrices(page: Page): Promise<number[]> {
  const grid = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('heading') });
  const texts = await grid.locator(':scope > li').allTextContents();
  return texts.map((text) => Number(/\$([\d,]+\.\d\d)/.exec(text)![1]!.replaceAll(',', '')));
}

test('a shopper types "tent" in the header and picks a suggestion with the keyboard', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await search.pressSequentially('tent');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: /Two-Person Tent/ })).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');

  await search.press('ArrowDown');
  const first = suggestions.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const name = (await first.locator('span').first().textContent())!;
  expect(name).toMatch(/tent/i);
  await search.press('ArrowDown');
  await search.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('what a shopper types before the page’s script has run still gets its suggestions', async ({ page }) => {
  // The scripts are held until the word is typed, as on a slow connection.
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await search.pressSequentially('tent');
  release();

  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: /Two-Person Tent/ })).toBeVisible();
  await expect(search).toHaveValue('tent');
  await search.press('ArrowDown');
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
});

test('Escape closes the suggestions; Enter without a pick opens the results page', async ({ page }) => {
  await page.goto('/shop');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.pressSequentially('tent');
  await expect(page.getByRole('option', { name: /Family Tent/ })).toBeVisible();
  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await search.press('Enter');
  await expect(page).toHaveURL('/en-us/search?q=tent');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “tent”' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Two-Person Tent/ })).toBeVisible();
  // The box on the results page shows what was searched for.
  await expect(search).toHaveValue('tent');
});

test('a shopper searches "jacket", sorts by price ascending and filters by a facet', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('jacket');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “jacket”' })).toBeVisible();

  await page.getByLabel('Sort by').selectOption('price-asc');
  await page.getByRole('button', { name: 'Sort' }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByText(/\d+ products?$/)).toBeVisible();
  const shown = await cardPrices(page);
  expect(shown.length).toBeGreaterThan(2);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));

  await page.getByLabel('Sort by').selectOption('price-desc');
  await page.getByRole('button', { name: 'Sort' }).click();
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(page.getByText(/\d+ products?$/)).toBeVisible();
  const descending = await cardPrices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // A tag facet narrows the results and says so in the URL; its count is what is shown.
  const waterproof = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('link', { name: /#waterproof/ });
  const count = Number(/(\d+)$/.exec((await waterproof.textContent())!.trim())![1]);
  await waterproof.click();
  await expect(page).toHaveURL(/tag=waterproof/);
  await expect(
    page.getByText(count === 1 ? '1 product' : `${count} products`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove filter: #waterproof' })).toBeVisible();
});

test('a search that finds nothing says what to try', async ({ page }) => {
  await page.goto('/search?q=xylophone');
  await expect(page.getByRole('heading', { name: 'Nothing found for “xylophone”' })).toBeVisible();
  await expect(page.getByText(/Check the spelling/)).toBeVisible();
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The results stream in like every catalog page's (which needs JavaScript to show); the form
  // itself is a plain GET that lands on the results page with the query in the URL.
  test('the header search is a plain form to the results page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products' }).fill('tent');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/en-us/search?q=tent');
  });
});

test('the all-products listing shows the Classic Crew Tee once, with its options and from price', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.getByLabel('Sort by').selectOption('name');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=name/);
  const tees = page.getByRole('link', { name: /Classic Crew Tee/ });
  await expect(tees).toHaveCount(1);
  await expect(tees).toContainText(/From \$\d+\.\d\d/);
  // Four sizes in the demo data; the merchandising journey adds a fifth when it runs first.
  await expect(tees).toContainText(/[45] sizes/);
  await expect(tees).toContainText('Colours: Black, White');
  await tees.click();
  await expect(page).toHaveURL('/en-us/products/classic-tee');
  await expect(page.getByText('Choose size and colour')).toBeVisible();
});

test('a tag on the product page opens the listing filtered by it', async ({ page }) => {
  await page.goto(`/products/${DEMO_CATALOG.products.classicTee}`);
  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: '#cotton' }).click();
  await expect(page).toHaveURL('/en-us/shop?tag=cotton');
  await expect(page.getByRole('link', { name: 'Remove filter: #cotton' })).toBeVisible();
});

test('the suggestions handler refuses an empty or over-long query in the error envelope', async ({
  request,
}) => {
  for (const q of ['', '   ', 'x'.repeat(201)]) {
    const response = await request.get(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { errors: { status: string; detail: string }[] };
    expect(body.errors[0]).toMatchObject({ status: '400', detail: expect.stringMatching(/^q: /) });
  }
  const tents = await request.get('/api/search/suggestions?q=TNET');
  expect(tents.status()).toBe(200);
  const { data } = (await tents.json()) as { data: { name: string; href: string }[] };
  expect(data.map((suggestion) => suggestion.name)).toContain('Two-Person Tent');
});
