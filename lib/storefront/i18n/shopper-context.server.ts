import 'server-only';
import { cookies, headers } from 'next/headers';
import type { CommerceContext } from '@/lib/commerce/client';
import { getPreviewRelease, type PreviewRelease } from '@/lib/storefront/merchandising/preview.server';
import {
  DEFAULT_CURRENCY,
  isCurrency,
  isLocale,
  negotiateLocale,
  type Currency,
  type Locale,
} from './locales';

export const LOCALE_COOKIE = 'locale';
export const CURRENCY_COOKIE = 'currency';

export interface ShopperContext {
  locale: Locale;
  currency: Currency;
  channel: 'web';
  /** Set only for a merchandiser previewing a release (draft mode): catalog reads go to it. */
  preview: PreviewRelease | null;
}

/**
 * The shopper's locale and currency: the switcher's cookie, else Accept-Language (and USD). Read
 * here, outside any cached function, and passed in as arguments so cache keys name them.
 */
export async function getShopperContext(): Promise<ShopperContext> {
  const [cookieStore, headerList, preview] = await Promise.all([cookies(), headers(), getPreviewRelease()]);
  const savedLocale = cookieStore.get(LOCALE_COOKIE)?.value;
  const savedCurrency = cookieStore.get(CURRENCY_COOKIE)?.value;
  return {
    locale: isLocale(savedLocale) ? savedLocale : negotiateLocale(headerList.get('accept-language')),
    currency: isCurrency(savedCurrency) ? savedCurrency : DEFAULT_CURRENCY,
    channel: 'web',
    preview,
  };
}

export const toCommerceContext = (context: ShopperContext): CommerceContext => ({
  locale: context.locale,
  currency: context.currency,
  channel: context.channel,
});

const YEAR = 60 * 60 * 24 * 365;

/**
 * Keeps the shopper's language and currency for a year: the header's switcher and saved account
 * preferences set the same cookies with the same options. Route handlers only: cookies cannot be
 * set while a page renders.
 */
export async function saveShopperChoice(
  choice: { locale?: Locale; currency?: Currency },
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
  if (choice.locale) store.set(LOCALE_COOKIE, choice.locale, options);
  if (choice.currency) store.set(CURRENCY_COOKIE, choice.currency, options);
}
