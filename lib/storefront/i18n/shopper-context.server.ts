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
