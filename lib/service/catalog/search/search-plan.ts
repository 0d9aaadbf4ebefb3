import { ServiceError } from '../../http/errors';
import type { Database } from '../../storage/database';
import { MAX_PAGE_OFFSET } from '../../http/paging';
import { unknownProductType } from '../listing/query-params';
import type { SortKey } from '../listing/sort-order';
import { categoryPaths, nodesUnder, pathsAt, type CategoryPaths } from './categories';
import { parseFilterBy, vendorCategoryLevel, vendorPriceCurrency, type FilterClause } from './filter-by';
import { allowedTypos, closestWords, foldText, queryWords } from './query-text';
import { TYPO_CORRECTIONS_PER_REQUEST, type SearchQuery } from './search-schema';
import {
  FACET_FIELDS,
  knownPrefixes,
  releaseHasCurrency,
  releaseLanguage,
  typoCandidates,
  type FacetField,
  type SearchPlan,
} from './search-store';

/** Field → its weight label in the search vector (migration 0008-search). */
const QUERY_FIELDS: Record<string, string> = { name: 'A', tags: 'B', description: 'C', sku: 'D' };
const SORT_FIELDS: Record<string, SortKey['field']> = {
  _text_match: 'relevance',
  name: 'name',
  price: 'price',
  created_at: 'created_at',
};

/** A 400 naming the search (its index in `searches`) and the parameter. */
export const invalidSearch = (index: number, parameter: string, detail: string) =>
  new ServiceError(400, `searches.${index}.${parameter}: ${detail}`, 'Invalid search', {
    parameter: `searches.${index}.${parameter}`,
    in: 'body',
  });

/** The entries of a comma-separated parameter, trimmed, without empty ones. */
export const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function weightLabels(index: number, queryBy: string | undefined): string {
  const allowed = Object.keys(QUERY_FIELDS).join(', ');
  const labels = commaList(queryBy).map((field) => {
    // Own keys only: `__proto__` or `constructor` must be unknown fields, not the object's prototype.
    const label = Object.hasOwn(QUERY_FIELDS, field) ? QUERY_FIELDS[field] : undefined;
    if (!label) throw invalidSearch(index, 'query_by', `unknown field "${field}" (allowed: ${allowed})`);
    return label;
  });
  return [...new Set(labels)].sort().join('');
}

function sortKeys(index: number, sortBy: string | undefined, hasQuery: boolean): SortKey[] {
  const parts = commaList(sortBy);
  if (parts.length > 3) throw invalidSearch(index, 'sort_by', 'takes at most three fields');
  const keys = parts.map((part): SortKey => {
    const match = /^([a-z_]+):(asc|desc)$/.exec(part);
    // Own keys only, as in weightLabels: `__proto__:asc` names no field.
    const field = match && Object.hasOwn(SORT_FIELDS, match[1]!) ? SORT_FIELDS[match[1]!] : undefined;
    const fields = Object.keys(SORT_FIELDS).join(', ');
    if (!match || !field)
      throw invalidSearch(index, 'sort_by', `"${part}" is not field:asc|desc with field one of ${fields}`);
    if (field === 'relevance' && match[2] !== 'desc')
      throw invalidSearch(index, 'sort_by', '_text_match sorts desc only');
    return { field, direction: match[2] === 'desc' ? 'desc' : 'asc' };
  });
  if (!keys.length && hasQuery) return [{ field: 'relevance', direction: 'desc' }];
  return keys;
}

/**
 * One facet asked for, under the name it was asked by: one of the service's fields, or the vendor's
 * category path at a depth (`meta.search.categories.lvl<N>`) or price in a currency
 * (`price.<CURRENCY>.float_price`, a numeric facet: prices and their min/max).
 */
export type FacetRequest =
  | { name: string; kind: 'field'; field: FacetField }
  | { name: string; kind: 'categories'; level: number }
  | { name: string; kind: 'price'; currency: string };

