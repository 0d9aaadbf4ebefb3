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
import { CURRENCIES } from '@/lib/storefront/i18n/locales';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { errorAnswer } from '@/lib/storefront/http/answers.server';

const choice = z.object({
  language: z.enum(LANGUAGES).optional(),
  currency: z.enum(CURRENCIES).optional(),
  returnTo: z.string().optional(),
});

/**
 * The language and currency switcher posts here (a plain form, so it works without JavaScript):
 * the shopper goes to the same page in the market chosen, which is kept for their next visit.
 */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const form = Object.fromEntries((await request.formData().catch(() => new FormData())).entries());
  const parsed = choice.safeParse(form);
  if (!parsed.success) {
    const t = await getTranslations({ locale: await requestMarket(), namespace: 'Ui' });
    return errorAnswer(400, t('errors.chooseMarket'));
  }
  const back = safeReturnPath(
    parsed.data.returnTo ?? new URL(request.headers.get('referer') ?? '/', request.url).pathname,
  );
  const current = splitMarket(back.split(/[?#]/)[0] ?? '/')?.market ?? (await requestMarket());
  const market = marketFor(
    parsed.data.language ?? marketLanguage(current),
    parsed.data.currency ?? marketCurrency(current),
  );
  await saveMarket(market, request);
  return new Response(null, { status: 303, headers: { Location: inMarket(back, market) } });
}
