import { describe, expect, it } from 'vitest';
import { localize, negotiateLanguage, parseAcceptLanguage } from './language';

describe('Accept-Language', () => {
  it('orders preferences by quality, dropping q=0 and malformed entries', () => {
    expect(parseAcceptLanguage('fr;q=0.5, en-GB, de;q=0.8, xx;q=0, ***, es;q=abc')).toEqual([
      'en-GB',
      'de',
      'fr',
    ]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('negotiates exact tags first, then the primary language, else the default', () => {
    expect(negotiateLanguage(['fr-CA'], ['fr-FR'])).toBe('fr-FR');
    expect(negotiateLanguage(['FR-fr'], ['fr-FR'])).toBe('fr-FR');
    expect(negotiateLanguage(['de', 'fr'], ['fr-FR'])).toBe('fr-FR');
    expect(negotiateLanguage(['en-GB', 'fr'], ['fr-FR'])).toBe('en-US');
    expect(negotiateLanguage(['*'], ['fr-FR'])).toBe('en-US');
    expect(negotiateLanguage([], ['fr-FR'])).toBe('en-US');
  });

  it('localizes a name and keeps the original description when the translation has none', () => {
    expect(localize({ name: 'Mug', description: 'A mug' }, { 'fr-FR': { name: 'Tasse' } }, ['fr'])).toEqual({
      name: 'Tasse',
      description: 'A mug',
      language: 'fr-FR',
    });
  });
});
