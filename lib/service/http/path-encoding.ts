import type { MiddlewareHandler } from 'hono';
import { badRequest, type ServiceError } from './errors';
import type { ServiceEnv } from './types';

/** The first path segment whose percent-encoding is not UTF-8 (`%FF`, the overlong `%C0%AF`), or null. */
export function malformedSegment(pathname: string): string | null {
  for (const segment of pathname.split('/')) {
    try {
      decodeURIComponent(segment);
    } catch {
      return segment;
    }
  }
  return null;
}

/** The service's refusal of a path with a segment that is not UTF-8, or null for a good path. */
export function malformedPathError(pathname: string): ServiceError | null {
  const segment = malformedSegment(pathname);
  return segment === null
    ? null
    : badRequest(`The path segment "${segment}" is not valid percent-encoding of UTF-8 text`);
}

/**
 * The same refusal as an answer in the envelope, for the service's mount in Next (proxy.ts): Next
 * decodes the catch-all's segments before the mount's handler runs and answers 500 when it cannot.
 */
export function malformedPathAnswer(pathname: string): Response | null {
  const error = malformedPathError(pathname);
  return error && Response.json({ errors: [error.toErrorObject()] }, { status: error.status });
}

/**
 * Refuses a path that cannot be decoded before any route reads its parameters: a segment that is not
 * UTF-8 names no resource, and the routes would otherwise each meet it differently (a 404, a 403, a
 * crash in a decoder).
 */
export const pathEncodingGuard: MiddlewareHandler<ServiceEnv> = async (c, next) => {
  const error = malformedPathError(new URL(c.req.url).pathname);
  if (error) throw error;
  await next();
};
