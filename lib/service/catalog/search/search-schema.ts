import { z } from '@hono/zod-openapi';
import { catalogProduct } from '@/lib/commerce/schemas/catalog';

/** The longest query a search takes (characters); longer is a 400. */
export const MAX_QUERY_LENGTH = 200;
/**
 * Searches in one multi-search request: a storefront sends one, a faceting client one per refined
 * facet besides; more is a 400, so that one request costs at most a few searches.
 */
export const MAX_SEARCHES = 5;
/**
 * Words corrected for a typo in one request, over all its searches (a word met again is corrected
 * once). Correcting reads the release's words near it, so it is the dearest part of a search; the
 * other words of a request full of typos are searched as written.
 */
export const TYPO_CORRECTIONS_PER_REQUEST = 3;

/** Optional parameters: a comma-separated field list, a bounded string, a bounded integer. */
const fieldList = (description: string, example: string) =>
  z.string().max(300).optional().openapi({ description, example });
const text = (max: number, description: string) => z.string().max(max).optional().openapi({ description });
const integer = (min: number, max: number | null, description: string) =>
  (max === null ? z.number().int().min(min) : z.number().int().min(min).max(max))
    .optional()
    .openapi({ description });

/**
 * One search of `POST /catalog/multi-search`, Typesense's parameters as the vendor's SDK types them
 * (`SearchQuery` of `postMultiSearch`) and as a Typesense InstantSearch adapter sends them. Any
 * other field is a 400.
 */
export const searchQuery = z
  .strictObject({
    type: z.enum(['search', 'autocomplete']).optional().openapi({
      description: '`autocomplete` answers `{id, q, count}` suggestions (product names) instead of products',
    }),
    collection: text(100, 'Accepted for Typesense clients; the release is the collection'),
    q: z.string().max(MAX_QUERY_LENGTH).optional().openapi({
      description: 'Words to find (partial words, any case or accents, a small typo); empty or `*` for all',
      example: 'tent',
    }),
    query_by: fieldList(
      'Fields to search, comma-separated: name, description, sku, tags (default all)',
      'name,description',
    ),
    query_by_weights: text(100, 'Accepted; fields weigh name > tags > description > sku'),
    filter_by: z.string().max(2000).optional().openapi({
      description:
        'Clauses joined by &&: tags, product_types, sku, slug, id, node_ids, hierarchy_ids (`:v`, `:=[a,b]`, `:!=[a,b]`) and price in major units of X-Currency (`:>=10`, `:[10..50]`, `:=[10..50]`). `product_types:!=child` lists parents and standalone products only. The vendor\'s names too: `meta.search.categories.lvl0`..`lvl4` (category paths, "Apparel > Men") and `price.<CURRENCY>.float_price` (price in that currency)',
      example: 'tags:=[tents] && price:[50..500]',
    }),
    facet_by: fieldList(
      "Facets, comma-separated: product_types, tags, price (bands 0-25, 25-50, 50-100, 100-250, 250+); the vendor's meta.search.categories.lvl0..lvl4 (category paths) and price.<CURRENCY>.float_price (prices in major units, with min and max in stats)",
      'tags,price',
    ),
    max_facet_values: integer(1, 100, 'Values per facet (default 10)'),
    sort_by: fieldList(
      'Up to three of _text_match:desc, name:asc|desc, price:asc|desc (X-Currency; a parent by its lowest child), created_at:asc|desc. Default: relevance with a query, else the catalog order',
      'price:asc',
    ),
    page: integer(1, null, 'From 1 (default 1)'),
    per_page: integer(0, 100, '0..100 (default 10); page × per_page stays within 10,000'),
    highlight_full_fields: fieldList('Fields highlighted whole (name, description, sku)', 'name'),
    highlight_fields: fieldList(
      'Fields highlighted (default: the query_by fields that can be)',
      'name,description',
    ),
    highlight_start_tag: text(50, 'Default <mark>'),
    highlight_end_tag: text(50, 'Default </mark>'),
    highlight_affix_num_tokens: integer(0, 100, 'Words around a match in a snippet (default 4)'),
    include_fields: text(300, 'Accepted; a hit always carries the whole product'),
    exclude_fields: text(300, 'Accepted; a hit always carries the whole product'),
    num_typos: integer(0, 2, '0 turns typo tolerance off (default 2)'),
    typo_tokens_threshold: integer(0, null, 'Accepted; unknown words are always corrected'),
    drop_tokens_threshold: integer(0, null, 'Accepted; every word must match'),
    prefix: z
      .union([z.boolean(), z.string().max(100)])
      .optional()
      .openapi({ description: 'false matches whole words only (default true)' }),
    exhaustive_search: z
      .boolean()
      .optional()
      .openapi({ description: 'Accepted; searches are always exhaustive' }),
  })
  .openapi('CatalogSearchQuery');
export type SearchQuery = z.infer<typeof searchQuery>;

export const multiSearchRequest = z
  .strictObject({ searches: z.array(searchQuery).min(1).max(MAX_SEARCHES) })
  .openapi('CatalogMultiSearchRequest');

const facetCount = z.object({
  field_name: z.string(),
  counts: z.array(z.object({ value: z.string(), count: z.int(), highlighted: z.string() })),
  sampled: z.boolean(),
  stats: z.record(z.string(), z.number()),
});

const highlight = z.object({
  field: z.string(),
  snippet: z.string(),
  value: z.string().optional(),
  matched_tokens: z.array(z.string()),
});

const hit = z.object({
  document: z.union([
    catalogProduct,
    z.object({ id: z.string(), q: z.string(), count: z.int() }).openapi({ description: 'autocomplete' }),
  ]),
  highlight: z.record(z.string(), highlight.omit({ field: true })),
  highlights: z.array(highlight),
  text_match: z.number(),
});

export const searchResult = z.object({
  type: z.enum(['search', 'autocomplete']),
  found: z.int(),
  out_of: z.int(),
  page: z.int(),
  hits: z.array(hit),
  facet_counts: z.array(facetCount),
  request_params: z.object({ collection_name: z.string(), per_page: z.int(), q: z.string() }),
  search_cutoff: z.boolean(),
  search_time_ms: z.int(),
});
export type SearchResult = z.infer<typeof searchResult>;
export type SearchHitBody = z.infer<typeof hit>;
export type FacetCountBody = z.infer<typeof facetCount>;

export const multiSearchResponse = z
  .object({ results: z.array(searchResult) })
  .openapi('CatalogMultiSearchResponse');
