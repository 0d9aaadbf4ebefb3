import { currentMarket } from '@/lib/i18n/current-market.server';
import { marketCurrency, marketLanguage } from '@/lib/i18n/markets';
import { ContextSwitcher } from './context-switcher';

/** The market's language and currency, from the URL: the same for every shopper of the page. */
export async function ShopperSwitcher() {
  const market = await currentMarket();
  return <ContextSwitcher key={market} language={marketLanguage(market)} currency={marketCurrency(market)} />;
}
