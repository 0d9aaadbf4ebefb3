import fc from 'fast-check';
import {
  codePointLength,
  conforms,
  noReferences,
  patternRegExp,
  typesOf,
  type JsonSchema,
  type JsonType,
  type Resolver,
} from './json-schema';

/**
 * Near-valid values from a JSON schema: the right shapes, with the edges a careful client would
 * still send (minimum and maximum lengths and numbers, every enum value, strings built from the
 * schema's pattern, unicode and control characters where any string is allowed).
 */
export interface GeneratorOptions {
  resolve?: Resolver;
  /**
   * Strings the service already holds (ids, slugs, codes). Where one fits a string schema it is
   * offered beside random strings, so requests reach real resources and not only 404s.
   */
  known?: readonly string[];
  /** How deep objects and arrays nest before only required keys and no items are generated. */
  maxDepth?: number;
}

interface Context {
  resolve: Resolver;
  known: readonly string[];
  maxDepth: number;
}

const contextOf = (options: GeneratorOptions): Context => ({
  resolve: options.resolve ?? noReferences,
  known: options.known ?? [],
  maxDepth: options.maxDepth ?? 4,
});

/** Longest random string drawn where the schema allows more; the maximum itself is an edge case. */
const RANDOM_LENGTH = 24;

export function validValue(schema: JsonSchema, options: GeneratorOptions = {}): fc.Arbitrary<unknown> {
  return valueOf(schema, contextOf(options), 0);
}

function valueOf(schema: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<unknown> {
  const s = ctx.resolve(schema);
  const examples = [...(s.example !== undefined ? [s.example] : []), ...(s.examples ?? [])];
  const value = shapedValue(s, ctx, depth);
  // A documented example is what a client copies: offer it beside generated values.
  return examples.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 1 }, { arbitrary: value, weight: 2 })
    : value;
}

function shapedValue(s: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<unknown> {
  if (s.allOf) return valueOf(mergeAll(s, ctx.resolve), ctx, depth);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => valueOf(branch, ctx, depth)));

  let types = typesOf(s);
  if (types.length === 0) types = s.properties || s.additionalProperties !== undefined ? ['object'] : [];
  if (types.length === 0) return anyJson(depth, ctx);
  return fc.oneof(...types.map((type) => valueOfType(type, s, ctx, depth)));
}

function valueOfType(type: JsonType, s: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerOf(s);
    case 'number':
      return numberOf(s);
    case 'string':
      return stringOf(s, ctx);
    case 'array':
      return arrayOf(s, ctx, depth);
    case 'object':
      return objectOf(s, ctx, depth);
  }
}

/** Merges `allOf` parts into one schema (the service's document uses it only for objects). */
function mergeAll(schema: JsonSchema, resolve: Resolver): JsonSchema {
  const { allOf = [], ...rest } = schema;
  return allOf.map(resolve).reduce<JsonSchema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    rest,
  );
}

function bounds(s: JsonSchema, integer: boolean) {
  const step = integer ? 1 : Number.EPSILON;
  let min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + step : undefined);
  let max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - step : undefined);
  if (integer) {
    min = Math.max(Math.ceil(min ?? -1_000_000), Number.MIN_SAFE_INTEGER);
    max = Math.min(Math.floor(max ?? 1_000_000), Number.MAX_SAFE_INTEGER);
  }
  return { min, max };
}

function integerOf(s: JsonSchema): fc.Arbitrary<number> {
  const { min = 0, max = 0 } = bounds(s, true);
  // fc.integer already leans towards small values and the bounds; name the bounds anyway.
  return fc.oneof(
    { arbitrary: fc.integer({ min, max }), weight: 4 },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
  );
}

function numberOf(s: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(s, false);
  const doubles = fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
  const edges = [min, max].filter((edge): edge is number => edge !== undefined);
  return edges.length > 0
    ? fc.oneof({ arbitrary: doubles, weight: 4 }, { arbitrary: fc.constantFrom(...edges), weight: 1 })
    : doubles;
}

