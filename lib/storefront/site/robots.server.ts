import 'server-only';
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { publicUrl } from '@/lib/storefront/site/public-origin.server';

/** robots.txt: read per request, so the sitemap's address is the public origin this storefront runs at. */
export async function robotsData(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/*/account', '/*/cart', '/*/checkout', '/*/merchandising', '/commerce/'],
      },
    ],
    sitemap: await publicUrl('/sitemap.xml'),
  };
}
