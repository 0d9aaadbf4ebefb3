import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 24 points 7 and 9: the language and currency switcher's handler answers crafted input in the
 * envelope (a Referer that is not a URL is a 400, not a 500) and reads no more than the others do.
 */
vi.mock('server-only', () => ({}));
const saved = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (saved.has(name) ? { value: saved.get(name) } : undefined),
    set: (name: string, value: string) => saved.set(name, value),
  }),
  headers: async () => new Headers(),
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => key,
}));
const { POST } = await import('@/app/api/shopper-context/route');

const ORIGIN = 'http://shop.test';
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new Request(`${ORIGIN}/api/shopper-context`, {
      method: 'POST',
      body,
      headers: {
        host: 'shop.test',
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      duplex: 'half',
    } as RequestInit),
  );

beforeEach(() => saved.clear());

describe('the switcher posted with a Referer that is not a URL', () => {
  it('answers 400 in the envelope and keeps no market', async () => {
    const response = await post('currency=EUR', { referer: 'http://[' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { status: string; detail: string }[] };
    expect(body.errors[0]).toMatchObject({ status: '400' });
    expect(body.errors[0]?.detail).toMatch(/Referer/);
    expect(saved.size).toBe(0);
  });

  it('goes back to the page of a sound Referer in the market chosen', async () => {
    const response = await post('currency=EUR', { referer: `${ORIGIN}/en-us/account` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-fr/account');
  });
});

describe('a switcher body larger than the others may be', () => {
  it('is refused with 413 before it is read in full', async () => {
    const response = await post(`currency=EUR&returnTo=/${'a'.repeat(70 * 1024)}`);
    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: { status: string }[] };
    expect(body.errors[0]).toMatchObject({ status: '413' });
    expect(saved.size).toBe(0);
  });
});
