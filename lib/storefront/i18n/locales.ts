/** Locales the storefront offers; the service translates product content where it has it. */
export const LOCALES = [
  { code: 'en-US', label: 'English' },
  { code: 'fr-FR', label: 'Français' },
] as const;
export type Locale = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'en-US';

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale.code === value);
export const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);

/**
 * Picks the best supported locale from an Accept-Language header: exact tags first, then a
 * language match (`fr-CA` → `fr-FR`), in the order of the header's q-values.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const wanted = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((locale) => locale.code.toLowerCase() === tag);
    if (exact) return exact.code;
    const language = LOCALES.find((locale) => locale.code.slice(0, 2).toLowerCase() === tag.slice(0, 2));
    if (language) return language.code;
  }
  return DEFAULT_LOCALE;
}
