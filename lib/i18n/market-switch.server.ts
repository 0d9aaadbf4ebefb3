import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { CURRENCIES } from './locales';
import { saveMarket } from './market-cookie.server';
import { inMarket, LANGUAGES, marketCurrency, marketFor, marketLanguage, splitMarket } from './markets';
import { requestMarket } from './request-market.server';

/** What the language and currency switcher posts (a plain form: it works without JavaScript). */
export const marketChoice = z.object({
  language: z.enum(LANGUAGES).optional(),
  currency: z.enum(CURRENCIES).optional(),
  returnTo: z.string().optional(),
});
export type MarketChoice = z.infer<typeof marketChoice>;

/** The page the switcher was posted from (home without a Referer); null when the Referer is not a URL. */
function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    return new URL(referer, request.url).pathname;
  } catch {
    return null;
  }
}

/** The switcher's refusal of a language or currency the shop does not offer, in the page's language. */
export async function marketChoiceRefused(): Promise<Response> {
  const t = await getTranslations({ locale: await requestMarket(), namespace: 'Ui' });
  return errorAnswer(400, t('errors.chooseMarket'));
}

/**
 * The shopper goes to the same page in the market chosen (what they did not choose stays as it
 * was), which is kept for their next visit.
 */
export async function switchMarket(request: Request, choice: MarketChoice): Promise<Response> {
  const from = choice.returnTo ?? refererPath(request);
  if (from === null) return errorAnswer(400, 'The Referer header is not a URL');
  const back = safeReturnPath(from);
  const current = splitMarket(back.split(/[?#]/)[0] ?? '/')?.market ?? (await requestMarket());
  const market = marketFor(
    choice.language ?? marketLanguage(current),
    choice.currency ?? marketCurrency(current),
  );
  await saveMarket(market, request);
  return new Response(null, { status: 303, headers: { Location: inMarket(back, market) } });
}
