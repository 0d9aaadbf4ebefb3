import type { Context, MiddlewareHandler } from 'hono';
import { ServiceError } from './errors';
import type { ServiceEnv } from './types';

/** The largest body the service reads (a custom item may carry 1MB of inputs, spec §8). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * PostgreSQL's text and jsonb cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form:
 * a string with either could never be stored as sent. Returns the path of the first such string
 * (a key counts as well as a value), e.g. `data.custom_inputs.note`, or null.
 */
export function unstorableStringAt(value: unknown): string | null {
  const unstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();
  // Iterative, with links to the parent instead of copied paths: a 2MB body may nest a million
  // levels deep, which neither a recursion nor a path copied per level would survive.
  type Place = { value: unknown; key?: string; parent?: Place };
  const pathOf = (place: Place) => {
    const keys: string[] = [];
    for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.') || '(root)';
  };
  const pending: Place[] = [{ value }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    if (typeof place.value === 'string') {
      if (unstorable(place.value)) return pathOf(place);
    } else if (typeof place.value === 'object' && place.value !== null) {
      for (const [key, item] of Object.entries(place.value).reverse()) {
        const child = { value: item, key, parent: place };
        if (unstorable(key)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return null;
}

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

const tooLarge = () => new ServiceError(413, `The request body must not exceed ${MAX_BODY_BYTES} bytes`);

/**
 * Reads a body chunk by chunk and stops at the limit: a body longer than `limit` (declared or not,
 * chunked or not) is refused after `limit` bytes, and the rest is never read, so memory stays bounded
 * whatever the client sends. The rest of the stream is cancelled.
 */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A body without a Content-Length (chunked): read within the limit, then cached where Hono reads every
 * other form of the body (text, json, form) from. Hono's type names the cache's entries as the Body
 * methods, while it stores their promised results. With a Content-Length, the HTTP parser delivers
 * at most that many bytes, so Hono's own reader (the host's fast path) is bounded already.
 */
async function readChunked(c: Context<ServiceEnv>): Promise<Uint8Array> {
  const bytes = await readBodyWithin(c.req.raw.body, MAX_BODY_BYTES);
  if (!bytes) throw tooLarge();
  Object.assign(c.req.bodyCache, { arrayBuffer: Promise.resolve(bytes.buffer) });
  return bytes;
}

/**
 * Checks every request body before a handler sees it: size (413), content type (415) and JSON
 * syntax (400). The bytes stay cached on the request, so validators parse them without reading again.
 * Form encoding is accepted only where a route says so (the OAuth token path), and multipart only
 * on the upload paths (`POST /v2/files`), whose route checks the parts itself.
 */
export function bodyGuard(
  formPaths: ReadonlySet<string>,
  multipartPaths: ReadonlySet<string> = new Set(),
): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method)) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
    const bytes = declared !== undefined ? new Uint8Array(await c.req.arrayBuffer()) : await readChunked(c);
    if (bytes.byteLength === 0) return next();
    const type = mediaType(c.req.header('content-type'));
    if (multipartPaths.has(c.req.path)) {
      if (type === MULTIPART_TYPE) return next();
      throw new ServiceError(415, `The request body must be sent as ${MULTIPART_TYPE}`);
    }
    const text = new TextDecoder().decode(bytes);

    const allowsForm = formPaths.has(c.req.path);
    if (allowsForm) {
      if (type === FORM_TYPE) return next();
      throw new ServiceError(415, `The request body must be sent as ${FORM_TYPE}`);
    }
    if (!JSON_TYPE.test(type))
      throw new ServiceError(415, 'The request body must be sent as application/json');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof SyntaxError ? `: ${error.message}` : '';
      throw new ServiceError(400, `The request body is not valid JSON${reason}`, 'Malformed JSON');
    }
    const field = unstorableStringAt(parsed);
    if (field)
      throw new ServiceError(
        400,
        `${field}: must not contain a NUL character (U+0000) or an unpaired surrogate`,
        'Validation failed',
        { field },
      );
    return next();
  };
}
