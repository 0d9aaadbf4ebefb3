import { getSuggestions } from '@/lib/storefront/catalog/catalog-data.server';
import { MAX_QUERY_LENGTH } from '@/lib/storefront/catalog/search-params';
import { dataAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { requestErrors } from '@/lib/storefront/http/error-words.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';

/**
 * Suggestions for the header's search box as the shopper types: `GET /api/search/suggestions?q=te`
 * answers `{data: [{id, name, href, price?, fromPrice?}]}` in the shopper's language and currency,
 * from the release their catalog rule selects. It reads only, so it needs no same-origin check. Past
 * the service's search limit for the shopper's address: 429 with Retry-After and words that say so.
 */
export async function GET(request: Request) {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  if (!q) return errorAnswer(400, (await requestErrors())('searchEmpty'));
  if (q.length > MAX_QUERY_LENGTH)
    return errorAnswer(400, (await requestErrors())('searchTooLong', { max: MAX_QUERY_LENGTH }));
  const suggestions = await getSuggestions(await getShopperContext(), q);
  return suggestions.ok
    ? dataAnswer(suggestions.data)
    : failureAnswer(suggestions.error, { limit: 'searches' });
}
