import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorObject } from '@/lib/commerce/schemas/common';
import { statusTitle } from '@/lib/commerce/status-titles';

/** A failure a handler reports; the app turns it into the error envelope (DESIGN.md §3). */
export class ServiceError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail?: string,
    readonly title: string = statusTitle(status),
    readonly meta?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail ?? title);
    this.name = 'ServiceError';
  }

  toErrorObject(): ErrorObject {
    return {
      status: String(this.status),
      title: this.title,
      ...(this.detail && { detail: this.detail }),
      ...(this.meta && { meta: this.meta }),
    };
  }
}

export const badRequest = (detail: string, meta?: Record<string, unknown>) =>
  new ServiceError(400, detail, undefined, meta);
/**
 * The body's `data.id`, when sent, must be the id in the path (a 400 on `data.id` otherwise), which
 * the detail names as the id `of` a product, option…. Areas that take ids in any case say `anyCase`.
 */
export function requirePathId(
  sent: string | undefined,
  pathId: string,
  { of, anyCase = false, detail }: { of?: string; anyCase?: boolean; detail?: string } = {},
) {
  const same = anyCase ? sent?.toLowerCase() === pathId.toLowerCase() : sent === pathId;
  if (sent === undefined || same) return;
  const whose = of ? `the ${of}'s id in the path (${pathId})` : 'the id in the path';
  throw badRequest(detail ?? `data.id: must be ${whose}`, { field: 'data.id' });
}
export const notFound = (detail: string) => new ServiceError(404, detail);
export const forbidden = (detail: string) => new ServiceError(403, detail);
export const unprocessable = (detail: string, meta?: Record<string, unknown>) =>
  new ServiceError(422, detail, undefined, meta);
export const conflict = (detail: string) => new ServiceError(409, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new ServiceError(
    429,
    detail,
    undefined,
    { retry_after_seconds: retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  errors: ErrorObject[],
  headers?: Record<string, string>,
) {
  return c.json({ errors }, status, headers);
}

export function serviceErrorResponse(c: Context, error: ServiceError) {
  return errorResponse(c, error.status, [error.toErrorObject()], error.headers);
}
