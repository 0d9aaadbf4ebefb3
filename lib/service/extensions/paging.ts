import { pageNumbers, requestPageLinks, type Page } from '../http/paging';

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
