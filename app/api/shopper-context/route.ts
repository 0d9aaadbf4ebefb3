import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { saveMarket } from '@/lib/i18n/market-cookie.server';
import {
  inMarket,
  LANGUAGES,
  marketCurrency,
  marketFor,
  marketLanguage,
  splitMarket,
} from '@/lib/i18n/markets';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { CURRENCIES } from '@/lib/i18n/locales';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { readForm } from '@/lib/storefront/http/read-body.server';

const choice = z.object({
  language: z.enum(LANGUAGES).optional(),
  currency: z.enum(CURRENCIES).optional(),
  returnTo: z.string().optional(),
});

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

/**
 * The language and currency switcher posts here (a plain form, so it works without JavaScript):
 * the shopper goes to the same page in the market chosen, which is kept for their next visit.
 */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  // Read as the other handlers read: at most 64 KB (413 past it), a plain form's fields.
  const parsed = await readForm(request, choice);
  if (!parsed.ok) {
    if (parsed.response.status !== 400) return parsed.response;
    const t = await getTranslations({ locale: await requestMarket(), namespace: 'Ui' });
    return errorAnswer(400, t('errors.chooseMarket'));
  }
  const from = parsed.data.returnTo ?? refererPath(request);
  if (from === null) return errorAnswer(400, 'The Referer header is not a URL');
  const back = safeReturnPath(from);
  const current = splitMarket(back.split(/[?#]/)[0] ?? '/')?.market ?? (await requestMarket());
  const market = marketFor(
    parsed.data.language ?? marketLanguage(current),
    parsed.data.currency ?? marketCurrency(current),
  );
  await saveMarket(market, request);
  return new Response(null, { status: 303, headers: { Location: inMarket(back, market) } });
}