const STRING_FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  email: fc.emailAddress(),
  'date-time': fc
    .date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString()),
};

function stringOf(s: JsonSchema, ctx: Context): fc.Arbitrary<string> {
  const known = ctx.known.filter((value) => conforms(s, value, ctx.resolve));
  const generated = generatedString(s);
  return known.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 1 }, { arbitrary: generated, weight: 1 })
    : generated;
}

function generatedString(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength;
  const fits = (value: string) => {
    const length = codePointLength(value);
    return length >= minLength && (maxLength === undefined || length <= maxLength);
  };
  const format = s.format ? STRING_FORMATS[s.format] : undefined;
  if (format) return format.filter(fits);
  if (s.pattern !== undefined) return fc.stringMatching(patternRegExp(s.pattern)).filter(fits);

  const randomMax = Math.max(minLength, Math.min(maxLength ?? RANDOM_LENGTH, minLength + RANDOM_LENGTH));
  const random = (unit: 'grapheme-ascii' | 'binary') => fc.string({ unit, minLength, maxLength: randomMax });
  // Edge lengths: exactly the minimum and exactly the maximum, in one-, two- and four-byte characters.
  const edgeLengths = [minLength, ...(maxLength !== undefined ? [maxLength] : [])].filter(
    (length) => length > 0,
  );
  const edges =
    edgeLengths.length > 0
      ? [
          fc
            .tuple(fc.constantFrom(...edgeLengths), fc.constantFrom('x', 'é', '🙂'))
            .map(([length, char]) => char.repeat(length)),
        ]
      : [];
  return fc.oneof(
    { arbitrary: random('grapheme-ascii'), weight: 6 },
    // Any code point, controls and NUL included: still a valid JSON string.
    { arbitrary: random('binary'), weight: 2 },
    ...edges.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}

function arrayOf(s: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<unknown[]> {
  const minLength = s.minItems ?? 0;
  const deep = depth >= ctx.maxDepth;
  const maxLength = deep ? minLength : Math.min(s.maxItems ?? minLength + 3, minLength + 3);
  const item = s.items ? valueOf(s.items, ctx, depth + 1) : anyJson(depth + 1, ctx);
  const edges =
    s.maxItems !== undefined && s.maxItems > maxLength
      ? [fc.array(item, { minLength: s.maxItems, maxLength: s.maxItems })]
      : [];
  return fc.oneof(
    { arbitrary: fc.array(item, { minLength, maxLength }), weight: 5 },
    ...edges.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}

function objectOf(s: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const required = (s.required ?? []).filter((key) => key in properties);
  const deep = depth >= ctx.maxDepth;
  const declared = Object.fromEntries(
    Object.entries(properties)
      .filter(([key]) => !deep || required.includes(key))
      .map(([key, property]) => [key, valueOf(property, ctx, depth + 1)]),
  );
  const record = fc.record(declared, { requiredKeys: required });

  const extra = s.additionalProperties;
  if (extra === false || extra === undefined || deep) return record.map(plainObject);
  const open = extra === true || Object.keys(extra).length === 0;
  // Declared properties describe the object; open extras are only sprinkled in. A map-like object
  // (no properties, typed values) is all extras.
  const maxKeys = Object.keys(properties).length > 0 ? 1 : 3;
  const key = s.propertyNames
    ? (valueOf(s.propertyNames, ctx, depth + 1) as fc.Arbitrary<string>)
    : fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 });
  const value = open ? anyJson(depth + 1, ctx) : valueOf(extra, ctx, depth + 1);
  const extras = fc.dictionary(key, value, { maxKeys, noNullPrototype: true });
  return fc.tuple(extras, record).map(([more, fields]) => ({ ...more, ...plainObject(fields) }));
}

/** fc.record builds null-prototype objects; requests are plain JSON objects. */
const plainObject = (value: Record<string, unknown>): Record<string, unknown> => ({ ...value });

function anyJson(depth: number, ctx: Context): fc.Arbitrary<unknown> {
  return fc.jsonValue({ maxDepth: Math.max(0, Math.min(2, ctx.maxDepth - depth)) });
}
