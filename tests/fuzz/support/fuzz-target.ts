import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/lib/service/demo/ids';
import { startTestService, type TestService } from '@/lib/service/testing/harness';
import { conforms, nonConformingPath, type Resolver } from './json-schema';
import {
  collectionOf,
  operationsOf,
  type FuzzRequest,
  type KnownStrings,
  type Operation,
  type TokenKind,
} from './openapi-requests';

/**
 * The service under fuzzing: demo data seeded, one token of each kind, the operations of its own
 * OpenAPI document, and the ids, slugs and codes it holds (so generated requests can hit them).
 * Requests go to its fetch handler in-process: the same Request/Response objects as over HTTP,
 * without a socket per request.
 */
export interface FuzzTarget {
  svc: TestService;
  operations: Operation[];
  resolve: Resolver;
  known: KnownStrings;
  send(request: FuzzRequest): Promise<Answer>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  text: string;
}

const ORIGIN = 'http://fuzz.local/commerce';
/** Signed with a key the service does not have: a forged token must be a 401. */
const FORGED_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJraW5kIjoiYWRtaW4iLCJjbGllbnRJZCI6InN0b3JlZnJvbnQtZGVtbyJ9.c2lnbmF0dXJl';
/** Cart ids the fuzzer keeps coming back to, so that carts fill up and their limits are reached. */
const FUZZ_CARTS = ['fuzz-cart-1', 'fuzz-cart-2'];

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const svc = await startTestService({ seedDemoData: true });
  const call = async (method: string, target: string, token?: string, body?: unknown) => {
    const headers = new Headers({ accept: 'application/json' });
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await svc.service.fetch(
      new Request(ORIGIN + target, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, text: await response.text() };
  };

  const tokens: Record<TokenKind, string | undefined> = {
    none: undefined,
    invalid: FORGED_TOKEN,
    implicit: await svc.token('implicit'),
    admin: await svc.token('admin'),
    account: await accountToken(call),
  };

  const documentAnswer = await call('GET', '/openapi.json');
  if (documentAnswer.status !== 200)
    throw new Error(
      `GET /openapi.json answered ${documentAnswer.status}: ${documentAnswer.text.slice(0, 500)}`,
    );
  const { operations, resolve } = operationsOf(JSON.parse(documentAnswer.text));
  const known = await harvestKnownStrings(operations, resolve, (target, token) =>
    call('GET', target, tokens[token]),
  );

  return {
    svc,
    operations,
    resolve,
    known,
    async send(request) {
      const headers = new Headers(request.headers);
      const token = tokens[request.token];
      if (token) headers.set('authorization', `Bearer ${token}`);
      const response = await svc.service.fetch(
        new Request(ORIGIN + request.target, { method: request.method, headers, body: request.body }),
      );
      return { status: response.status, text: await response.text() };
    },
    close: () => svc.close(),
  };
}

async function accountToken(
  call: (method: string, target: string, token?: string, body?: unknown) => Promise<Answer>,
): Promise<string> {
  const answer = await call('POST', '/v2/account-members/tokens', undefined, {
    data: {
      type: 'account_management_authentication_token',
      authentication_mechanism: 'password',
      username: DEMO_ACCOUNTS.ada.email,
      password: DEMO_PASSWORD,
    },
  });
  if (answer.status !== 201) throw new Error(`account sign-in answered ${answer.status}: ${answer.text}`);
  const token = (JSON.parse(answer.text) as { data: { token: string }[] }).data[0]?.token;
  if (!token) throw new Error('account sign-in gave no token');
  return token;
}

const HARVESTED_KEYS = /^(id|slug|sku|code|api_type|.*_id|.*_ids)$/;

function collectStrings(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (HARVESTED_KEYS.test(key) && value.length <= 200) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into, key);
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) collectStrings(item, into, name);
  }
}

/** The ids of the resources a listing answers: `data[].id`, or `data.id` for a single one. */
function listedIds(body: unknown): string[] {
  const data = (body as { data?: unknown } | null)?.data;
  const items = Array.isArray(data) ? data : [data];
  return items
    .map((item) => (item as { id?: unknown } | null)?.id)
    .filter((id): id is string => typeof id === 'string');
}

/**
 * Reads every list the service offers (operations without path parameters), then every single
 * resource those ids open, with an account and an admin token. Keeps the ids, slugs and codes
 * found on the way, and which listing each resource id came from: `/catalog/nodes/{id}` is best
 * fed with the ids that `GET /catalog/nodes` answered.
 */
