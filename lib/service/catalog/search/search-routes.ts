import { adminOnly, anyToken } from '../../auth/middleware';
import { requestClientAddress } from '../../http/connection';
import { tooManyRequests } from '../../http/errors';
import { createRouter } from '../../http/router';
import { defineRoute, json } from '../../http/route';
import { documentsOf } from '../listing/product-store';
import { withChildPriceRanges } from '../listing/child-price-range';
import { shopperHeaders } from '../listing/query-params';
import { releaseRead, shopperRead, type ReadRequest } from '../routes/read-request';
import { productView } from '../views/product-view';
import { withBoundedReads } from './bounded-reads';
import { highlightField, type Highlight } from './highlight';
import {
  commaList,
  currencyListed,
  resolveSearch,
  sharedReads,
  typoBudget,
  type FacetRequest,
  type ResolvedSearch,
  type SharedReads,
  type TypoBudget,
} from './search-plan';
import {
  multiSearchRequest,
  multiSearchResponse,
  type FacetCountBody,
  type SearchHitBody,
  type SearchQuery,
  type SearchResult,
  TYPO_CORRECTIONS_PER_REQUEST,
} from './search-schema';
import {
  PRICE_BANDS,
  categoryCounts,
  countMatches,
  facetCounts,
  priceStats,
  priceValueCounts,
  type FacetValueCount,
  type SearchPlan,
  searchPage,
  wholeReleaseCount,
} from './search-store';
import { currencyDecimals } from '../../money/format';
import type { Database, Storage } from '../../storage/database';
import { z } from '@hono/zod-openapi';

const HIGHLIGHTABLE = ['name', 'description', 'sku'] as const;

const fields = (value: string | undefined) => new Set(commaList(value));

/** What one request's searches share: its typo corrections and the reads all of them would make. */
interface SearchRequest {
  typos: TypoBudget;
  reads: SharedReads;
}

const searchRequest = (): SearchRequest => ({ typos: typoBudget(), reads: sharedReads() });

/** Counts with their stats; with a plan, the lowest and highest price in its currency (major units). */
async function withStats(db: Database, counts: FacetValueCount[], pricesOf?: SearchPlan) {
  const stats: Record<string, number> = { total_values: counts.length };
  if (pricesOf) {
    const range = await priceStats(db, pricesOf);
    const unit = 10 ** currencyDecimals(pricesOf.currency);
    if (range) Object.assign(stats, { min: range.min / unit, max: range.max / unit });
  }
  return { counts, stats };
}

/** One facet's counts and stats; prices in stats (and as the vendor's numeric values) in major units. */
async function facetOf(db: Database, resolved: ResolvedSearch, facet: FacetRequest, reads: SharedReads) {
  const { plan, maxFacetValues } = resolved;
  if (facet.kind === 'categories') {
    const paths = resolved.categoryPathsAt(facet.level);
    return withStats(db, await categoryCounts(db, plan, paths, maxFacetValues));
  }
  if (facet.kind === 'field') {
    const counts = await facetCounts(db, plan, facet.field, maxFacetValues);
    return withStats(db, counts, facet.field === 'price' ? plan : undefined);
  }
  const unit = 10 ** currencyDecimals(facet.currency);
  const inCurrency = {
    ...plan,
    currency: facet.currency,
    currencyListed: await currencyListed(db, reads, plan.releaseId, facet.currency),
  };
  const values = await priceValueCounts(db, plan, facet.currency, maxFacetValues);
  const counts = values.map(({ amount, count }) => ({ value: String(amount / unit), count }));
  return withStats(db, counts, inCurrency);
}

/** The facets of a search that found nothing: no values, without a statement each. */
const emptyFacet = { counts: [], stats: { total_values: 0 } };

