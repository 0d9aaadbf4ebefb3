import { describe, expect, it, vi } from 'vitest';

/**
 * Issue 24 point 9: promotion codes cannot be guessed by trying many. Past 10 codes on one cart, or
 * 30 from one address, in 15 minutes, the storefront answers 429 in the envelope with Retry-After,
 * and the code is not tried.
 */
vi.mock('server-only', () => ({}));
let cartId = 'cart-a';
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'cart_id' ? { value: cartId } : undefined) }),
  headers: async () => new Headers(),
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => (key === 'tooMany' ? 'Too many attempts.' : key),
}));
const tried: string[] = [];
vi.mock('@/lib/storefront/cart/cart-handlers.server', () => ({
  applyPromotion: async (code: string) => {
    tried.push(code);
    return Response.json(
      { errors: [{ status: '404', title: 'Not Found', detail: 'No such code' }] },
      { status: 404 },
    );
  },
}));
const { POST } = await import('@/app/api/cart/promotions/route');

const tryCode = (code: string) =>
  POST(
    new Request('http://shop.test/api/cart/promotions', {
      method: 'POST',
      headers: { host: 'shop.test', origin: 'http://shop.test', 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    }),
  );

async function expectRefused(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await response.json()) as { errors: { status: string; detail: string }[] };
  expect(body.errors[0]).toMatchObject({ status: '429', detail: 'Too many attempts.' });
}

describe('promotion codes tried in bulk', () => {
  it('are refused past 10 on one cart and 30 from one address, without trying the code', async () => {
    for (const cart of ['cart-a', 'cart-b', 'cart-c']) {
      cartId = cart;
      for (let i = 0; i < 10; i++) expect((await tryCode(`${cart}-${i}`)).status).toBe(404);
      if (cart === 'cart-a') await expectRefused(await tryCode('cart-a-extra'));
    }
    expect(tried).not.toContain('cart-a-extra');
    cartId = 'cart-d';
    await expectRefused(await tryCode('cart-d-0'));
    expect(tried).toHaveLength(30);
  });
});
