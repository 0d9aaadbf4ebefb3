import type { RouterRoute } from 'hono/types';

/** A Hono path segment as a regular expression: `*` any rest, `:name` one segment, else itself. */
const segmentPattern = (segment: string) =>
  segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const toPattern = (path: string) => new RegExp(`^${path.split('/').map(segmentPattern).join('/')}/?$`);

/**
 * The methods other routes serve at this path, for a 405 with `Allow` instead of a 404 when the
 * path exists but the method does not (DESIGN.md §3).
 */
export function allowedMethods(routes: readonly RouterRoute[]): (path: string) => string[] {
  const handlers = routes
    .filter((route) => route.method !== 'ALL' && !route.path.endsWith('*'))
    .map((route) => ({ method: route.method, pattern: toPattern(route.path) }));
  return (path) => [
    ...new Set(handlers.filter((handler) => handler.pattern.test(path)).map((handler) => handler.method)),
  ];
}
