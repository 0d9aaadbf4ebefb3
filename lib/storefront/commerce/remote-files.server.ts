import 'server-only';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { commerceSettings } from './clients.server';

/** What a file's answer may carry on to the browser. */
const KEPT_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

/**
 * A file of the remote commerce service, read through for the browser: `GET` or `HEAD`
 * `/commerce/files/{id}` here is `{COMMERCE_BASE_URL}/files/{id}` there (public, no token), streamed
 * with its type and caching headers. Only that one service and only its files: any other request
 * is none of this (null). A file is sent `nosniff` and sandboxed, whatever the service says of it.
 */
export async function remoteFile(request: Request): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const match = /^\/commerce\/files\/([^/]+)$/.exec(new URL(request.url).pathname);
  if (!match) return null;
  const { baseUrl } = commerceSettings();
  const upstream = await fetch(`${baseUrl}/files/${match[1]}`, {
    method: request.method,
    headers: { Accept: request.headers.get('accept') ?? '*/*' },
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  if (!upstream) return errorAnswer(502, 'The commerce service did not send this file');
  const headers = new Headers({
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  for (const name of KEPT_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!upstream.ok) return new Response(null, { status: upstream.status === 404 ? 404 : 502, headers });
  return new Response(upstream.body, { status: 200, headers });
}
