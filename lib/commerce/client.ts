import type { z } from 'zod';
import { errorEnvelope } from './schemas/common';
import { failure, type Result } from './result';
import type { TokenProvider } from './tokens';

type Fetch = (input: Request) => Promise<Response>;

/** The headers of spec 4.6 and 4.5 that vary per call or per shopper. */
export interface CommerceContext {
  /** `Accept-Language`. */
  locale?: string;
  /** `Vendor-Channel`: the shopping experience, such as `web` or `mobile`. */
  channel?: string;
  /** `Vendor-Context-Tag`: refines which catalog rule applies. */
  contextTag?: string;
  /** `X-Currency` (DESIGN.md §3). */
  currency?: string;
  /**
   * `X-Forwarded-For`: the address of the shopper this call is made for, so that the service's
   * per-address limits count shoppers, not the storefront (README "Client addresses").
   */
  shopperAddress?: string;
}

export interface ClientOptions {
  /** `{base_url}`: scheme, host (a regional host is part of it) and the path prefix, e.g. `https://eu.example.com/commerce`. */
  baseUrl: string;
  tokens?: TokenProvider;
  fetch?: Fetch;
  context?: CommerceContext;
  timeoutMs?: number;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Query;
  body?: unknown;
  /** The schema the answer is parsed with; the caller never sees an unparsed body. */
  schema: S;
  /** `If-Match`: the weak entity tag of the version being changed (spec 4.5). */
  ifMatch?: string;
  /**
   * An answer the caller kept, and the ETag it came with: sent as `If-None-Match`, so that a
   * service that still has it answers 304 and the kept answer is the result (RFC 9110 §13.1.2).
   */
  cached?: { etag: string; data: z.output<S> };
  /** Overrides the client's token provider for this call (an account member's token, say). */
  tokens?: TokenProvider | null;
  context?: CommerceContext;
  signal?: AbortSignal;
}

export interface CommerceClient {
  readonly baseUrl: string;
  request<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<Result<z.output<S>>>;
  /** A client with the same connection and some context changed. */
  with(overrides: { context?: CommerceContext; tokens?: TokenProvider }): CommerceClient;
}

/**
 * A `.` or `..` path segment, also percent-encoded: URL parsing resolves it away, so an id of `..`
 * would address the parent collection (`/catalog/hierarchies/../products` is `/catalog/products`).
 * encodeURIComponent leaves dots alone, and no encoding of them survives parsing.
 */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
export const hasDotSegment = (path: string) =>
  path
    .split(/[?#]/)[0]!
    .split('/')
    .some((segment) => DOT_SEGMENT.test(segment));

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function contextHeaders(context: CommerceContext, headers: Headers) {
  if (context.locale) headers.set('Accept-Language', context.locale);
  if (context.channel) headers.set('Vendor-Channel', context.channel);
  if (context.contextTag) headers.set('Vendor-Context-Tag', context.contextTag);
  if (context.currency) headers.set('X-Currency', context.currency);
  if (context.shopperAddress) headers.set('X-Forwarded-For', context.shopperAddress);
}

/**
 * The vendor's cart and file errors carry `status` as an integer (`{"status": 404, …}`), the others
 * as a string: the client reads both, and hands on the string the spec's envelope has.
 */
function withStringStatuses(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { errors?: unknown }).errors)) return body;
  const errors = (body as { errors: unknown[] }).errors.map((error) =>
    error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number'
      ? { ...error, status: String((error as { status: number }).status) }
      : error,
  );
  return { ...body, errors };
}

async function readFailure(response: Response) {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A body that is not JSON still fails with the status the service gave.
  }
  const envelope = errorEnvelope.safeParse(withStringStatuses(body));
  const first = envelope.success ? envelope.data.errors[0] : undefined;
  return failure(
    {
      kind: 'http',
      status: response.status,
      title: first?.title ?? (response.statusText || `HTTP ${response.status}`),
      detail: first?.detail,
      errors: envelope.success ? envelope.data.errors : [],
    },
    response.headers,
  );
}

export function createCommerceClient(options: ClientOptions): CommerceClient {
  const doFetch: Fetch = options.fetch ?? ((request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function send(
    path: string,
    init: RequestOptions<z.ZodType>,
    token: string | null,
  ): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    contextHeaders({ ...options.context, ...init.context }, headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (init.ifMatch) headers.set('If-Match', init.ifMatch);
    if (init.cached) headers.set('If-None-Match', init.cached.etag);
    let body: string | FormData | undefined;
    // An upload (POST /v2/files) goes as multipart; fetch writes its Content-Type with the boundary.
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.body);
    }
    const signal = init.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
      : AbortSignal.timeout(timeoutMs);
    return doFetch(
      new Request(buildUrl(options.baseUrl, path, init.query), {
        method: init.method ?? 'GET',
        headers,
        body,
        signal,
      }),
    );
  }

  async function request<S extends z.ZodType>(
    path: string,
    init: RequestOptions<S>,
  ): Promise<Result<z.output<S>>> {
    // No resource has such an id: answer as the service would, without sending the request.
    if (hasDotSegment(path))
      return failure({
        kind: 'http',
        status: 404,
        title: 'Not Found',
        detail: 'An id may not be "." or ".."',
      });
    const tokens = init.tokens === undefined ? options.tokens : init.tokens;
    let response: Response;
    try {
      response = await send(path, init, (await tokens?.getToken()) ?? null);
      if (response.status === 401 && tokens?.invalidate) {
        // A cached token may have expired early (a restarted service, a clock skew): renew once.
        tokens.invalidate();
        response = await send(path, init, (await tokens.getToken()) ?? null);
      }
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return failure({ kind: 'network', title: 'The commerce service could not be reached', detail });
    }

    if (response.status === 304 && init.cached)
      return { ok: true, data: init.cached.data, status: 304, headers: response.headers };
    if (!response.ok) return readFailure(response);

    // 204, and answers such as the 202 of a one-time password token request, carry no body.
    let body: unknown = undefined;
    const text = response.status === 204 ? '' : await response.text();
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return failure(
          { kind: 'validation', status: response.status, title: 'The answer was not JSON' },
          response.headers,
        );
      }
    }
    const parsed = init.schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || '(root)';
      return failure(
        {
          kind: 'validation',
          status: response.status,
          title: 'The answer did not match the contract',
          detail: `${where}: ${issue?.message}`,
        },
        response.headers,
      );
    }
    return { ok: true, data: parsed.data, status: response.status, headers: response.headers };
  }

  return {
    baseUrl: options.baseUrl,
    request,
    with: (overrides) =>
      createCommerceClient({
        ...options,
        tokens: overrides.tokens ?? options.tokens,
        context: { ...options.context, ...overrides.context },
      }),
  };
}
