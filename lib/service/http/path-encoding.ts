import type { MiddlewareHandler } from 'hono';
import { badRequest } from './errors';
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

/**
 * Refuses a path that cannot be decoded before any route reads its parameters: a segment that is not
 * UTF-8 names no resource, and the routes would otherwise each meet it differently (a 404, a 403, a
 * crash in a decoder).
 */
export const pathEncodingGuard: MiddlewareHandler<ServiceEnv> = async (c, next) => {
  const segment = malformedSegment(new URL(c.req.url).pathname);
  if (segment !== null)
    throw badRequest(`The path segment "${segment}" is not valid percent-encoding of UTF-8 text`);
  await next();
};
