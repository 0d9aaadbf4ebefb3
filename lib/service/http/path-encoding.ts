import type { MiddlewareHandler } from 'hono';
import { undecodableSegment, undecodableSegmentDetail } from '@/lib/platform/path-encoding';
import { badRequest } from './errors';
import type { ServiceEnv } from './types';

/**
 * Refuses a path that cannot be decoded before any route reads its parameters: a segment that is not
 * UTF-8 names no resource, and the routes would otherwise each meet it differently (a 404, a 403, a
 * crash in a decoder).
 */
export const pathEncodingGuard: MiddlewareHandler<ServiceEnv> = async (c, next) => {
  const segment = undecodableSegment(new URL(c.req.url).pathname);
  if (segment !== null) throw badRequest(undecodableSegmentDetail(segment));
  await next();
};
