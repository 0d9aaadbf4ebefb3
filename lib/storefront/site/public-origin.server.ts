import 'server-only';
import { headers } from 'next/headers';
import { trustedProxies } from '@/lib/platform/client-address';
import { recordedPeer } from '@/lib/platform/socket-address';

/**
 * The address shoppers and search engines reach this storefront at, for absolute links that leave
 * the page: the sitemap, robots.txt, canonical links and the product's structured data. It is its
 * own setting, PUBLIC_ORIGIN (behind a proxy or CDN the request's host is not the public one); without
 * it, the origin the request came to. Never the commerce service's base URL: that is the API's host.
 */
export async function publicOrigin(): Promise<string> {
  const configured = process.env.PUBLIC_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  const list = await headers();
  // X-Forwarded-Host and -Proto are believed only from a peer listed in TRUSTED_PROXIES: any client
  // can send them, and would otherwise name the host of the sitemap and robots.txt it is served.
  const peer = recordedPeer(list);
  const proxied = peer !== undefined && trustedProxies().has(peer.replace(/^::ffff:(?=[\d.]+$)/i, ''));
  const forwarded = (name: string) => (proxied ? list.get(name)?.split(',')[0]?.trim() : undefined);
  const host = forwarded('x-forwarded-host') || list.get('host') || `localhost:${process.env.PORT ?? 3000}`;
  const scheme = forwarded('x-forwarded-proto') || 'http';
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return `http://localhost:${process.env.PORT ?? 3000}`;
  }
}

/** A path on this storefront as an absolute URL at its public origin. */
export const publicUrl = async (path: string): Promise<string> =>
  new URL(path, await publicOrigin()).toString();

/**
 * For pages cached whole (the same answer for every request): the configured PUBLIC_ORIGIN, else
 * the path as it is. A cached page cannot read the request's host, and a relative link resolves
 * against the page's own address, which is the public one.
 */
export function cachedPageUrl(path: string): string {
  const configured = process.env.PUBLIC_ORIGIN?.trim();
  return configured ? new URL(path, new URL(configured).origin).toString() : path;
}

/**
 * The Cache-Control of an answer naming the public origin: a shared cache may keep it when the
 * origin is the configured PUBLIC_ORIGIN, never when it was read from the request (another host
 * would then be served what one request's headers named).
 */
export const publicOriginCacheControl = (): string =>
  process.env.PUBLIC_ORIGIN?.trim() ? 'public, max-age=0, must-revalidate' : 'private, no-store';
