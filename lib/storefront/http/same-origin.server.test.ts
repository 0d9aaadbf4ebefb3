import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { isSameOrigin, refuseCrossOrigin } = await import('./same-origin.server');

const at = (url: string, headers: Record<string, string>) => new Request(url, { method: 'POST', headers });

describe('isSameOrigin', () => {
  it('accepts the site’s own origin', () => {
    expect(
      isSameOrigin(
        at('http://shop.test:3000/api/cart', { host: 'shop.test:3000', origin: 'http://shop.test:3000' }),
      ),
    ).toBe(true);
    expect(
      isSameOrigin(at('https://shop.test/api/cart', { host: 'shop.test', origin: 'https://shop.test' })),
    ).toBe(true);
  });

  it('compares the scheme: an http page may not post to the https site', () => {
    expect(
      isSameOrigin(at('https://shop.test/api/cart', { host: 'shop.test', origin: 'http://shop.test' })),
    ).toBe(false);
  });

  it('compares the port', () => {
    expect(
      isSameOrigin(
        at('http://shop.test:3000/api/cart', { host: 'shop.test:3000', origin: 'http://shop.test:4000' }),
      ),
    ).toBe(false);
    expect(
      isSameOrigin(at('https://shop.test/api/cart', { host: 'shop.test', origin: 'https://shop.test:443' })),
    ).toBe(true);
  });

  it('takes the scheme and host a proxy in front reports', () => {
    const behindProxy = {
      host: 'internal:3000',
      'x-forwarded-host': 'shop.test',
      'x-forwarded-proto': 'https',
      origin: 'https://shop.test',
    };
    expect(isSameOrigin(at('http://internal:3000/api/cart', behindProxy))).toBe(true);
    expect(
      isSameOrigin(at('http://internal:3000/api/cart', { ...behindProxy, origin: 'http://shop.test' })),
    ).toBe(false);
  });

  it('refuses another site, the opaque origin and garbage', () => {
    for (const origin of ['https://elsewhere.example', 'null', 'not a url']) {
      expect(isSameOrigin(at('https://shop.test/api/cart', { host: 'shop.test', origin }))).toBe(false);
    }
  });

  it('without Origin, trusts only Sec-Fetch-Site: same-origin', () => {
    expect(
      isSameOrigin(at('https://shop.test/api/cart', { host: 'shop.test', 'sec-fetch-site': 'same-origin' })),
    ).toBe(true);
    expect(
      isSameOrigin(at('https://shop.test/api/cart', { host: 'shop.test', 'sec-fetch-site': 'cross-site' })),
    ).toBe(false);
    expect(isSameOrigin(at('https://shop.test/api/cart', { host: 'shop.test' }))).toBe(false);
  });
});

describe('refuseCrossOrigin', () => {
  it('answers 403 in the error envelope, or nothing for the site itself', async () => {
    const refused = refuseCrossOrigin(
      at('https://shop.test/api/cart', { host: 'shop.test', origin: 'https://elsewhere.example' }),
    );
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({
      errors: [{ status: '403', title: 'Forbidden', detail: 'Requests must come from this site' }],
    });
    expect(
      refuseCrossOrigin(at('https://shop.test/api/cart', { host: 'shop.test', origin: 'https://shop.test' })),
    ).toBeNull();
  });
});
