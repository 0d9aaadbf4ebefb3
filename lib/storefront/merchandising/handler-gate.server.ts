import 'server-only';
import { getTranslations } from 'next-intl/server';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import type { MerchandiserSession } from '@/lib/storefront/session/merchandiser-session';
import { readMerchandiserSession } from '@/lib/storefront/session/merchandiser-session.server';

/**
 * The gate of every merchandising route handler (app/api/merchandising/**): a same-origin request
 * (a cross-site page cannot make a signed-in merchandiser's browser publish) from a signed-in
 * merchandiser. Anyone else gets the error envelope and nothing of the service's data.
 */
export async function requireMerchandiser(
  request: Request,
): Promise<{ session: MerchandiserSession } | { refused: Response }> {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return { refused: crossSite };
  const session = await readMerchandiserSession();
  if (!session) {
    const t = await getTranslations({ locale: await requestMarket(), namespace: 'Merchandising' });
    return { refused: errorAnswer(401, t('errors.signInFirst')) };
  }
  return { session };
}

/**
 * A merchandiser's call runs with the store's administrator token, and the service's refusals keep
 * its own words (a 409 "already has an option named XXL" says more than any paraphrase).
 */
export const MERCHANDISER_FAILURE = { token: 'admin', words: 'service' } as const;
