/**
 * The filter expression of spec 4.8: `eq(attr,value)` and `in(attr,v1,v2,…)`, several joined by `:`
 * (all must hold).
 *
 * Values: a bare value runs to the next `,` or `)` and has its surrounding white space trimmed; it
 * may not contain `(`, `)`, `,`, `"` or `\`. Any value can instead be written in double quotes, in
 * which `\"` stands for a quote and `\\` for a backslash; everything else between the quotes is
 * taken as it is, commas, parentheses, colons and spaces included. `buildFilter` quotes exactly the
 * values that need it, so what it builds always parses back to the same values.
 */

export type FilterOperator = 'eq' | 'in';

export interface FilterCondition {
  op: FilterOperator;
  attribute: string;
  values: string[];
}

/** Which attributes each listing accepts (spec 4.8). */
export interface FilterRules {
  eq: readonly string[];
  in: readonly string[];
  /** Attributes whose `eq` may carry more than one value (all of them must match). */
  multiValueEq: readonly string[];
}

const PRODUCT_EQ = ['name', 'sku', 'slug', 'mpn', 'upc_ean', 'product_types', 'tags'] as const;
const PRODUCT_IN = ['id', ...PRODUCT_EQ] as const;

export const FILTER_RULES = {
  /** Spec 4.6: on the hierarchy endpoint `eq` on `product_types` and `tags` takes exactly one value. */
  hierarchyProducts: { eq: PRODUCT_EQ, in: PRODUCT_IN, multiValueEq: [] },
  /** Spec 4.7: only `product_types` is limited to one `eq` value on the release endpoint. */
  releaseProducts: { eq: PRODUCT_EQ, in: PRODUCT_IN, multiValueEq: ['tags'] },
  /** Spec 4.8 breadcrumb rule: `in(id,…)` over nodes. */
  nodes: { eq: [], in: ['id'], multiValueEq: [] },
  /** `GET /v2/files` (beyond the spec): files by id, as the vendor's storefront reads main images. */
  files: { eq: ['id', 'file_name', 'mime_type'], in: ['id'], multiValueEq: [] },
  /**
   * `GET /v2/orders`: the vendor's order filters that a shop needs, `email` being the customer's
   * (a guest finds an order by its number and email).
   */
  orders: {
    eq: ['order_number', 'email', 'status', 'payment', 'shipping', 'currency'],
    in: [],
    multiValueEq: [],
  },
  /** A price book's prices (`/pcm/pricebooks/{id}/prices`): by the product's SKU. */
  productPrices: { eq: ['sku'], in: ['sku'], multiValueEq: [] },
} as const satisfies Record<string, FilterRules>;

export type FilterParseResult = { ok: true; conditions: FilterCondition[] } | { ok: false; message: string };

const NEEDS_QUOTES = /[,()"\\]|^\s|\s$|^$/;

export function quoteFilterValue(value: string): string {
  if (!NEEDS_QUOTES.test(value)) return value;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function buildFilter(conditions: readonly FilterCondition[]): string {
  return conditions
    .map(({ op, attribute, values }) => `${op}(${[attribute, ...values.map(quoteFilterValue)].join(',')})`)
    .join(':');
}

export const eq = (attribute: string, value: string): FilterCondition => ({
  op: 'eq',
  attribute,
  values: [value],
});
export const inList = (attribute: string, values: readonly string[]): FilterCondition => ({
  op: 'in',
  attribute,
  values: [...values],
});

class FilterSyntaxError extends Error {}

/** Parses the syntax only; `parseFilter` also checks a listing's rules. */
export function parseFilterSyntax(input: string): FilterParseResult {
  let pos = 0;
  const fail = (what: string): never => {
    throw new FilterSyntaxError(`${what} at position ${pos + 1}`);
  };
  const skipSpace = () => {
    while (pos < input.length && /\s/.test(input[pos]!)) pos++;
  };

  /** A value, or null for an empty place in a list (`in(id,a,,b,)`); `""` is an empty value. */
  const readValue = (): string | null => {
    skipSpace();
    if (input[pos] === '"') {
      pos++;
      let value = '';
      while (pos < input.length && input[pos] !== '"') {
        if (input[pos] === '\\') {
          const next = input[pos + 1];
          if (next !== '"' && next !== '\\') fail('expected \\" or \\\\ after a backslash');
          value += next;
          pos += 2;
        } else {
          value += input[pos++];
        }
      }
      if (pos >= input.length) fail('unterminated quoted value');
      pos++;
      skipSpace();
      return value;
    }
    const start = pos;
    while (pos < input.length && input[pos] !== ',' && input[pos] !== ')') {
      if ('("\\'.includes(input[pos]!))
        fail(`unexpected "${input[pos]}" in a value (quote values that contain it)`);
      pos++;
    }
    return input.slice(start, pos).trim() || null;
  };

  try {
    const conditions: FilterCondition[] = [];
    if (input.trim() === '') fail('empty filter');
    while (pos < input.length) {
      skipSpace();
      const opMatch = /^(eq|in)\(/.exec(input.slice(pos));
      if (!opMatch) fail('expected eq( or in(');
      const op = opMatch![1] as FilterOperator;
      pos += opMatch![0].length;
      skipSpace();
      const attrMatch = /^[a-z0-9_-]+/.exec(input.slice(pos));
      if (!attrMatch) fail('expected an attribute name');
      const attribute = attrMatch![0];
      pos += attribute.length;
      skipSpace();
      const values: string[] = [];
      let places = 0;
      while (input[pos] === ',') {
        pos++;
        places++;
        const value = readValue();
        // The vendor's storefront sends `in(id,)` and trailing commas: an empty place in an `in`
        // list is skipped (and an `in` of none matches nothing); in `eq` it is an error.
        if (value !== null) values.push(value);
        else if (op === 'eq') fail('empty value');
      }
      if (input[pos] !== ')') fail('expected "," or ")"');
      pos++;
      if (places === 0) fail(`${op}(${attribute}) needs at least one value`);
      conditions.push({ op, attribute, values });
      skipSpace();
      if (pos < input.length) {
        if (input[pos] !== ':') fail('expected ":" between expressions');
        pos++;
        if (pos >= input.length) fail('expected eq( or in(');
      }
    }
    return { ok: true, conditions };
  } catch (error) {
    if (error instanceof FilterSyntaxError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Parses a filter and checks it against the rules of one listing. */
export function parseFilter(input: string, rules: FilterRules): FilterParseResult {
  const parsed = parseFilterSyntax(input);
  if (!parsed.ok) return parsed;
  for (const { op, attribute, values } of parsed.conditions) {
    const allowed = rules[op];
    if (!allowed.includes(attribute)) {
      const list = allowed.length ? allowed.join(', ') : 'none';
      return {
        ok: false,
        message: `${op} does not support the attribute "${attribute}" here (supported: ${list})`,
      };
    }
    if (op === 'eq' && values.length > 1 && !rules.multiValueEq.includes(attribute)) {
      return {
        ok: false,
        message: `eq(${attribute}) takes exactly one value; use in(${attribute},…) for several`,
      };
    }
  }
  return parsed;
}
