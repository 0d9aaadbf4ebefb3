import 'server-only';
import type { ErrorObject } from '@/lib/commerce/schemas/common';
import { statusTitle } from '@/lib/commerce/status-titles';

/**
 * Every answer of the storefront's route handlers (app/api/**) is built here: JSON that no cache
 * keeps (each is about one shopper), errors in the spec's envelope (§7). No answer ever carries an
 * account token or the administrator's token.
 */
const NO_STORE = { 'Cache-Control': 'no-store' };

export const jsonAnswer = (body: unknown, status = 200): Response =>
  Response.json(body, { status, headers: NO_STORE });

/** `{data}`, the shape of every successful answer but the cart's (which adds per-item errors). */
export const dataAnswer = (data: unknown, status = 200): Response => jsonAnswer({ data }, status);

/** Nothing to say (signing out, leaving a preview). */
export const emptyAnswer = (): Response => new Response(null, { status: 204, headers: NO_STORE });

/** Error objects as they are, for a refusal whose objects say which item failed and why. */
export const errorsAnswer = (status: number, errors: ErrorObject[], headers?: HeadersInit): Response =>
  Response.json({ errors }, { status, headers: { ...NO_STORE, ...headers } });

/** One error in the spec's envelope: `{errors: [{status, title, detail, meta?}]}`. */
export function errorAnswer(
  status: number,
  detail: string,
  options: { meta?: Record<string, unknown>; headers?: HeadersInit } = {},
): Response {
  const error = {
    status: String(status),
    title: statusTitle(status),
    detail,
    ...(options.meta && { meta: options.meta }),
  };
  return errorsAnswer(status, [error], options.headers);
}
