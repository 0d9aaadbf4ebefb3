import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The route a request path belongs to, for metrics: the page or handler pattern of Next's routes
 * manifest (`/[market]/products/[slug]`), never the path as typed, so the number of label values stays
 * the number of routes whatever clients send.
 */
export type RouteLabeler = (pathname: string) => string;

const manifest = z.object({
  staticRoutes: z.array(z.object({ page: z.string(), regex: z.string() })),
  dynamicRoutes: z.array(z.object({ page: z.string(), regex: z.string() })),
});

const FIXED: [RegExp, string][] = [
  [/^\/(?:healthz|readyz)$/, '$&'],
  [/^\/_next\/static\//, '/_next/static'],
  [/^\/_next\/image/, '/_next/image'],
  [/^\/_next\//, '/_next'],
];

export const UNMATCHED = 'unmatched';

function fixedLabel(pathname: string): string | undefined {
  for (const [pattern, label] of FIXED) {
    if (pattern.test(pathname)) return label === '$&' ? pathname : label;
  }
  return undefined;
}

/** Labels by the routes of a build (`<distDir>/routes-manifest.json`), static routes first, as Next matches. */
export function nextRouteLabeler(distDir: string): RouteLabeler {
  const parsed = manifest.parse(JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')));
  const routes = [...parsed.staticRoutes, ...parsed.dynamicRoutes].map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  return (pathname) =>
    fixedLabel(pathname) ?? routes.find((route) => route.regex.test(pathname))?.page ?? UNMATCHED;
}

/** Labels for a server with one mount (`npm run service`): the mount, the health paths, or unmatched. */
export function prefixRouteLabeler(prefix: string): RouteLabeler {
  return (pathname) =>
    fixedLabel(pathname) ?? (pathname === prefix || pathname.startsWith(`${prefix}/`) ? prefix : UNMATCHED);
}
