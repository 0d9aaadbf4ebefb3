import 'server-only';
import type { z } from 'zod';
import { describeError } from '@/lib/commerce/describe-error';
import type { CommerceError } from '@/lib/commerce/result';
import type { AccountSession } from './account-session';
import { crossOriginRefused, isSameOrigin } from './origin.server';
import { endSession, readSession } from './session.server';

/**
 * Shared pieces of the account route handlers (app/api/account/**): the error envelope of
 * DESIGN.md §3, the session gate, body validation and Origin checks. No answer ever carries the
 * account token or the administrator's token.
 */
const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function errorAnswer(
  status: number,
  detail: string,
  options: { meta?: Record<string, unknown>; headers?: HeadersInit } = {},
): Response {
  const error = {
    status: String(status),
    title: TITLES[status] ?? 'Error',
    detail,
    ...(options.meta && { meta: options.meta }),
  };
  return Response.json(
    { errors: [error] },
    { status, headers: { 'Cache-Control': 'no-store', ...options.headers } },
  );
}

/** 429 for a sign-in past its limits (account and merchandiser sign-in), with Retry-After. */
export function tooManySignInsAnswer(retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return errorAnswer(429, `Too many sign-in attempts. Please wait ${wait} and try again.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
    meta: { retry_after_seconds: retryAfterSeconds },
  });
}

export const dataAnswer = (data: unknown, status = 200) =>
  Response.json({ data }, { status, headers: { 'Cache-Control': 'no-store' } });

/** Mutating handlers accept same-origin requests only (lib/storefront/origin.server.ts). */
export const refuseCrossSite = (request: Request): Response | null =>
  isSameOrigin(request) ? null : crossOriginRefused();

/** The signed-in session, or the 401 answer the browser turns into "sign in again". */
export async function requireSession(): Promise<{ session: AccountSession } | { refused: Response }> {
  const state = await readSession();
  if (state.status === 'signed-in') return { session: state.session };
  const detail =
    state.status === 'expired'
      ? 'Your session has ended. Please sign in again.'
      : 'Please sign in to your account first.';
  return { refused: errorAnswer(401, detail) };
}

/** The JSON body checked against `schema`; a 400 naming the first field that is wrong otherwise. */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ body: z.output<S> } | { refused: Response }> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return { refused: errorAnswer(400, 'The request body must be JSON') };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { body: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  return { refused: errorAnswer(400, `${field}: ${issue?.message ?? 'is not valid'}`, { meta: { field } }) };
}

/**
 * A failed call to the commerce service, answered in words. The service's refusals keep their
 * status (404, 422, …); its own faults and silence become 502/503. With the account's token, a 401
 * means the token is no longer accepted: the session is forgotten so the person signs in again.
 * With the administrator's token (preferences), a 401 or 403 is the store's own configuration
 * problem, not the shopper's session: it is a 502.
 */
export async function commerceFailureAnswer(
  error: CommerceError,
  token: 'account' | 'admin' = 'account',
): Promise<Response> {
  if (error.kind === 'network') return errorAnswer(503, describeError(error));
  if (error.kind === 'validation') return errorAnswer(502, describeError(error));
  if (token === 'admin' && (error.status === 401 || error.status === 403)) {
    return errorAnswer(502, 'The store is having trouble right now. Please try again shortly.');
  }
  if (error.status === 401) {
    await endSession();
    return errorAnswer(401, 'Your session has ended. Please sign in again.');
  }
  const status = error.status !== undefined && error.status >= 400 && error.status < 500 ? error.status : 502;
  return errorAnswer(status, describeError(error));
}
