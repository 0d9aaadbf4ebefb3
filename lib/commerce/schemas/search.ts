import { z } from 'zod';
import { catalogProduct } from './catalog';

/**
 * `POST /catalog/multi-search` (an extension beyond the spec, issue 16): the vendor's catalog
 * search, Typesense-shaped. Only what the storefront reads is checked; the rest passes.
 */
export const searchFacetCount = z.object({
  field_name: z.string(),
  counts: z.array(z.object({ value: z.string(), count: z.int() })),
});

export const searchHit = z.object({
  document: catalogProduct,
});

export const searchResult = z.object({
  found: z.int(),
  page: z.int(),
  hits: z.array(searchHit),
  facet_counts: z.array(searchFacetCount),
});
export type SearchResult = z.infer<typeof searchResult>;

export const multiSearchResponse = z.object({ results: z.array(searchResult).min(1) });