export function facetFields(index: number, facetBy: string | undefined): FacetRequest[] {
  return commaList(facetBy).map((name): FacetRequest => {
    const known = FACET_FIELDS.find((field) => field === name);
    if (known) return { name, kind: 'field', field: known };
    const level = vendorCategoryLevel(name);
    if (level !== null) return { name, kind: 'categories', level };
    const currency = vendorPriceCurrency(name);
    if (currency !== null) return { name, kind: 'price', currency };
    throw invalidSearch(
      index,
      'facet_by',
      `unknown field "${name}" (allowed: ${FACET_FIELDS.join(', ')}, price.<CURRENCY>.float_price, meta.search.categories.lvl0..lvl4)`,
    );
  });
}

/** Category-path clauses as the nodes under those paths (`node_ids`), which the store filters on. */
function withCategoryNodes(clauses: readonly FilterClause[], paths: CategoryPaths | null): FilterClause[] {
  return clauses.map((clause) =>
    clause.kind === 'values' && 'level' in clause
      ? {
          field: 'node_ids',
          kind: 'values',
          negate: clause.negate,
          values: nodesUnder(paths!, clause.level, clause.values),
        }
      : clause,
  );
}

const prefixOn = (prefix: SearchQuery['prefix']) =>
  prefix === undefined || prefix === true || (typeof prefix === 'string' && !/^false\b/.test(prefix.trim()));

/** The release searched and the language it is searched in. */
type SearchTarget = { releaseId: string; language: string };

/**
 * The tsquery text: every word must match, as a prefix unless `prefix` is false, in the chosen
 * fields. A word the release does not know (no word starts with it) also matches the known words
 * one or two typos away ("tnet" → tent, "jaket" → jacket), as Typesense's typo tolerance does.
 */
async function queryText(
  db: Database,
  target: SearchTarget,
  words: readonly string[],
  options: { prefix: boolean; labels: string; typos: boolean; budget: TypoBudget },
): Promise<{ text: string; corrections: string[] }> {
  const corrections: string[] = [];
  const terms: string[] = [];
  // The vocabulary holds words with a letter: numbers (an SKU's digits) are never corrected.
  const correctable = (word: string) => options.typos && /\p{L}/u.test(word) && allowedTypos(word) > 0;
  const known = await knownPrefixes(db, target.releaseId, target.language, words.filter(correctable));
  for (const word of words) {
    const alternatives = [word];
    if (correctable(word) && !known.has(word)) {
      const closest = await correctionsOf(db, target, word, options.budget);
      alternatives.push(...closest);
      corrections.push(...closest);
    }
    const marks = `${options.prefix ? '*' : ''}${options.labels}`;
    const written = alternatives.map((term) => (marks ? `${term}:${marks}` : term));
    terms.push(written.length > 1 ? `(${written.join(' | ')})` : written[0]!);
  }
  return { text: terms.join(' & '), corrections };
}

/**
 * What one request may still spend on typo corrections (TYPO_CORRECTIONS_PER_REQUEST), and the
 * corrections it already made, per language and word.
 */
export interface TypoBudget {
  left: number;
  readonly made: Map<string, string[]>;
}

export const typoBudget = (): TypoBudget => ({ left: TYPO_CORRECTIONS_PER_REQUEST, made: new Map() });

/**
 * Reads that every search of one request would make alike (the release's language, whether it has
 * prices in a currency, its product count), made once per request: a request of several searches
 * costs its searches, not their repeated preliminaries.
 */
export interface SharedReads {
  once<T>(key: string, read: () => Promise<T>): Promise<T>;
}

export function sharedReads(): SharedReads {
  const made = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, read: () => Promise<T>) {
      if (!made.has(key)) made.set(key, read());
      return made.get(key) as Promise<T>;
    },
  };
}

/** Whether the release has prices in the currency, read once per request. */
export const currencyListed = (db: Database, reads: SharedReads, releaseId: string, currency: string) =>
  reads.once(`currency:${releaseId}:${currency}`, () => releaseHasCurrency(db, releaseId, currency));

