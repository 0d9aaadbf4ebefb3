import type { CommerceClient } from '../client';
import { catalogPrefix, SHOPPER_CATALOG, type CatalogSource } from './catalog';
import { multiSearchResponse } from '../schemas/search';

/** One search of `POST /catalog/multi-search`, in Typesense's words (lib/service/catalog/README.md). */
export interface CatalogSearch {
  q: string;
  filter_by?: string;
  facet_by?: string;
  max_facet_values?: number;
  sort_by?: string;
  page?: number;
  per_page?: number;
}

/**
 * The live products that match one search: of the release the shopper's catalog rule selects, or of
 * one release (a merchandiser's preview, administrators only), which then finds what it shows.
 */
export async function searchCatalog(
  client: CommerceClient,
  search: CatalogSearch,
  source: CatalogSource = SHOPPER_CATALOG,
) {
  const answer = await client.request(`${catalogPrefix(source)}/multi-search`, {
    method: 'POST',
    body: { searches: [search] },
    schema: multiSearchResponse,
  });
  return answer.ok ? { ...answer, data: answer.data.results[0]! } : answer;
}

/** A `filter_by` value in backticks, so commas and spaces in it stay part of the value. */
export const filterValue = (value: string) => `\`${value.replaceAll('`', '')}\``;
