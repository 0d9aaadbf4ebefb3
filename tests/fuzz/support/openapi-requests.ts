import fc from 'fast-check';
import { conforms, createResolver, type JsonSchema, type Resolver } from './json-schema';
import { validValue, type GeneratorOptions } from './json-schema-arbitrary';
import { hostileText, mutatedValue, rawBody, WRONG_CONTENT_TYPES } from './mutations';

/** One operation of the OpenAPI document: what it takes, as JSON schemas. */
export interface Operation {
  method: string;
  /** Templated, as the document writes it: `/v2/carts/{cartID}/items`. */
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
  /** The documented JSON answer of each 2xx status, e.g. 201 → the cart items document. */
  answers: ReadonlyMap<number, JsonSchema>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export type TokenKind = 'none' | 'invalid' | 'implicit' | 'account' | 'admin';

export interface FuzzRequest {
  method: string;
  /** Path and query, relative to the service's `{base_url}`. */
  target: string;
  headers: Record<string, string>;
  body?: string;
  token: TokenKind;
  /** What is wrong with it on purpose, for the failure report (`valid` when nothing is). */
  mutation: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** What the service holds: every id, slug and code seen, and the ids each listing answered. */
export interface KnownStrings {
  all: readonly string[];
  /** Keyed by the listing's templated path, e.g. `/v2/carts/{cartID}/items`. */
  byCollection: ReadonlyMap<string, readonly string[]>;
}

/** The listing whose ids fit a path parameter: `/v2/carts/{cartID}/items/{itemID}`, `itemID` → `/v2/carts/{cartID}/items`. */
export const collectionOf = (path: string, name: string) => path.slice(0, path.indexOf(`/{${name}}`));

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
      }
    >
  >;
}

export function operationsOf(document: unknown): { operations: Operation[]; resolve: Resolver } {
  const doc = document as OpenApiDocument;
  if (!doc || typeof doc.paths !== 'object')
    throw new Error(`not an OpenAPI document: ${JSON.stringify(document).slice(0, 300)}`);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const content = Object.entries(op.requestBody?.content ?? {})[0];
      const answers = new Map<number, JsonSchema>();
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (/^2\d\d$/.test(status) && schema) answers.set(Number(status), schema);
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        answers,
        parameters: (op.parameters ?? []).map((parameter) => ({
          ...parameter,
          required: Boolean(parameter.required),
          schema: parameter.schema ?? {},
        })),
        ...(content && {
          body: {
            contentType: content[0],
            schema: content[1].schema ?? {},
            required: Boolean(op.requestBody?.required),
          },
        }),
      });
    }
  }
  return { operations, resolve: createResolver(document) };
}

/** Header values must be printable Latin-1 on the wire; anything else is squeezed into that. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 4096);

/**
 * Percent-encodes like encodeURIComponent, but also a lone surrogate (which has no UTF-8 form):
 * as the three bytes a lenient encoder would write for it, so the service sees invalid UTF-8.
 */
export function encodeLoosely(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

interface Parts {
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body?: string;
  contentType?: string | null;
}

export interface RequestOptions {
  resolve?: Resolver;
  known?: KnownStrings;
}

/** A path parameter: mostly an id its listing answered (a real resource), else any fitting value. */
function pathValue(
  op: Operation,
  parameter: Parameter,
  options: GeneratorOptions,
  known: KnownStrings | undefined,
): fc.Arbitrary<string> {
  const generated = validValue(parameter.schema, options).map((value) => encodeLoosely(asText(value)));
  const listed = (known?.byCollection.get(collectionOf(op.path, parameter.name)) ?? []).filter((id) =>
    conforms(parameter.schema, id, options.resolve),
  );
  if (listed.length === 0) return generated;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...listed).map(encodeLoosely), weight: 3 },
    { arbitrary: generated, weight: 1 },
  );
}

/** Optional parameters are left out two times in three, as most clients leave them out. */
function someOf(params: Parameter[], options: GeneratorOptions): fc.Arbitrary<[string, string][]> {
  const present = params.map((p) => {
    const value = validValue(p.schema, options).map((v): [string, string] => [p.name, asText(v)]);
    return p.required
      ? value
      : fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: value, weight: 1 });
  });
  return fc.tuple(...present).map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== null));
}

function partsArbitrary(op: Operation, requestOptions: RequestOptions): fc.Arbitrary<Parts> {
  const options: GeneratorOptions = { resolve: requestOptions.resolve, known: requestOptions.known?.all };
  const byPlace = (place: Parameter['in']) => op.parameters.filter((parameter) => parameter.in === place);
  const pathParams = fc.record(
    Object.fromEntries(byPlace('path').map((p) => [p.name, pathValue(op, p, options, requestOptions.known)])),
  );
  const query = someOf(byPlace('query'), options);
  const headers = someOf(byPlace('header'), options).map((pairs) =>
    Object.fromEntries(pairs.map(([name, value]) => [name, headerSafe(value)])),
  );
  const body = op.body
    ? validValue(op.body.schema, options).map((value) => encodeBody(op.body!.contentType, value))
    : fc.constant(undefined);
  return fc.record({
    path: pathParams,
    query,
    headers,
    body,
    contentType: fc.constant(op.body?.contentType),
  });
}

