/** Locales the storefront offers; the service translates product content where it has it. */
export const LOCALES = [
  { code: 'en-US', label: 'English' },
  { code: 'fr-FR', label: 'Français' },
] as const;
export type Locale = (typeof LOCALES)[number]['code'];

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale.code === value);
export const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);