async function harvestKnownStrings(
  operations: Operation[],
  resolve: Resolver,
  get: (target: string, token: TokenKind) => Promise<Answer>,
): Promise<KnownStrings> {
  // Besides what the service answers: the demo sign-in, the fuzzer's own carts, and `latest`
  // (DESIGN.md §3: a release id or `latest`).
  const known = new Set<string>([
    DEMO_ACCOUNTS.ada.email,
    DEMO_ACCOUNTS.grace.email,
    DEMO_PASSWORD,
    ...FUZZ_CARTS,
    'latest',
  ]);
  const byCollection = new Map<string, Set<string>>();
  const reads = operations.filter((op) => op.method === 'GET');
  const read = async (template: string, target: string) => {
    for (const token of ['admin', 'account'] as const) {
      const answer = await get(target, token);
      if (answer.status !== 200 || !answer.text.startsWith('{')) continue;
      const body: unknown = JSON.parse(answer.text);
      collectStrings(body, known);
      const ids = byCollection.get(template) ?? new Set<string>();
      for (const id of listedIds(body)) ids.add(id);
      byCollection.set(template, ids);
    }
  };
  for (const op of reads.filter((candidate) => !candidate.path.includes('{'))) await read(op.path, op.path);
  for (const op of reads.filter((candidate) => candidate.path.includes('{'))) {
    const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const fits = names.map((name) => {
      const schema =
        op.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? {};
      const listed = [...(byCollection.get(collectionOf(op.path, name)) ?? [])];
      return [...new Set([...listed, ...known])]
        .filter((value) => conforms(schema, value, resolve))
        .slice(0, 12);
    });
    // One combination per known value of the first parameter; further parameters take `latest`
    // where they accept it, else the first value that fits.
    for (const first of fits[0] ?? []) {
      const values = [
        first,
        ...fits.slice(1).map((candidates) => (candidates.includes('latest') ? 'latest' : candidates[0])),
      ];
      if (values.some((value) => value === undefined)) continue;
      let index = 0;
      await read(
        op.path,
        op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[index++]!)),
      );
    }
  }
  return {
    all: [...known].sort(),
    byCollection: new Map([...byCollection].map(([template, ids]) => [template, [...ids].sort()])),
  };
}

/**
 * What the service must answer to anything (DESIGN.md §3): never a 5xx; a 4xx is the error
 * envelope `{errors: [{status, title, …}]}` whose first status is the HTTP status. Returns what is
 * wrong, or null.
 *
 * One documented exception: an add to cart whose items all failed answers 400 and lists each
 * item's own failure (`status` 404/422…, `meta.index`), DESIGN.md §3 "Carts".
 */
export function problemWith(answer: Answer): string | null {
  const { status, text } = answer;
  if (status >= 500) return `answered ${status}: ${text.slice(0, 500)}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0)
    return `answered ${status} without an error envelope: ${text.slice(0, 300)}`;
  for (const error of errors as Record<string, unknown>[]) {
    if (typeof error !== 'object' || error === null)
      return `an error that is not an object: ${text.slice(0, 300)}`;
    // A string as the spec's §7 has it, or an integer where the vendor's document says so (files).
    const code = typeof error.status === 'number' ? String(error.status) : error.status;
    if (typeof code !== 'string' || !/^[45]\d\d$/.test(code))
      return `an error without a 4xx/5xx status: ${text.slice(0, 300)}`;
    if (typeof error.title !== 'string' || error.title.length === 0)
      return `an error without a title: ${text.slice(0, 300)}`;
    if (error.detail !== undefined && typeof error.detail !== 'string')
      return `an error whose detail is not a string: ${text.slice(0, 300)}`;
  }
  const first = errors[0] as { status: string | number };
  const itemFailures =
    status === 400 &&
    (errors as { meta?: { index?: unknown } }[]).every((error) => typeof error.meta?.index === 'number');
  if (String(first.status) !== String(status) && !itemFailures)
    return `answered ${status} but errors[0].status is ${first.status}: ${text.slice(0, 300)}`;
  return null;
}

/**
 * A 2xx answer must be what the OpenAPI document promises for that status (the document is
 * generated from the same zod schemas the service answers with, so a mismatch is a bug in one of
 * them). Returns what is wrong, or null.
 */
export function answerMismatch(op: Operation, answer: Answer, resolve: Resolver): string | null {
  if (answer.status < 200 || answer.status >= 300) return null;
  const schema = op.answers.get(answer.status);
  if (!schema) {
    if (op.answers.size === 0) return null;
    return `answered ${answer.status}, which the document does not list (${[...op.answers.keys()].join(', ')})`;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} with a body that is not JSON: ${answer.text.slice(0, 200)}`;
  }
  const where = nonConformingPath(schema, body, resolve);
  return where
    ? `answered ${answer.status} with a body whose ${where} breaks its documented schema: ${answer.text.slice(0, 300)}`
    : null;
}
