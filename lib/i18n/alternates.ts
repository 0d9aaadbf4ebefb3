import type { Metadata } from 'next';
import { cachedPageUrl } from '@/lib/storefront/site/public-origin.server';
import { MARKETS, marketHrefLang, marketPath, type Market } from './markets';

/**
 * A page's canonical address in its market and its `hreflang` alternates in every market (and
 * `x-default`, the address that sends a visitor to their own market).
 */
export function marketAlternates(market: Market, path: string): NonNullable<Metadata['alternates']> {
  return {
    canonical: cachedPageUrl(marketPath(market, path)),
    languages: {
      ...Object.fromEntries(
        MARKETS.map((each) => [marketHrefLang(each), cachedPageUrl(marketPath(each, path))]),
      ),
      'x-default': cachedPageUrl(path),
    },
  };
}
