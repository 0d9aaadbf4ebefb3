import { pageNumbers, requestPageLinks, type Page } from '../http/paging';

/**
 * A page of a listing: its `data`, with `meta` and `links` as DESIGN.md §3 has them for the catalog
 * (lib/service/http/paging.ts): `current` is `floor(offset / limit) + 1`, links carry `page[limit]`
 * and `page[offset]` and keep every other parameter of the request (the filter).
 */
export function pageEnvelope<T>(requestUrl: string, page: Page, total: number, data: T[]) {
  const { current, self, first, last, prev, next } = requestPageLinks(requestUrl, total, page);
  return {
    data,
    meta: { page: { ...page, ...pageNumbers(total, page) }, results: { total } },
    // A custom API's listing always names its last page, even when it is the first. The vendor's
    // pagination links name this page `current` (commerce-extensions.yaml requires it); `self` is
    // the same address, as the catalog's listings have it.
    links: { current, self, first, last: last ?? first, prev, next },
  };
}
