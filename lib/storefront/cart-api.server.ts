import 'server-only';
import type { z } from 'zod';
import { describeError } from '@/lib/commerce/describe-error';
import type { CommerceError } from '@/lib/commerce/result';
import type { ErrorObject } from '@/lib/commerce/schemas/common';
import { crossOriginRefused, isSameOrigin } from './origin.server';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const noStore = { 'Cache-Control': 'no-store' };

/** The spec's error envelope (§7), which the storefront's own handlers answer as well. */
export function errorJson(status: number, detail: string, meta?: Record<string, unknown>): Response {
  return Response.json(
    { errors: [{ status: String(status), title: TITLES[status] ?? 'Error', detail, ...(meta && { meta }) }] },
    { status, headers: noStore },
  );
}

export function okJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: noStore });
}

/**
 * A failed call to the service, passed on with its status and its error objects (which say which
 * item failed and why); the detail of the first is put in the shopper's words. A service that
 * cannot be reached is 503, an answer that breaks the contract 502.
 */
export function failureJson(error: CommerceError): Response {
  if (error.kind === 'network') return errorJson(503, describeError(error));
  if (error.kind === 'validation') return errorJson(502, describeError(error));
  const status = error.status ?? 502;
  const errors: ErrorObject[] =
    error.errors.length > 0
      ? error.errors
      : [{ status: String(status), title: error.title, detail: describeError(error) }];
  return Response.json({ errors }, { status, headers: noStore });
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Every mutation must come from this site (DESIGN.md §4): checked before anything else. */
export function refuseCrossOrigin(request: Request): Response | undefined {
  return isSameOrigin(request) ? undefined : crossOriginRefused();
}

/** A JSON body checked with zod: 415 for another content type, 400 naming the field otherwise. */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { ok: false, response: errorJson(415, 'Send the body as application/json') };
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: errorJson(400, 'The body is not valid JSON') };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || '(root)';
  return { ok: false, response: errorJson(400, `${field}: ${issue?.message ?? 'is invalid'}`, { field }) };
}
