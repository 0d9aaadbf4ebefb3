import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { expect, test } from './support/fixtures';

const { products } = DEMO_CATALOG;
const tent = `/products/${products.twoPersonTent}`;

test('a shopper looks at a product from several sides, by keyboard, and zooms in', async ({ page }) => {
  await page.goto(tent);
  const main = page.getByRole('button', { name: /Two-Person Tent, front view/ });
  await expect(main.getByRole('img')).toHaveAttribute('fetchpriority', 'high');

  const views = page.getByRole('group', { name: 'Pictures of Two-Person Tent' }).getByRole('button');
  await expect(views).toHaveCount(3);
  await expect(views.nth(0)).toHaveAttribute('aria-pressed', 'true');

  await views.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(views.nth(1)).toBeFocused();
  await expect(views.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: 'Two-Person Tent, back view' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(views.nth(2)).toBeFocused();
  await expect(page.getByRole('img', { name: 'Two-Person Tent, close-up' })).toBeVisible();

  const zoom = page.getByRole('button', { name: /Two-Person Tent, close-up.*Zoom/ });
  await zoom.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Zoomed pictures of Two-Person Tent' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Two-Person Tent, close-up' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close zoom' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('img', { name: 'Two-Person Tent, back view' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Two-Person Tent, back view.*Zoom/ })).toBeFocused();
});

test('two colours of a product show different pictures, drawn without text', async ({ page, request }) => {
  const pictureOf = async (productId: string) => {
    await page.goto(`/products/${productId}`);
    const image = page.getByRole('button', { name: /Classic Crew Tee.*front view/ }).getByRole('img');
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    const src = await image.getAttribute('src');
    const response = await request.get(src!);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(response.headers()['cache-control']).toContain('immutable');
    return { src, body: await response.text() };
  };
  const black = await pictureOf(products.classicTeeSmallBlack);
  const white = await pictureOf(products.classicTeeXlWhite);
  expect(white.src).not.toBe(black.src);
  expect(white.body).not.toBe(black.body);
  for (const svg of [black.body, white.body]) expect(svg).not.toMatch(/<text|<script/);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('pictures are described in the shopper’s language', async ({ page }) => {
    await page.goto(tent);
    await expect(page.getByRole('img', { name: 'Tente deux places, vue de face' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tente deux places, gros plan' })).toBeVisible();
  });
});
