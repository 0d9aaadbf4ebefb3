import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorObject } from '@/lib/commerce/schemas/common';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const statusTitle = (status: number) => TITLES[status] ?? 'Error';

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
    {
      'Retry-After': String(retryAfterSeconds),
    },
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
