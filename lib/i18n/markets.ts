import { DEFAULT_CURRENCY, type Currency, type Locale } from '@/lib/i18n/locales';

/**
 * A market is a language and a region, the first segment of every storefront URL (`/en-us/shop`,
 * `/fr-fr/products/…`), as the large storefronts name theirs. The region sets the currency. Each
 * market's catalog pages are cached whole and can be linked, shared and indexed on their own.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const REGIONS = { us: 'USD', gb: 'GBP', fr: 'EUR' } as const satisfies Record<string, Currency>;
export type Region = keyof typeof REGIONS;

/** The order matters where a language alone must pick a region: its first listed market wins. */
export const MARKETS = ['en-us', 'en-gb', 'en-fr', 'fr-fr', 'fr-us', 'fr-gb'] as const;
export type Market = (typeof MARKETS)[number];
export const DEFAULT_MARKET: Market = 'en-us';

/** The language's own region first: the market a shopper lands on from their language alone. */
const HOME_REGION: Record<Language, Region> = { en: 'us', fr: 'fr' };

/** The cookie that keeps the shopper's chosen market (not a secret: the URL says it too). */
export const MARKET_COOKIE = 'market';

export const isMarket = (value: unknown): value is Market => MARKETS.includes(value as Market);

export const marketLanguage = (market: Market): Language => market.slice(0, 2) as Language;
export const marketRegion = (market: Market): Region => market.slice(3) as Region;
export const marketCurrency = (market: Market): Currency => REGIONS[marketRegion(market)];
/** The country an address in this market is in unless the shopper says otherwise (`fr-fr` → `FR`). */
export const marketCountry = (market: Market): string => marketRegion(market).toUpperCase();

/** The locale the commerce service translates content into (and `Intl` formats with). */
export const marketLocale = (market: Market): Locale => (marketLanguage(market) === 'fr' ? 'fr-FR' : 'en-US');

/** `<html lang>` and hreflang: the language and region, as BCP 47 writes them (`fr-FR`, `en-GB`). */
export const marketHrefLang = (market: Market): string =>
  `${marketLanguage(market)}-${marketRegion(market).toUpperCase()}`;

export function marketFor(language: Language, currency: Currency = DEFAULT_CURRENCY): Market {
  const region =
    (Object.keys(REGIONS) as Region[]).find((key) => REGIONS[key] === currency) ?? HOME_REGION[language];
  return `${language}-${region}` as Market;
}

export const withLanguage = (market: Market, language: Language): Market =>
  marketFor(language, marketCurrency(market));
export const withCurrency = (market: Market, currency: Currency): Market =>
  marketFor(marketLanguage(market), currency);

/**
 * Picks a market from an Accept-Language header: an exact language and region of ours first
 * (`en-GB` → en-gb), then the language in its home region (`fr-CA` → fr-fr), in q-value order.
 */
export function negotiateMarket(acceptLanguage: string | null | undefined): Market {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    if (isMarket(tag)) return tag;
    const language = LANGUAGES.find((code) => tag.slice(0, 2) === code);
    if (language) return `${language}-${HOME_REGION[language]}` as Market;
  }
  return DEFAULT_MARKET;
}

/** `/shop?x=1` in a market: `/fr-fr/shop?x=1`. */
export function marketPath(market: Market, path: string): string {
  return path === '/' ? `/${market}` : `/${market}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A storefront path without its market (`/fr-fr/shop` → `/shop`), or null when it has none. */
export function splitMarket(pathname: string): { market: Market; rest: string } | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isMarket(first)) return null;
  return { market: first, rest: `/${rest.join('/')}` };
}

/** The same page in another market: `/fr-fr/shop?x` → `/en-gb/shop?x`; an unprefixed path gains one. */
export function inMarket(path: string, market: Market): string {
  const cut = path.search(/[?#]/);
  const [pathname, query] = cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
  const rest = splitMarket(pathname)?.rest ?? pathname;
  return `${marketPath(market, rest === '/' ? '/' : rest)}${query}`;
}
