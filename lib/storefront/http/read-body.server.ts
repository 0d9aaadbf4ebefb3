import 'server-only';
import type { z } from 'zod';
import { errorAnswer } from './answers.server';

/**
 * The largest JSON body a handler reads. The biggest honest one (a bundle with custom inputs on each
 * option, or a full set of preferences) is a few kilobytes.
 */
export const MAX_BODY_BYTES = 64 * 1024;

export type BodyRead<T> = { ok: true; data: T } | { ok: false; response: Response };

const refuse = (status: number, detail: string, meta?: Record<string, unknown>): BodyRead<never> => ({
  ok: false,
  response: errorAnswer(status, detail, { meta }),
});

/**
 * The body's bytes, read no further than `limit`: a larger body is refused without being held in
 * memory, whatever its Content-Length says (a chunked upload has none).
 */
async function readBytesLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
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

async function readLimited(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBytesLimited(request, limit);
  return bytes && new TextDecoder().decode(bytes);
}

/**
 * A multipart upload's parts, the body read no further than `limit` bytes (`tooLarge` is the 413's
 * words: the page says them). Anything but multipart/form-data is a 415.
 */
export async function readMultipart(
  request: Request,
  limit: number,
  tooLarge: string,
): Promise<BodyRead<FormData>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    return refuse(415, 'Send the body as multipart/form-data');
  const bytes = await readBytesLimited(request, limit);
  if (bytes === null) return refuse(413, tooLarge);
  try {
    return { ok: true, data: await new Response(bytes, { headers: { 'content-type': type } }).formData() };
  } catch {
    return refuse(400, 'The request body is not valid multipart/form-data');
  }
}

/**
 * The one body reader of the route handlers: JSON only (415 otherwise), at most `MAX_BODY_BYTES`
 * (413), checked with `schema` (400 naming the first field that is wrong, in `meta.field`).
 */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  limit = MAX_BODY_BYTES,
): Promise<BodyRead<z.output<S>>> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('application/json')) return refuse(415, 'Send the body as application/json');
  const text = await readLimited(request, limit);
  if (text === null) return refuse(413, `The body is larger than ${Math.round(limit / 1024)} KB`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(400, 'The request body must be JSON');
  }
  return check(schema, json);
}

/**
 * Whether the body is a plain HTML form's: one posted before the page's script ran, or without it
 * (the sign-in forms accept both; their handlers then answer with pages rather than JSON).
 */
export const isFormPost = (request: Request): boolean =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** A plain form's fields, read and checked as `readBody` reads and checks JSON. */
export async function readForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  limit = MAX_BODY_BYTES,
): Promise<BodyRead<z.output<S>>> {
  const text = await readLimited(request, limit);
  if (text === null) return refuse(413, `The body is larger than ${Math.round(limit / 1024)} KB`);
  return check(schema, Object.fromEntries(new URLSearchParams(text)));
}

function check<S extends z.ZodType>(schema: S, value: unknown): BodyRead<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  return refuse(400, `${field}: ${issue?.message ?? 'is not valid'}`, { field });
}