async function runSearch(
  read: ReadRequest,
  index: number,
  query: SearchQuery,
  request: SearchRequest,
): Promise<SearchResult> {
  const started = performance.now();
  const { db, release, view } = read;
  const resolved = await resolveSearch(db, index, query, {
    releaseId: release.id,
    languages: view.languages,
    currency: view.currency,
    ...request,
  });
  const { plan } = resolved;
  // Counted first: a search that finds nothing (any search of words no product has, which is what
  // a request full of misspelt words is) reads no page, no documents and no facets.
  const found = await countMatches(db, plan);
  const page = found > 0 && resolved.perPage > 0 ? await searchPage(db, plan) : [];
  const rankOf = new Map(page.map((hit) => [hit.id, hit.rank]));
  const rows = await documentsOf(db, release.id, [...rankOf.keys()]);
  const views = rows.map((row) => productView(row, view));
  const products = await withChildPriceRanges(db, release.id, view.currency, views);

  const queried = fields(query.query_by);
  const shown = fields(query.highlight_fields);
  const highlightOptions = {
    words: resolved.matchWords,
    startTag: query.highlight_start_tag ?? '<mark>',
    endTag: query.highlight_end_tag ?? '</mark>',
    affix: query.highlight_affix_num_tokens ?? 4,
    fullFields: fields(query.highlight_full_fields),
  };
  const highlightable = HIGHLIGHTABLE.filter((field) =>
    shown.size ? shown.has(field) : !queried.size || queried.has(field),
  );
  const autocomplete = query.type === 'autocomplete';
  const hits = products.map((product): SearchHitBody => {
    const highlights = resolved.matchWords.length
      ? highlightable.flatMap((field) => {
          const text = field === 'sku' ? product.attributes.sku : product.attributes[field];
          const marked = text ? highlightField(field, text, highlightOptions) : null;
          return marked ? [marked] : [];
        })
      : [];
    return {
      document: autocomplete ? { id: product.id, q: product.attributes.name, count: 1 } : product,
      highlight: Object.fromEntries(highlights.map(({ field, ...rest }: Highlight) => [field, rest])),
      highlights,
      text_match: Math.round((rankOf.get(product.id) ?? 0) * 1_000_000),
    };
  });

  const facet_counts: FacetCountBody[] = [];
  for (const facet of resolved.facets) {
    const { counts, stats } = found > 0 ? await facetOf(db, resolved, facet, request.reads) : emptyFacet;
    facet_counts.push({
      field_name: facet.name,
      counts: counts.map(({ value, count }) => ({ value, count, highlighted: value })),
      sampled: false,
      stats,
    });
  }

  return {
    type: autocomplete ? 'autocomplete' : 'search',
    found,
    out_of: await request.reads.once(`count:${release.id}`, () => wholeReleaseCount(db, release.id, false)),
    page: resolved.page,
    hits,
    facet_counts,
    request_params: {
      collection_name: query.collection ?? 'products',
      per_page: resolved.perPage,
      q: query.q ?? '',
    },
    search_cutoff: false,
    search_time_ms: Math.round(performance.now() - started),
  };
}

/** A request's searches in order, each statement bounded (bounded-reads.ts). */
const runSearches = (
  read: ReadRequest & { storage: Storage },
  searches: readonly SearchQuery[],
  request: SearchRequest,
) =>
  withBoundedReads(read.storage, async (db) => {
    const results: SearchResult[] = [];
    for (const [index, query] of searches.entries())
      results.push(await runSearch({ ...read, db }, index, query, request));
    return results;
  });

const multiSearch = defineRoute({
  method: 'post',
  path: '/catalog/multi-search',
  tags: ['Catalog search'],
  summary: 'Search the live products of the shopper’s release (extension: the vendor’s catalog search)',
  description: [
    'Typesense-compatible requests and answers, as the vendor’s `postMultiSearch` types them.',
    'Searches the release the best-matching catalog rule selects, in the language Accept-Language',
    'picks, with prices, price filters, price sorting and price bands in X-Currency. Words match as',
    'prefixes, in any case, with or without accents, and with a small typo. Price bands',
    `(${PRICE_BANDS.join(', ')}) are in major units. Unknown fields, a q over 200 characters or a`,
    'malformed filter_by, sort_by, facet_by or query_by are a 400 naming `searches.N.field`.',
  ].join(' '),
  access: anyToken,
  request: { headers: z.object(shopperHeaders), body: multiSearchRequest },
  responses: { 200: json(multiSearchResponse, 'One result per search, in order') },
});

/** `POST /catalog/multi-search` (issue 16; DESIGN.md §3 "catalog search as the vendor's"). */
export const searchRoutes = createRouter().openapi(multiSearch, async (c) => {
  const { searches } = c.req.valid('json');
  // An address past its search limit (README "Service limits") is refused before any work; what a
  // request cost, its searches and the typos it corrected, is counted once it is done.
  const address = requestClientAddress(c);
  const { search: limit } = c.var.deps.limits;
  const check = address ? await limit.check(address) : undefined;
  if (check?.limited)
    throw tooManyRequests(
      `Too many searches from this address; try again in ${check.retryAfterSeconds} seconds`,
      check.retryAfterSeconds,
    );
  const read = await shopperRead(c);
  const request = searchRequest();
  const results = await runSearches({ ...read, storage: c.var.deps.storage }, searches, request);
  if (address)
    await limit.take(address, searches.length + (TYPO_CORRECTIONS_PER_REQUEST - request.typos.left));
  return c.json({ results }, 200);
});

const releaseMultiSearch = defineRoute({
  method: 'post',
  path: '/pcm/catalogs/{catalog_id}/releases/{release_id}/multi-search',
  tags: ['Catalog search'],
  summary: 'Search one release, e.g. a merchandiser’s preview (administrators only)',
  description:
    'The same searches and answers as `POST /catalog/multi-search`, on the release named (an id, `latest`, or the unpublished data a preview renders): a preview finds what it shows.',
  access: adminOnly,
  request: {
    params: z.object({ catalog_id: z.string(), release_id: z.string() }),
    headers: z.object(shopperHeaders),
    body: multiSearchRequest,
  },
  responses: { 200: json(multiSearchResponse, 'One result per search, in order') },
});

/** A release's search (issue 27 point 7): what a merchandiser's preview shows is what it finds. */
export const releaseSearchRoutes = createRouter().openapi(releaseMultiSearch, async (c) => {
  const { searches } = c.req.valid('json');
  const read = await releaseRead(c);
  const results = await runSearches({ ...read, storage: c.var.deps.storage }, searches, searchRequest());
  return c.json({ results }, 200);
});
