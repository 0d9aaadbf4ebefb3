import 'server-only';

/**
 * Mutating route handlers accept only same-origin requests: the Origin header (or, where a browser
 * leaves it out, Sec-Fetch-Site) must name this site. A cross-site form post or fetch is refused.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin) {
    if (!host) return false;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

export function crossOriginRefused(): Response {
  return Response.json(
    { errors: [{ status: '403', title: 'Forbidden', detail: 'Requests must come from this site' }] },
    { status: 403 },
  );
}

/** A path on this site to go back to; anything else (another host, `//evil`) becomes `/`. */
export function safeReturnPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return '/';
  return value.slice(0, 2048);
}
