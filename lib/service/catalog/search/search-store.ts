import { sql, type SQL } from 'drizzle-orm';
import { currencyDecimals } from '../../money/format';
import { rowsOf, type Database } from '../../storage/database';
import { selectRows } from '../select-rows';
import { isUuid } from '../ids';
import { negotiateLanguage } from '../language';
import { orderBySql, type SortKey } from '../listing/sort-order';
import { foldText } from './query-text';
import type { FilterClause } from './filter-by';

/** Everything one search needs, resolved from the request (search-request.ts). */
export interface SearchPlan {
  releaseId: string;
  language: string;
  currency: string;
  /** Whether the release has prices in `currency` (releaseHasCurrency). */
  currencyListed: boolean;
  /** The tsquery text (words, their typo corrections, prefix marks and field weights), or null for all. */
  tsquery: string | null;
  /** The query folded, to rank an exact or contained name (or an exact sku) first. */
  folded: string;
  clauses: readonly FilterClause[];
  /** Leave children out (`filter_by=product_types:!=child`): parents and standalone products only. */
  grouped: boolean;
  sort: readonly SortKey[];
  limit: number;
  offset: number;
}

/**
 * The prices in the shopper's currency. A release has a row per product for each of its currencies
 * (no price: a null amount), so an inner join keeps every product and lets a price order walk the
 * price index; a currency the release has no prices in at all joins nothing.
 */
export const pricesJoin = (currency: string, listed: boolean) =>
  listed
    ? sql`JOIN catalog_release_prices c
        ON c.release_id = s.release_id AND c.currency = ${currency} AND c.product_id = s.product_id`
    : sql`LEFT JOIN catalog_release_prices c
        ON c.release_id = s.release_id AND c.currency = ${currency} AND c.product_id = s.product_id`;

/** Whether any product of the release has a price in the currency (then every product has a row). */
export async function releaseHasCurrency(db: Database, releaseId: string, currency: string) {
  const rows = await selectRows<{ found: number }>(db)`
      SELECT 1 AS found FROM catalog_release_prices
      WHERE release_id = ${releaseId} AND currency = ${currency} LIMIT 1`;
  return rows.length > 0;
}

/** The product's ordering price in the plan's currency (or another), from the search row itself. */
const priceOf = (plan: SearchPlan, currency = plan.currency) => sql`(s.prices ->> ${currency})::bigint`;

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const uuidArray = (values: readonly string[]) =>
  sql`${sql.param(values.filter(isUuid).map((id) => id.toLowerCase()))}::uuid[]`;

function valuesSql(clause: Extract<FilterClause, { kind: 'values' }>): SQL {
  const { field, values } = clause;
  // Category paths are resolved to their nodes before a plan is made (search-plan.ts).
  if ('level' in clause) throw new Error('category clause not resolved to node_ids');
  switch (field) {
    case 'tags':
      return sql`s.tags && ${textArray(values.map((value) => value.toLowerCase()))}`;
    case 'product_types':
      return sql`s.product_types && ${textArray(values)}`;
    case 'sku':
      return sql`s.sku_key = ANY(${textArray(values.map(foldText))})`;
    case 'slug':
      return sql`s.slug = ANY(${textArray(values)})`;
    case 'id':
      return sql`s.product_id = ANY(${uuidArray(values)})`;
    case 'node_ids':
      return sql`s.node_ids && ${uuidArray(values)}`;
    default:
      return sql`s.hierarchy_ids && ${uuidArray(values)}`;
  }
}

/** A price bound in major units as minor units of the currency (`price:>=24.5` → 2450 in USD). */
const minor = (major: number, currency: string) => Math.round(major * 10 ** currencyDecimals(currency));

function clauseSql(clause: FilterClause, plan: SearchPlan): SQL {
  if (clause.kind === 'values') {
    const condition = valuesSql(clause);
    return clause.negate ? sql`NOT (${condition})` : condition;
  }
  const currency = clause.currency ?? plan.currency;
  const price = priceOf(plan, currency);
  const bounds: SQL[] = [sql`${price} IS NOT NULL`];
  const at = (major: number) => minor(major, currency);
  if (clause.min !== undefined)
    bounds.push(clause.minExclusive ? sql`${price} > ${at(clause.min)}` : sql`${price} >= ${at(clause.min)}`);
  if (clause.max !== undefined)
    bounds.push(clause.maxExclusive ? sql`${price} < ${at(clause.max)}` : sql`${price} <= ${at(clause.max)}`);
  return sql.join(bounds, sql` AND `);
}

