import 'server-only';
import { cookies } from 'next/headers';
import { MARKET_COOKIE, marketPath, splitMarket, type Market } from './markets';

export const MARKET_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The cookie's options, shared with the proxy, which saves the market of every page opened. */
export const marketCookieOptions = (secure: boolean) => ({
  path: '/',
  maxAge: MARKET_COOKIE_MAX_AGE,
  sameSite: 'lax' as const,
  httpOnly: true,
  secure,
});

/** Route handlers only: the switcher and saved preferences keep the market for a year. */
export async function saveMarket(market: Market, request: Request): Promise<void> {
  const secure = process.env.NODE_ENV === 'production' && request.url.startsWith('https:');
  (await cookies()).set(MARKET_COOKIE, market, marketCookieOptions(secure));
}

/** The same page in another market: `/fr-fr/shop?x` → `/en-gb/shop?x`; an unprefixed path gains one. */
export function inMarket(path: string, market: Market): string {
  const [pathname = '/', query = ''] = path.split(/(?=[?#])/, 2);
  const rest = splitMarket(pathname)?.rest ?? pathname;
  return `${marketPath(market, rest === '/' ? '/' : rest)}${query}`;
}
