import 'server-only';
import { saveMarket } from '@/lib/i18n/market-cookie.server';
import { marketCurrency, marketFor, marketLanguage, type Language, type Market } from '@/lib/i18n/markets';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { storeCurrencyFor, storeLocaleFor, type PreferenceValues } from './preferences';

/**
 * Saved preferences choose the shopper's market: the language and currency the account saved, each
 * kept from the current market where the store cannot honour it (a language it does not offer).
 * Answers the market, so the caller can send the shopper to their page in it.
 */
export async function applyShopperDefaults(
  values: Pick<PreferenceValues, 'preferred_locale' | 'preferred_currency'>,
  request: Request,
): Promise<Market> {
  const current = await requestMarket();
  const language =
    (storeLocaleFor(values.preferred_locale)?.slice(0, 2) as Language | undefined) ?? marketLanguage(current);
  const currency = storeCurrencyFor(values.preferred_currency) ?? marketCurrency(current);
  const market = marketFor(language, currency);
  await saveMarket(market, request);
  return market;
}