const tsquery = (plan: SearchPlan) => sql`to_tsquery(search_config(${plan.language}), ${plan.tsquery})`;

function whereSql(plan: SearchPlan): SQL {
  const conditions: SQL[] = [sql`s.release_id = ${plan.releaseId}`, sql`s.language = ${plan.language}`];
  if (plan.tsquery !== null) conditions.push(sql`s.document @@ ${tsquery(plan)}`);
  if (plan.grouped) conditions.push(sql`NOT s.is_child`);
  for (const clause of plan.clauses) conditions.push(clauseSql(clause, plan));
  return sql.join(conditions, sql` AND `);
}

/** Relevance: the weighted text rank, and a whole-name, name-contains or exact-sku match above it. */
function rankSql(plan: SearchPlan): SQL | undefined {
  if (plan.tsquery === null) return undefined;
  return sql`(ts_rank(s.document, ${tsquery(plan)})
    + CASE WHEN s.name_key = ${plan.folded} THEN 2 WHEN strpos(s.name_key, ${plan.folded}) > 0 THEN 0.5 ELSE 0 END
    + CASE WHEN s.sku_key = ${plan.folded} THEN 2 ELSE 0 END)`;
}

/**
 * The page of matching product ids in the plan's order. Without a query, a price order walks the
 * price index (joined back to the search rows) and stops at the page; otherwise the matches come
 * from the text index and are ordered from the search rows alone.
 */
export async function searchPage(db: Database, plan: SearchPlan): Promise<{ id: string; rank: number }[]> {
  const rank = rankSql(plan);
  const byPriceIndex = plan.tsquery === null && plan.sort[0]?.field === 'price' && plan.currencyListed;
  const order = orderBySql(plan.sort, {
    rank,
    name: sql`s.name_key`,
    price: byPriceIndex ? sql`c.sort_amount` : priceOf(plan),
    createdAt: sql`s.created_at`,
    seq: sql`s.seq`,
  });
  const from = byPriceIndex
    ? sql`catalog_release_search s ${pricesJoin(plan.currency, true)}`
    : sql`catalog_release_search s`;
  const rows = await selectRows<{ id: string; rank: number | string }>(db)`
      SELECT s.product_id AS id, ${rank ?? sql`0`} AS rank
      FROM ${from}
      WHERE ${whereSql(plan)}
      ORDER BY ${sql.join(order, sql`, `)}
      LIMIT ${plan.limit} OFFSET ${plan.offset}`;
  return rows.map((row) => ({ id: row.id, rank: Number(row.rank) }));
}

/**
 * The published facet counts that answer the plan, when some do: no query and no filter (the whole
 * release), or no query and one `tags` or `product_types` value (a clicked facet). Null otherwise.
 */
function publishedFilter(plan: SearchPlan): string | null {
  if (plan.tsquery !== null) return null;
  const [only, ...others] = plan.clauses;
  if (!only) return '';
  if (others.length || only.kind !== 'values' || only.negate || only.values.length !== 1) return null;
  if (only.field === 'tags') return `tags:${only.values[0]!.toLowerCase()}`;
  return only.field === 'product_types' ? `product_types:${only.values[0]}` : null;
}

export async function countMatches(db: Database, plan: SearchPlan): Promise<number> {
  const filter = publishedFilter(plan);
  if (filter !== null) return publishedCount(db, plan.releaseId, plan.grouped, filter);
  const [row] = await selectRows<{ found: number | string }>(db)`
    SELECT count(*) AS found FROM catalog_release_search s WHERE ${whereSql(plan)}`;
  return Number(row?.found ?? 0);
}

/** Products of the release (or of one facet value), counted at publish: each has exactly one type. */
async function publishedCount(db: Database, releaseId: string, grouped: boolean, filter: string) {
  const [row] = await selectRows<{ total: number | string | null }>(db)`
      SELECT sum(count) AS total FROM catalog_release_search_facets
      WHERE release_id = ${releaseId} AND grouped = ${grouped} AND filter = ${filter}
        AND currency = '' AND facet = 'product_types'`;
  return Number(row?.total ?? 0);
}

