import { z } from '@hono/zod-openapi';

/** The page length when a request sets none (spec §8 leaves it to the store; the catalog's bounds apply). */
export const DEFAULT_PAGE_LIMIT = 25;
const MAX_PAGE_LIMIT = 100;
const MAX_PAGE_OFFSET = 10_000;

/** Query parameters of a listing; a value out of bounds is a 400 naming the parameter (DESIGN.md §3). */
export const pageQuery = z.object({
  'page[limit]': z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
  'page[offset]': z.coerce.number().int().min(0).max(MAX_PAGE_OFFSET).optional(),
});

export interface Page {
  limit: number;
  offset: number;
}

export function pageOf(query: z.infer<typeof pageQuery>): Page {
  return { limit: query['page[limit]'] ?? DEFAULT_PAGE_LIMIT, offset: query['page[offset]'] ?? 0 };
}

/**
 * `meta` and `links` of a listing, as DESIGN.md §3 has them for the catalog: `current` is
 * `floor(offset / limit) + 1`, links carry `page[limit]` and `page[offset]` and keep every other
 * parameter of the request (the filter).
 */
export function pageEnvelope(requestUrl: string, { limit, offset }: Page, total: number) {
  const link = (at: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set('page[limit]', String(limit));
    url.searchParams.set('page[offset]', String(at));
    return url.toString();
  };
  const pages = Math.ceil(total / limit);
  // The last page starts where a page does, but never beyond the offset a request may ask for.
  const lastOffset = Math.min(Math.max(pages - 1, 0) * limit, MAX_PAGE_OFFSET - (MAX_PAGE_OFFSET % limit));
  return {
    meta: {
      page: { limit, offset, current: Math.floor(offset / limit) + 1, total: pages },
      results: { total },
    },
    links: {
      self: link(offset),
      first: link(0),
      last: link(lastOffset),
      prev: offset > 0 ? link(Math.max(offset - limit, 0)) : null,
      next: offset + limit < total && offset + limit <= MAX_PAGE_OFFSET ? link(offset + limit) : null,
    },
  };
}
