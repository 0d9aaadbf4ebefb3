import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { robotsData } from '@/lib/storefront/site/robots.server';
import { publicOriginCacheControl } from '@/lib/storefront/site/public-origin.server';

/**
 * robots.txt, written as Next writes a `robots.ts`, but with a Cache-Control of our own: what was
 * derived from the request is not for a shared cache (issue 24 point 9).
 */
export async function GET(): Promise<Response> {
  return new Response(resolveRobots(await robotsData()), {
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': publicOriginCacheControl() },
  });
}
