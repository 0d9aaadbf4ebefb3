import 'server-only';
import type { CommerceContext } from '@/lib/commerce/client';
import { currentMarket } from '@/lib/i18n/current-market.server';
import { marketCurrency, marketLocale, type Market } from '@/lib/i18n/markets';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { getPreviewRelease, type PreviewRelease } from '@/lib/storefront/merchandising/preview.server';
import type { Currency, Locale } from './locales';

export interface ShopperContext {
  /** The URL's market: the language and the currency below follow from it. */
  market: Market;
  locale: Locale;
  currency: Currency;
  channel: 'web';
  /** Set only for a merchandiser previewing a release (draft mode): catalog reads go to it. */
  preview: PreviewRelease | null;
}

export const marketContext = (market: Market, preview: PreviewRelease | null = null): ShopperContext => ({
  market,
  locale: marketLocale(market),
  currency: marketCurrency(market),
  channel: 'web',
  preview,
});

/**
 * The shopper's market, language and currency. A page has them in its URL (a root parameter, read
 * without cookies, so catalog pages stay cacheable per market); a route handler has no market in
 * its URL, so it reads the one the proxy saved when the shopper's page was opened. Passed into
 * cached functions as arguments so their keys name them.
 */
export async function getShopperContext(): Promise<ShopperContext> {
  const [market, preview] = await Promise.all([pageOrRequestMarket(), getPreviewRelease()]);
  return marketContext(market, preview);
}

async function pageOrRequestMarket(): Promise<Market> {
  try {
    return await currentMarket();
  } catch {
    // Root parameters exist only while a page renders; a route handler's request has the cookie.
    return requestMarket();
  }
}

export const toCommerceContext = (context: ShopperContext): CommerceContext => ({
  locale: context.locale,
  currency: context.currency,
  channel: context.channel,
});