function encodeBody(contentType: string, value: unknown): string {
  if (contentType !== 'application/x-www-form-urlencoded') return JSON.stringify(value);
  const form = new URLSearchParams();
  if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) form.set(key, asText(item));
  return form.toString();
}

type Change = { kind: string; apply: (parts: Parts) => Parts };

/** The ways one request can be wrong, as far as this operation takes the part that is changed. */
function changeArbitrary(op: Operation, requestOptions: RequestOptions): fc.Arbitrary<Change> {
  const options: GeneratorOptions = { resolve: requestOptions.resolve, known: requestOptions.known?.all };
  const changes: fc.Arbitrary<Change>[] = [];
  const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  if (pathNames.length > 0) {
    changes.push(
      fc.tuple(fc.constantFrom(...pathNames), hostileText(), fc.boolean()).map(([name, text, raw]) => ({
        // Raw: the text goes into the path as it is (`..%2f`, `//evil`, `%zz`); else percent-encoded.
        kind: `path parameter ${name} ${raw ? 'raw' : 'encoded'}`,
        apply: (parts) => ({ ...parts, path: { ...parts.path, [name]: raw ? text : encodeLoosely(text) } }),
      })),
    );
  }
  const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  changes.push(
    fc
      .tuple(fc.constantFrom(...queryNames, 'unknown', 'page[limit]', 'filter'), hostileText(), fc.boolean())
      .map(([name, text, twice]) => ({
        kind: `query ${name}${twice ? ' repeated' : ''}`,
        apply: (parts) => ({
          ...parts,
          query: [...parts.query.filter(([key]) => key !== name || twice), [name, text]],
        }),
      })),
  );
  const headerNames = op.parameters.filter((p) => p.in === 'header').map((p) => p.name);
  changes.push(
    fc
      .tuple(
        fc.constantFrom(...headerNames, 'accept-language', 'vendor-channel', 'x-currency', 'if-match'),
        hostileText(),
      )
      .map(([name, text]) => ({
        kind: `header ${name}`,
        apply: (parts) => ({ ...parts, headers: { ...parts.headers, [name]: headerSafe(text) } }),
      })),
  );
  const body = op.body;
  if (body) {
    const jsonBody = body.contentType !== 'application/x-www-form-urlencoded';
    changes.push(
      mutatedValue(body.schema, options).map((value) => ({
        kind: 'body value',
        apply: (parts) => ({ ...parts, body: encodeBody(body.contentType, value) }),
      })),
      fc.constantFrom(...WRONG_CONTENT_TYPES).map((type) => ({
        kind: `content type ${type}`,
        apply: (parts) => ({ ...parts, contentType: type }),
      })),
      fc.constant({ kind: 'no body', apply: (parts: Parts) => ({ ...parts, body: undefined }) }),
    );
    if (jsonBody) {
      changes.push(
        fc.tuple(fc.nat(), fc.nat()).map(([cut, pick]) => ({
          kind: 'raw body',
          apply: (parts: Parts) => ({ ...parts, body: rawBody(parts.body ?? '', cut, pick) }),
        })),
      );
    }
  }
  return fc.oneof(...changes);
}

/**
 * No token and a forged one are tried less often (both end at the token check); the admin token,
 * which every operation but sign-in admits, most often, so that requests get past `allow(…)`.
 */
const tokenKind = fc.oneof(
  { arbitrary: fc.constantFrom<TokenKind>('none', 'invalid'), weight: 2 },
  { arbitrary: fc.constantFrom<TokenKind>('implicit', 'account'), weight: 4 },
  { arbitrary: fc.constant<TokenKind>('admin'), weight: 4 },
);

/**
 * A request for `op`: three in five near-valid, the others with one thing wrong; each with one of
 * the kinds of token (none, a forged one, implicit, account, admin).
 */
export function requestArbitrary(op: Operation, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const valid = partsArbitrary(op, options).map((parts) => ({ parts, kind: 'valid' }));
  const wrong = fc
    .tuple(partsArbitrary(op, options), changeArbitrary(op, options))
    .map(([parts, change]) => ({ parts: change.apply(parts), kind: change.kind }));
  return fc
    .tuple(fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: wrong, weight: 2 }), tokenKind)
    .map(([{ parts, kind }, token]) => toRequest(op, parts, token, kind));
}

function toRequest(op: Operation, parts: Parts, token: TokenKind, mutation: string): FuzzRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => parts.path[name] ?? '');
  const search = new URLSearchParams(parts.query).toString();
  const headers: Record<string, string> = { accept: 'application/json', ...parts.headers };
  const hasBody = parts.body !== undefined && op.method !== 'GET';
  if (hasBody && parts.contentType) headers['content-type'] = parts.contentType;
  return {
    method: op.method,
    target: search ? `${path}?${search}` : path,
    headers,
    ...(hasBody && { body: parts.body }),
    token,
    mutation,
  };
}