/** Products in the release, or those that are not children. */
export const wholeReleaseCount = (db: Database, releaseId: string, grouped: boolean) =>
  publishedCount(db, releaseId, grouped, '');

export const FACET_FIELDS = ['product_types', 'tags', 'price'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export interface FacetValueCount {
  value: string;
  count: number;
}

/** The price bands of migration 0008-search, in their order. */
export const PRICE_BANDS = ['0-25', '25-50', '50-100', '100-250', '250+'];

/** A value and how many matches have it, as the database counts (a bigint may come back as text). */
type ValueCount = { value: string; count: number | string };

/** Matches per value (nulls aside); with `top`, only the most frequent, lowest value first. */
async function matchesPer(db: Database, plan: SearchPlan, value: SQL, top?: number) {
  return selectRows<ValueCount>(db)`
      SELECT value, count(*) AS count FROM (
        SELECT ${value} AS value FROM catalog_release_search s WHERE ${whereSql(plan)}
      ) matched
      WHERE value IS NOT NULL
      GROUP BY value
      ${top === undefined ? sql`` : sql`ORDER BY count DESC, value LIMIT ${top}`}`;
}

/** Counts per value of one facet over the plan's matches, most frequent first (price: band order). */
export async function facetCounts(db: Database, plan: SearchPlan, field: FacetField, maxValues: number) {
  let rows: ValueCount[];
  const filter = publishedFilter(plan);
  if (filter !== null) {
    rows = await selectRows<ValueCount>(db)`
        SELECT value, count FROM catalog_release_search_facets
        WHERE release_id = ${plan.releaseId} AND grouped = ${plan.grouped} AND filter = ${filter}
          AND currency = ${field === 'price' ? plan.currency : ''} AND facet = ${field}`;
  } else {
    const value =
      field === 'price'
        ? sql`search_price_band(${priceOf(plan)})`
        : field === 'tags'
          ? sql`unnest(s.tags)`
          : sql`unnest(s.product_types)`;
    rows = await matchesPer(db, plan, value);
  }
  const counts = rows.map((row) => ({ value: row.value, count: Number(row.count) }));
  if (field === 'price')
    return counts.sort((a, b) => PRICE_BANDS.indexOf(a.value) - PRICE_BANDS.indexOf(b.value));
  return counts
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, maxValues);
}

/**
 * The vendor's category facet (`meta.search.categories.lvl<N>`): matching products per category path
 * at one depth, given each node reaching that depth and its path there (categories.ts).
 */
export async function categoryCounts(
  db: Database,
  plan: SearchPlan,
  at: { nodes: readonly string[]; labels: readonly string[] },
  maxValues: number,
): Promise<FacetValueCount[]> {
  if (!at.nodes.length) return [];
  const rows = await selectRows<ValueCount>(db)`
      SELECT m.label AS value, count(DISTINCT s.product_id) AS count
      FROM catalog_release_search s
      JOIN unnest(${sql.param([...at.nodes])}::uuid[], ${textArray(at.labels)}) AS m(node_id, label)
        ON m.node_id = ANY(s.node_ids)
      WHERE ${whereSql(plan)}
      GROUP BY m.label
      ORDER BY count DESC, m.label
      LIMIT ${maxValues}`;
  return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
}

/**
 * The vendor's numeric price facet (`price.<CURRENCY>.float_price`): matching products per price in
 * that currency (minor units), most frequent first.
 */
export async function priceValueCounts(db: Database, plan: SearchPlan, currency: string, maxValues: number) {
  const rows = await matchesPer(db, plan, priceOf(plan, currency), maxValues);
  return rows.map((row) => ({ amount: Number(row.value), count: Number(row.count) }));
}

