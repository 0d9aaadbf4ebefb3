import { describe, expect, it } from 'vitest';
import { searchAnswers } from './search-answers';

const CART = 'cart_id=SHlDipNG_Z0SHgSE1QhS-bJJ4Ivi0jK0';
const returning = { cookie: `${CART}; market=en-us`, 'accept-encoding': 'gzip' };
const keyOf = (url: string, headers: Record<string, string> = returning, method = 'GET') =>
  searchAnswers.keyOf({ method, url, headers });

describe('which search answers are kept', () => {
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
      ['/en-us/shop?q=tee', returning],
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
