import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { sitemapData } from '@/lib/storefront/site/sitemap.server';
import { publicOriginCacheControl } from '@/lib/storefront/site/public-origin.server';

/**
 * sitemap.xml, written as Next writes a `sitemap.ts`, but with a Cache-Control of our own: what was
 * derived from the request is not for a shared cache (issue 24 point 9).
 */
export async function GET(): Promise<Response> {
  return new Response(resolveSitemap(await sitemapData()), {
    headers: { 'Content-Type': 'application/xml', 'Cache-Control': publicOriginCacheControl() },
  });
}