/** A word's corrections: made once per request, and none once the request's budget is spent. */
async function correctionsOf(db: Database, target: SearchTarget, word: string, budget: TypoBudget) {
  const key = `${target.language}:${word}`;
  const made = budget.made.get(key);
  if (made) return made;
  if (budget.left <= 0) return [];
  budget.left -= 1;
  const closest = closestWords(word, await typoCandidates(db, target.releaseId, target.language, word));
  budget.made.set(key, closest);
  return closest;
}

export interface ResolvedSearch {
  plan: SearchPlan;
  page: number;
  perPage: number;
  facets: FacetRequest[];
  /** Per category facet's depth: each node reaching it and its path there. */
  categoryPathsAt: (level: number) => { nodes: string[]; labels: string[] };
  maxFacetValues: number;
  /** Folded words that count as matches when highlighting (the query's and their corrections). */
  matchWords: string[];
}

/** Checks one search of a multi-search and resolves it against the shopper's release. */
export async function resolveSearch(
  db: Database,
  index: number,
  query: SearchQuery,
  context: {
    releaseId: string;
    languages: readonly string[];
    currency: string;
    typos: TypoBudget;
    reads: SharedReads;
  },
): Promise<ResolvedSearch> {
  const q = (query.q ?? '').trim();
  if (q.includes('\u0000')) throw invalidSearch(index, 'q', 'must not contain NUL characters');
  const words = q === '*' ? [] : queryWords(q);
  const labels = weightLabels(index, query.query_by);
  const filter = parseFilterBy(query.filter_by ?? '');
  if (!filter.ok) throw invalidSearch(index, 'filter_by', filter.message);
  for (const clause of filter.clauses) {
    const unknown =
      clause.kind === 'values' && clause.field === 'product_types' && unknownProductType(clause.values);
    if (unknown) throw invalidSearch(index, 'filter_by', unknown);
  }
  const facets = facetFields(index, query.facet_by);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 10;
  if ((page - 1) * perPage > MAX_PAGE_OFFSET)
    throw invalidSearch(index, 'page', `(page - 1) × per_page must not exceed ${MAX_PAGE_OFFSET}`);

  const language = await context.reads.once(
    `language:${context.releaseId}:${context.languages.join(',')}`,
    () => releaseLanguage(db, context.releaseId, context.languages),
  );
  const typed = words.length
    ? await queryText(db, { releaseId: context.releaseId, language }, words, {
        prefix: prefixOn(query.prefix),
        labels,
        typos: query.num_typos !== 0,
        budget: context.typos,
      })
    : null;
  // `product_types:!=child` alone is the grouped listing, which published counts can answer.
  const grouping = filter.clauses.findIndex(
    (clause) =>
      clause.kind === 'values' &&
      clause.field === 'product_types' &&
      clause.negate &&
      clause.values.length === 1 &&
      clause.values[0] === 'child',
  );
  const needsPaths =
    facets.some((facet) => facet.kind === 'categories') ||
    filter.clauses.some((clause) => clause.kind === 'values' && 'level' in clause);
  const paths = needsPaths
    ? await context.reads.once(`paths:${context.releaseId}`, () => categoryPaths(db, context.releaseId))
    : null;
  const clauses = withCategoryNodes(
    filter.clauses.filter((_, at) => at !== grouping),
    paths,
  );
  return {
    plan: {
      releaseId: context.releaseId,
      language,
      currency: context.currency,
      currencyListed: await currencyListed(db, context.reads, context.releaseId, context.currency),
      tsquery: typed?.text ?? null,
      folded: foldText(q),
      clauses,
      grouped: grouping >= 0,
      sort: sortKeys(index, query.sort_by, words.length > 0),
      limit: perPage,
      offset: (page - 1) * perPage,
    },
    page,
    perPage,
    facets,
    categoryPathsAt: (level) => (paths ? pathsAt(paths, level) : { nodes: [], labels: [] }),
    maxFacetValues: query.max_facet_values ?? 10,
    matchWords: [...words, ...(typed?.corrections ?? [])],
  };
}
