import 'server-only';
import { cookies } from 'next/headers';
import { MARKET_COOKIE, type Market } from './markets';

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
