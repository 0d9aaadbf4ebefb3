import type { MiddlewareHandler } from 'hono';
import { ServiceError } from './errors';
import type { ServiceEnv } from './types';

/** The largest body the service reads (a custom item may carry 1MB of inputs, spec §8). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const FORM_TYPE = 'application/x-www-form-urlencoded';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Checks every request body before a handler sees it: size (413), content type (415) and JSON
 * syntax (400). The text stays cached on the request, so validators parse it without reading again.
 * Form encoding is accepted only where a route says so (the OAuth token path).
 */
export function bodyGuard(formPaths: ReadonlySet<string>): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method)) return next();
    const declared = Number(c.req.header('content-length') ?? NaN);
    if (declared > MAX_BODY_BYTES) throw new ServiceError(413, `The request body must not exceed ${MAX_BODY_BYTES} bytes`);
    const text = await c.req.text();
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ServiceError(413, `The request body must not exceed ${MAX_BODY_BYTES} bytes`);
    if (text.length === 0) return next();

    const type = mediaType(c.req.header('content-type'));
    const allowsForm = formPaths.has(c.req.path);
    if (allowsForm) {
      if (type === FORM_TYPE) return next();
      throw new ServiceError(415, `The request body must be sent as ${FORM_TYPE}`);
    }
    if (!JSON_TYPE.test(type)) throw new ServiceError(415, 'The request body must be sent as application/json');
    try {
      JSON.parse(text);
    } catch (error) {
      const reason = error instanceof SyntaxError ? `: ${error.message}` : '';
      throw new ServiceError(400, `The request body is not valid JSON${reason}`, 'Malformed JSON');
    }
    return next();
  };
}
