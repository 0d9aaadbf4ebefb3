import { marketChoice, marketChoiceRefused, switchMarket } from '@/lib/i18n/market-switch.server';
import { readForm } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

/**
 * The language and currency switcher posts here (a plain form, so it works without JavaScript):
 * the shopper goes to the same page in the market chosen, which is kept for their next visit.
 */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  // Read as the other handlers read: at most 64 KB (413 past it), a plain form's fields.
  const parsed = await readForm(request, marketChoice);
  if (!parsed.ok) return parsed.response.status === 400 ? marketChoiceRefused() : parsed.response;
  return switchMarket(request, parsed.data);
}
