import 'server-only';
import { market as marketParam } from 'next/root-params';
import { DEFAULT_MARKET, isMarket, type Market } from './markets';

/** The market of the page being rendered: the URL's first segment (server components only). */
export async function currentMarket(): Promise<Market> {
  const segment = await marketParam();
  return isMarket(segment) ? segment : DEFAULT_MARKET;
}
