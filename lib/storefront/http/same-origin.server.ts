import 'server-only';
import { errorAnswer } from './answers.server';

/**
 * The origin this request was made to: scheme, host and port, as the browser saw them (a proxy in
 * front says so in X-Forwarded-Proto and X-Forwarded-Host).
 */
function requestOrigin(request: Request): string | null {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!host) return null;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const scheme = forwarded || new URL(request.url).protocol.replace(/:$/, '');
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Mutating route handlers accept only same-origin requests: the Origin header must name this site
 * with the same scheme, host and port (an http page cannot post to the https site); where a browser
 * leaves Origin out, Sec-Fetch-Site must say same-origin. A cross-site form post or fetch is refused.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  const expected = requestOrigin(request);
  if (!expected) return false;
  try {
    return new URL(origin).origin === expected;
  } catch {
    return false;
  }
}

/** The 403 for a request from another site, or null when it may go on: checked before anything else. */
export const refuseCrossOrigin = (request: Request): Response | null =>
  isSameOrigin(request) ? null : errorAnswer(403, 'Requests must come from this site');
