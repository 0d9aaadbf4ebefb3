import 'server-only';
import { cookies, headers } from 'next/headers';
import { MARKET_COOKIE, isMarket, negotiateMarket, type Market } from './markets';

/**
 * The market of a route handler's request, which has no market in its URL: the page's market the
 * proxy saved in the `market` cookie when that page was opened, else the browser's languages.
 */
export async function requestMarket(): Promise<Market> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const saved = cookieStore.get(MARKET_COOKIE)?.value;
  return isMarket(saved) ? saved : negotiateMarket(headerList.get('accept-language'));
}
