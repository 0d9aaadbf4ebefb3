import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';
import { ALIASED_HEADERS } from './vendor-headers';

/**
 * Implicit tokens exist so that pages in a browser can call the service: the configured origins
 * (`COMMERCE_CORS_ORIGINS`) get preflight answers and CORS headers; no origin is allowed by default,
 * and then `OPTIONS` stays a 405 like any other method a path lacks.
 */
export function corsFor(origins: readonly string[]): MiddlewareHandler | null {
  if (origins.length === 0) return null;
  return cors({
    origin: [...origins],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
    // The SDKs' own bookkeeping headers too: a preflight that refused them would block every call.
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'Accept-Language',
      'If-Match',
      ...ALIASED_HEADERS,
      'X-MOLTIN-SDK-LANGUAGE',
      'X-MOLTIN-SDK-VERSION',
      'X-MOLTIN-APPLICATION',
      'X-MOLTIN-LANGUAGE',
      // The vendor's storefront sends it on every request (multi-location inventory); the
      // service's inventories answer locations already, so it changes nothing here.
      'EP-Inventories-Multi-Location',
    ],
    exposeHeaders: ['ETag', 'Location'],
    maxAge: 600,
  });
}
