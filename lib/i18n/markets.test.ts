import { describe, expect, it } from 'vitest';
import {
  inMarket,
  isMarket,
  marketCurrency,
  marketFor,
  marketHrefLang,
  marketLocale,
  marketPath,
  negotiateMarket,
  splitMarket,
  withCurrency,
  withLanguage,
} from './markets';

describe('markets', () => {
  it('reads language, region, currency and locale off the segment', () => {
    expect(marketCurrency('fr-fr')).toBe('EUR');
    expect(marketCurrency('en-gb')).toBe('GBP');
    expect(marketCurrency('fr-us')).toBe('USD');
    expect(marketLocale('en-gb')).toBe('en-US');
    expect(marketLocale('fr-gb')).toBe('fr-FR');
    expect(marketHrefLang('en-gb')).toBe('en-GB');
    expect(isMarket('de-de')).toBe(false);
    expect(isMarket('EN-US')).toBe(false);
  });

  it('keeps language and currency independent when one changes', () => {
    expect(withLanguage('fr-fr', 'en')).toBe('en-fr');
    expect(withCurrency('fr-fr', 'GBP')).toBe('fr-gb');
    expect(marketFor('en', 'EUR')).toBe('en-fr');
    expect(marketFor('fr')).toBe('fr-us');
  });

  it('picks a market from Accept-Language: an exact market, else the language at home', () => {
    expect(negotiateMarket('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr-fr');
    expect(negotiateMarket('fr-CA')).toBe('fr-fr');
    expect(negotiateMarket('en-GB,en;q=0.9')).toBe('en-gb');
    expect(negotiateMarket('de-DE, fr;q=0.5, en;q=0.7')).toBe('en-us');
    expect(negotiateMarket('de, *')).toBe('en-us');
    expect(negotiateMarket(undefined)).toBe('en-us');
    expect(negotiateMarket('fr;q=0')).toBe('en-us');
    expect(negotiateMarket('')).toBe('en-us');
    expect(negotiateMarket('fr;q=0.4,en;q=0.6')).toBe('en-us');
    expect(negotiateMarket('nonsense;;q=x')).toBe('en-us');
  });

  it('writes and splits storefront paths', () => {
    expect(marketPath('fr-fr', '/')).toBe('/fr-fr');
    expect(marketPath('fr-fr', '/shop')).toBe('/fr-fr/shop');
    expect(splitMarket('/fr-fr/shop/x')).toEqual({ market: 'fr-fr', rest: '/shop/x' });
    expect(splitMarket('/fr-fr')).toEqual({ market: 'fr-fr', rest: '/' });
    expect(splitMarket('/shop')).toBeNull();
    expect(splitMarket('/')).toBeNull();
  });
});

describe('inMarket', () => {
  it('moves a path with its query to another market, or gives it one', () => {
    expect(inMarket('/fr-fr/shop?tag=x#top', 'en-gb')).toBe('/en-gb/shop?tag=x#top');
    expect(inMarket('/fr-fr', 'en-gb')).toBe('/en-gb');
    expect(inMarket('/account', 'fr-fr')).toBe('/fr-fr/account');
    expect(inMarket('/', 'fr-fr')).toBe('/fr-fr');
    expect(inMarket('/?q=1', 'fr-fr')).toBe('/fr-fr?q=1');
  });
});
