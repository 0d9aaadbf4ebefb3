import { z } from '@hono/zod-openapi';
import { MAX_PAGE_LIMIT, MAX_PAGE_OFFSET, pageNumbers, requestPageLinks, type Page } from '../http/paging';

/** The page length when a request sets none (spec §8 leaves it to the store; the catalog's bounds apply). */
export const DEFAULT_PAGE_LIMIT = 25;

/** Query parameters of a listing; a value out of bounds is a 400 naming the parameter (DESIGN.md §3). */
export const pageQuery = z.object({
  'page[limit]': z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
  'page[offset]': z.coerce.number().int().min(0).max(MAX_PAGE_OFFSET).optional(),
});

export type { Page };

export function pageOf(query: z.infer<typeof pageQuery>): Page {
  return { limit: query['page[limit]'] ?? DEFAULT_PAGE_LIMIT, offset: query['page[offset]'] ?? 0 };
}

/**
 * `meta` and `links` of a listing, as DESIGN.md §3 has them for the catalog (lib/service/http/paging.ts):
 * `current` is `floor(offset / limit) + 1`, links carry `page[limit]` and `page[offset]` and keep every
 * other parameter of the request (the filter).
 */
export function pageEnvelope(requestUrl: string, page: Page, total: number) {
  const { current, self, first, last, prev, next } = requestPageLinks(requestUrl, total, page);
  return {
    meta: { page: { ...page, ...pageNumbers(total, page) }, results: { total } },
    // A custom API's listing always names its last page, even when it is the first. The vendor's
    // pagination links name this page `current` (commerce-extensions.yaml requires it); `self` is
    // the same address, as the catalog's listings have it.
    links: { current, self, first, last: last ?? first, prev, next },
  };
}
