import { describe, expect, it } from 'vitest';
import { pageAnswers } from './page-answers';

const CART = 'cart_id=SHlDipNG_Z0SHgSE1QhS-bJJ4Ivi0jK0';
const returning = { cookie: `${CART}; market=en-us`, 'accept-encoding': 'gzip' };
const keyOf = (url: string, headers: Record<string, string> = returning, method = 'GET') =>
  pageAnswers.keyOf({ method, url, headers });

describe('which pages are kept whole', () => {
  it('keys a returning shopper’s search by market, the search as the page reads it, and the encoding', () => {
    const key = keyOf('/en-us/search?q=tee&tag=Cotton&page=2');
    expect(key).toEqual({ key: 'en-us /search?q=tee&tag=cotton&page=2 gzip', tags: ['catalog'] });
    // What the page ignores or reads alike is one entry.
    expect(keyOf('/en-us/search?tag=cotton&q=%20tee%20&page=2&utm=x')?.key).toBe(key?.key);
    expect(keyOf('/fr-fr/search?q=tee', { ...returning, cookie: `${CART}; market=fr-fr` })?.key).toBe(
      'fr-fr /search?q=tee gzip',
    );
    expect(keyOf('/en-us/search?q=tee', { ...returning, 'accept-encoding': '' })?.key).toBe(
      'en-us /search?q=tee ',
    );
  });

  it('keys a returning shopper’s catalog page by market, address and encoding, kept only if public', () => {
    const catalogPage = (key: string) => ({
      key,
      tags: ['catalog'],
      maxAgeMs: 30_000,
      keepIf: expect.any(Function),
    });
    expect(keyOf('/en-us')).toEqual(catalogPage('en-us /en-us gzip'));
    expect(keyOf('/en-us/shop?tag=cotton&page=2')).toEqual(
      catalogPage('en-us /en-us/shop?tag=cotton&page=2 gzip'),
    );
    expect(keyOf('/en-us/shop/apparel/tees')?.key).toBe('en-us /en-us/shop/apparel/tees gzip');
    // A node deeper in its hierarchy: the proxy knows its ids, and marks it public as the others.
    expect(keyOf('/en-us/shop/apparel/men/men-tops/men-tshirts')?.key).toBe(
      'en-us /en-us/shop/apparel/men/men-tops/men-tshirts gzip',
    );
    expect(keyOf('/fr-fr/products/t-shirt', { ...returning, cookie: `${CART}; market=fr-fr` })?.key).toBe(
      'fr-fr /fr-fr/products/t-shirt gzip',
    );
    // A first visit gets its cookies from the proxy: rendered, never answered from the cache.
    expect(keyOf('/en-us/products/t-shirt', { cookie: 'market=en-us' })).toBeUndefined();
    expect(keyOf('/en-us/shop', { ...returning, 'next-router-prefetch': '1' })).toBeUndefined();

    // Kept only when the proxy made it public and Next's page cache served it fresh.
    const keep = keyOf('/en-us/shop')!.keepIf!;
    expect(keep({ 'cache-control': 'public, s-maxage=300', 'x-nextjs-cache': 'HIT' })).toBe(true);
    expect(keep({ 'cache-control': 'public, s-maxage=300', 'x-nextjs-cache': 'STALE' })).toBe(false);
    expect(keep({ 'cache-control': 'private, no-store' })).toBe(false);
    expect(keep({})).toBe(false);
  });

  it('leaves alone what is personal or not a page opened', () => {
    for (const [url, headers, method] of [
      // The proxy would set a cookie: a first visit, another market than the cookie's.
      ['/en-us/search?q=tee', { cookie: 'market=en-us' }],
      ['/en-us/search?q=tee', { cookie: CART }],
      ['/fr-fr/search?q=tee', returning],
      // A merchandiser's preview, the router's payloads and prefetches.
      ['/en-us/search?q=tee', { ...returning, cookie: `${returning.cookie}; __prerender_bypass=1` }],
      ['/en-us/search?q=tee', { ...returning, rsc: '1' }],
      ['/en-us/search?q=tee&_rsc=abc', returning],
      ['/en-us/search?q=tee', { ...returning, 'sec-fetch-mode': 'cors' }],
      ['/en-us/search?q=tee', { ...returning, 'sec-purpose': 'prefetch' }],
      // Other pages, other methods, no market.
      ['/en-us/cart', returning],
      ['/en-us/account', returning],
      ['/xx-yy/search?q=tee', returning],
      ['/en-us/search?q=tee', returning, 'POST'],
      ['/en-us/search?q=tee', returning, 'HEAD'],
    ] as const)
      expect(
        keyOf(url, headers, method),
        `${method ?? 'GET'} ${url} ${JSON.stringify(headers)}`,
      ).toBeUndefined();
  });
});
