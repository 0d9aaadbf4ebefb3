/**
 * `filter_by` of a search, in Typesense's syntax (the subset a storefront's facets and ranges
 * send): clauses joined by `&&`, each `field:value`, `field:=value`, `field:[a,b]` (any of),
 * `field:!=value`, `field:!=[a,b]` (none of); on `price` also `:>n`, `:>=n`, `:<n`, `:<=n`, `:=n` and
 * `:[min..max]` (or `:=[min..max]`), in major units of the shopper's currency. Values may be quoted
 * in backticks.
 *
 * The vendor's search documents name two of these fields differently, and a Typesense InstantSearch
 * adapter on its storefront sends those names: `price.<CURRENCY>.float_price` is `price` in that
 * currency, and `meta.search.categories.lvl<N>` is the category path at depth N ("Apparel",
 * "Apparel > Tops": the hierarchy's name, then its nodes' names, joined by " > ").
 */

export const STRING_FILTER_FIELDS = [
  'tags',
  'product_types',
  'sku',
  'slug',
  'id',
  'node_ids',
  'hierarchy_ids',
];
export const FILTER_FIELDS = [...STRING_FILTER_FIELDS, 'price'];
const VENDOR_FILTER_FIELDS = ['price.<CURRENCY>.float_price', 'meta.search.categories.lvl0..lvl4'];

/** `price.USD.float_price` → `USD`; anything else → null. */
export const vendorPriceCurrency = (field: string) =>
  /^price\.([A-Za-z]{3})\.float_price$/.exec(field)?.[1]?.toUpperCase() ?? null;
/** `meta.search.categories.lvl2` → 2; anything else → null. */
export function vendorCategoryLevel(field: string): number | null {
  const level = /^meta\.search\.categories\.lvl([0-4])$/.exec(field)?.[1];
  return level === undefined ? null : Number(level);
}

export type FilterClause =
  | { field: string; kind: 'values'; negate: boolean; values: string[] }
  | { field: 'categories'; kind: 'values'; level: number; negate: boolean; values: string[] }
  | {
      field: 'price';
      kind: 'range';
      /** The currency of the bounds when the field named one (`price.EUR.float_price`). */
      currency?: string;
      min?: number;
      max?: number;
      minExclusive?: boolean;
      maxExclusive?: boolean;
    };

export type FilterByResult = { ok: true; clauses: FilterClause[] } | { ok: false; message: string };

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The largest price bound (major units) a filter takes: far above any price the service stores (a
 * custom item costs at most 10^10 minor units), and small enough that its minor units, in any
 * currency, stay exact integers and inside PostgreSQL's bigint, which the bound is compared as.
 */
export const MAX_PRICE_BOUND = 1_000_000_000_000;

/** Splits on a separator outside backticks and brackets. */
function splitOutside(text: string, separator: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '`') quoted = !quoted;
    else if (!quoted && char === '[') depth++;
    else if (!quoted && char === ']') depth--;
    else if (!quoted && depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
    if (depth < 0) return null;
  }
  if (quoted || depth !== 0) return null;
  parts.push(text.slice(start));
  return parts;
}

function unquote(raw: string): string | null {
  const value = raw.trim();
  if (value.startsWith('`')) return value.length >= 2 && value.endsWith('`') ? value.slice(1, -1) : null;
  if (!value || /[`[\]()&|]/.test(value)) return null;
  return value;
}

function listValues(raw: string): string[] | null {
  const body = raw.trim();
  if (!body.startsWith('[')) {
    const single = unquote(body);
    return single === null ? null : [single];
  }
  if (!body.endsWith(']')) return null;
  const items = splitOutside(body.slice(1, -1), ',');
  if (!items) return null;
  const values = items.map(unquote);
  return values.every((value): value is string => value !== null) && values.length > 0 ? values : null;
}

const OUT_OF_RANGE = `price bounds must lie between -${MAX_PRICE_BOUND} and ${MAX_PRICE_BOUND}`;
const inRange = (...values: number[]) => values.every((value) => Math.abs(value) <= MAX_PRICE_BOUND);

function priceClause(raw: string): FilterClause | string {
  const body = raw.trim();
  const range = /^=?\s*\[\s*(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)\s*\]$/.exec(body);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    return inRange(min, max) ? { field: 'price', kind: 'range', min, max } : OUT_OF_RANGE;
  }
  const compared = /^(>=|<=|>|<|=)?\s*(.*)$/.exec(body)!;
  const [, op = '=', number = ''] = compared;
  if (!NUMBER.test(number.trim()))
    return 'price takes a number, a comparison (price:>=10) or a range (price:[10..50])';
  const value = Number(number);
  if (!inRange(value)) return OUT_OF_RANGE;
  if (op === '=') return { field: 'price', kind: 'range', min: value, max: value };
  if (op === '>' || op === '>=')
    return { field: 'price', kind: 'range', min: value, minExclusive: op === '>' };
  return { field: 'price', kind: 'range', max: value, maxExclusive: op === '<' };
}

export function parseFilterBy(input: string): FilterByResult {
  const text = input.trim();
  if (!text) return { ok: true, clauses: [] };
  const parts = splitOutside(text, '&&');
  if (!parts) return { ok: false, message: 'unbalanced backticks or brackets' };
  const clauses: FilterClause[] = [];
  for (const part of parts) {
    const clause = part.trim();
    if (clause.includes('||') || clause.startsWith('('))
      return { ok: false, message: `only clauses joined by && are supported, not "${clause}"` };
    const colon = clause.indexOf(':');
    if (colon <= 0) return { ok: false, message: `"${clause}" is not field:value` };
    const field = clause.slice(0, colon).trim();
    const rest = clause.slice(colon + 1);
    const currency = vendorPriceCurrency(field);
    const level = vendorCategoryLevel(field);
    if (!FILTER_FIELDS.includes(field) && currency === null && level === null)
      return {
        ok: false,
        message: `unknown field "${field}" (allowed: ${[...FILTER_FIELDS, ...VENDOR_FILTER_FIELDS].join(', ')})`,
      };
    if (field === 'price' || currency !== null) {
      const parsed = priceClause(rest);
      if (typeof parsed === 'string') return { ok: false, message: parsed };
      clauses.push(currency === null ? parsed : ({ ...parsed, currency } as FilterClause));
      continue;
    }
    const negate = rest.trimStart().startsWith('!=');
    const body = rest.trimStart().replace(/^!?=/, '');
    const values = listValues(body);
    if (!values) return { ok: false, message: `"${clause}" has no value or a malformed list` };
    clauses.push(
      level === null
        ? { field, kind: 'values', negate, values }
        : { field: 'categories', kind: 'values', level, negate, values },
    );
  }
  return { ok: true, clauses };
}
