import 'server-only';
import { cookies } from 'next/headers';
import { storeCurrencyFor, storeLocaleFor, type PreferenceValues } from './preferences';
import { CURRENCY_COOKIE, LOCALE_COOKIE } from '@/lib/storefront/i18n/shopper-context.server';

const YEAR = 60 * 60 * 24 * 365;

/**
 * Saved preferences become the shopper's defaults: the same cookies, with the same options, as the
 * header's language and currency switcher (app/api/shopper-context/route.ts). A preference the
 * store cannot honour (a language it does not offer) leaves the current choice alone.
 * Route handlers only: cookies cannot be set while a page renders.
 */
export async function applyShopperDefaults(
  values: Pick<PreferenceValues, 'preferred_locale' | 'preferred_currency'>,
  request: Request,
): Promise<void> {
  const store = await cookies();
  const options = {
    path: '/',
    maxAge: YEAR,
    sameSite: 'lax' as const,
    httpOnly: true,
    secure: process.env.NODE_ENV === 'production' && request.url.startsWith('https:'),
  };
  const locale = storeLocaleFor(values.preferred_locale);
  const currency = storeCurrencyFor(values.preferred_currency);
  if (locale) store.set(LOCALE_COOKIE, locale, options);
  if (currency) store.set(CURRENCY_COOKIE, currency, options);
}
