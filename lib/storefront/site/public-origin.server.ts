import 'server-only';
import { headers } from 'next/headers';

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
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? `localhost:${process.env.PORT ?? 3000}`;
  const scheme = list.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return new URL(`${scheme}://${host}`).origin;
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
