import 'server-only';
import { describeError } from '@/lib/commerce/describe-error';
import type { CommerceError } from '@/lib/commerce/result';
import { errorAnswer, refuseCrossSite } from './account-api.server';
import type { MerchandiserSession } from './merchandiser-session';
import { readMerchandiserSession } from './merchandiser-session.server';

/**
 * The gate of every merchandising route handler (app/api/merchandising/**): a same-origin request
 * (a cross-site page cannot make a signed-in merchandiser's browser publish) from a signed-in
 * merchandiser. Anyone else gets the error envelope and nothing of the service's data.
 */
export async function requireMerchandiser(
  request: Request,
): Promise<{ session: MerchandiserSession } | { refused: Response }> {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return { refused: crossSite };
  const session = await readMerchandiserSession();
  if (!session) return { refused: errorAnswer(401, 'Please sign in as a merchandiser first.') };
  return { session };
}

/**
 * A failed call to the service, for a merchandiser: the service's refusals keep their status and
 * its own detail (a 409 "already has an option named XXL" says more than any paraphrase); its
 * faults and silence become 502/503. The administrator's token being refused is the store's
 * configuration problem, not the merchandiser's: 502.
 */
export function merchandisingFailureAnswer(error: CommerceError): Response {
  if (error.kind === 'network') return errorAnswer(503, describeError(error));
  if (error.kind === 'validation') return errorAnswer(502, describeError(error));
  const status = error.status ?? 502;
  if (status === 401 || status === 403 || status >= 500 || status < 400)
    return errorAnswer(
      502,
      'The commerce service refused the store’s administrator access or failed. Please try again shortly.',
    );
  const first = error.errors[0];
  return errorAnswer(status, error.detail ?? error.title, first?.meta ? { meta: first.meta } : {});
}
