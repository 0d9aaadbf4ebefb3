import type { MiddlewareHandler } from 'hono';

/**
 * The vendor's SDKs send the vendor's header names (DESIGN.md §3 "Headers"): each alias is read
 * as the service's own header when that one is absent, so every route sees one name.
 */
const ALIASES: readonly (readonly [alias: string, name: string])[] = [
  ['ep-channel', 'vendor-channel'],
  ['ep-context-tag', 'vendor-context-tag'],
  ['x-moltin-currency', 'x-currency'],
  ['ep-account-management-authentication-token', 'vendor-account-management-authentication-token'],
];

/** Both names of each aliased header, for CORS preflights (`Access-Control-Allow-Headers`). */
export const ALIASED_HEADERS = ALIASES.flat();

/**
 * The gateway sends `Content-Type: application/json` on every request, also a POST without a
 * body (publishing a release); an empty body then is no body rather than malformed JSON.
 */
const declaresEmptyJson = (headers: Headers) =>
  headers.get('content-length') === '0' && headers.has('content-type');

export function vendorHeaderAliases(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    const missing = ALIASES.filter(([alias, name]) => raw.headers.has(alias) && !raw.headers.has(name));
    const emptyBody = declaresEmptyJson(raw.headers);
    if (missing.length > 0 || emptyBody) {
      const headers = new Headers(raw.headers);
      for (const [alias, name] of missing) headers.set(name, raw.headers.get(alias)!);
      if (emptyBody) headers.delete('content-type');
      c.req.raw = new Request(raw, { headers });
    }
    await next();
  };
}
