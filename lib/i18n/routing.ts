import { defineRouting } from 'next-intl/routing';
import { DEFAULT_MARKET, MARKETS } from './markets';

/**
 * next-intl's "locale" is our market (`en-gb`, `fr-fr`): its links carry the market, its formatter
 * uses the market's language and region. Finding the market for a first visit is the proxy's job
 * (proxy.ts), so next-intl's own middleware and cookie are not used.
 */
export const routing = defineRouting({
  locales: MARKETS,
  defaultLocale: DEFAULT_MARKET,
  localePrefix: 'always',
  localeCookie: false,
  localeDetection: false,
  alternateLinks: false,
});
