import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr-FR'],
    ['fr-CA', 'fr-FR'],
    ['de-DE,fr;q=0.5', 'fr-FR'],
    ['en-GB,fr;q=0.9', 'en-US'],
    ['fr;q=0.4,en;q=0.6', 'en-US'],
    ['fr;q=0', 'en-US'],
    ['*', 'en-US'],
    ['nonsense;;q=x', 'en-US'],
  ])('%j → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});