/** Lowest and highest price (minor units) among the matches, for the price facet's stats. */
export async function priceStats(db: Database, plan: SearchPlan) {
  // The whole release or one facet value: both ends of the price index, not a pass over every match.
  const end = (direction: SQL) => sql`(
    SELECT c.sort_amount FROM catalog_release_search s ${pricesJoin(plan.currency, true)}
    WHERE ${whereSql(plan)} AND c.sort_amount IS NOT NULL
    ORDER BY c.sort_amount ${direction} NULLS LAST LIMIT 1)`;
  const query =
    publishedFilter(plan) !== null && plan.currencyListed
      ? sql`SELECT ${end(sql`ASC`)} AS min, ${end(sql`DESC`)} AS max`
      : sql`
      SELECT min(${priceOf(plan)}) AS min, max(${priceOf(plan)}) AS max
      FROM catalog_release_search s WHERE ${whereSql(plan)}`;
  const [row] = rowsOf<{ min: number | string | null; max: number | string | null }>(await db.execute(query));
  if (row?.min === null || row?.min === undefined || row.max === null) return null;
  return { min: Number(row.min), max: Number(row.max) };
}

/**
 * The languages a release can be searched in, read with a skip scan of the primary key (one index
 * probe per language, not a pass over 100,000 rows), and the one the shopper's preferences pick.
 */
export async function releaseLanguage(db: Database, releaseId: string, preferences: readonly string[]) {
  const rows = await selectRows<{ language: string }>(db)`
      WITH RECURSIVE languages AS (
        SELECT min(language) AS language FROM catalog_release_search WHERE release_id = ${releaseId}
        UNION ALL
        SELECT (SELECT min(language) FROM catalog_release_search
                WHERE release_id = ${releaseId} AND language > languages.language)
        FROM languages WHERE languages.language IS NOT NULL
      )
      SELECT language FROM languages WHERE language IS NOT NULL`;
  const languages = rows.map((row) => row.language);
  return negotiateLanguage(preferences, languages);
}

const upperBound = (prefix: string) => `${prefix}\u{10FFFF}`;

/**
 * Which of `words` the release knows as the start of one of its words (those need no typo
 * correction): one statement for all of a query's words, each a seek in the primary key.
 */
export async function knownPrefixes(
  db: Database,
  releaseId: string,
  language: string,
  words: readonly string[],
): Promise<Set<string>> {
  if (!words.length) return new Set();
  const rows = await selectRows<{ word: string }>(db)`
      SELECT q.word FROM unnest(${textArray(words)}) AS q(word)
      WHERE EXISTS (
        SELECT 1 FROM catalog_release_search_words w
        WHERE w.release_id = ${releaseId} AND w.language = ${language}
          AND w.word >= q.word AND w.word < q.word || ${'\u{10FFFF}'})`;
  return new Set(rows.map((row) => row.word));
}

/**
 * Known words that could be `word` with a typo: starting with its first or second letter (a swap of
 * the first two letters stays findable) or sharing enough trigrams (pg_trgm's `%`, for a typo at
 * the start), of a length within two. Read through the primary key's range and the trigram index,
 * so the work grows with the words under one letter, not with the products.
 */
export async function typoCandidates(db: Database, releaseId: string, language: string, word: string) {
  const letters = [...new Set([word[0]!, word[1] ?? word[0]!])];
  const ranges = letters.map((letter) => sql`(word >= ${letter} AND word < ${upperBound(letter)})`);
  const rows = await selectRows<{ word: string }>(db)`
      SELECT word FROM catalog_release_search_words
      WHERE release_id = ${releaseId} AND language = ${language}
        AND (${sql.join(ranges, sql` OR `)} OR word % ${word})
        AND length(word) BETWEEN ${word.length - 2} AND ${word.length + 2}
      LIMIT 20000`;
  return rows.map((row) => row.word);
}

/** Parents' price ranges over their live children in one currency (issue 16 grouping). */
export async function childPriceRanges(
  db: Database,
  releaseId: string,
  currency: string,
  productIds: readonly string[],
): Promise<Map<string, { from: number; to: number }>> {
  if (!productIds.length) return new Map();
  const rows = await selectRows<{ id: string; from: number | string; to: number | string }>(db)`
      SELECT product_id AS id, from_amount AS "from", to_amount AS "to" FROM catalog_release_prices
      WHERE release_id = ${releaseId} AND currency = ${currency}
        AND product_id = ANY(${uuidArray(productIds)}) AND from_amount IS NOT NULL`;
  return new Map(rows.map((row) => [row.id, { from: Number(row.from), to: Number(row.to) }]));
}
