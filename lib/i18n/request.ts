import { getRequestConfig } from 'next-intl/server';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { currentMarket } from './current-market.server';
import { isMarket, marketLanguage } from './markets';

const MESSAGES = { en, fr } as const;

/**
 * next-intl's configuration for a server render: the market comes from the URL's first segment
 * (a root parameter, so cached components that translate are keyed by it), or is passed in where
 * there is no URL segment (route handlers).
 */
export default getRequestConfig(async ({ locale }) => {
  const market = isMarket(locale) ? locale : await currentMarket();
  return { locale: market, messages: MESSAGES[marketLanguage(market)], timeZone: 'UTC' };
});
