import { z } from 'zod';
import { CURRENCIES, LOCALES, type Locale } from '@/lib/storefront/i18n/locales';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { saveShopperChoice } from '@/lib/storefront/i18n/shopper-context.server';

const choice = z.object({
  locale: z.enum(LOCALES.map((locale) => locale.code) as [Locale, ...Locale[]]).optional(),
  currency: z.enum(CURRENCIES).optional(),
  returnTo: z.string().optional(),
});

/** The locale and currency switcher posts here (a plain form, so it works without JavaScript). */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const form = Object.fromEntries((await request.formData().catch(() => new FormData())).entries());
  const parsed = choice.safeParse(form);
  if (!parsed.success) {
    return errorAnswer(400, 'Choose one of the offered languages and currencies');
  }
  await saveShopperChoice(parsed.data, request);
  const back = safeReturnPath(
    parsed.data.returnTo ?? new URL(request.headers.get('referer') ?? '/', request.url).pathname,
  );
  return new Response(null, { status: 303, headers: { Location: back } });
}
