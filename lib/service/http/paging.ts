import { z } from '@hono/zod-openapi';
import type { Database } from '../storage/database';
import { getSetting } from '../storage/settings';

/**
 * The paging of every listing of the service (catalog, files, inventories, merchandising, extensions,
 * subscriptions, orders, carts, memberships): one parser of `page[limit]` and `page[offset]`, the
 * store's page length when a request sets none, and one arithmetic, so that their `meta.page` and
 * `links` agree.
 *
 * Spec §8: `page[limit]` 1..100, `page[offset]` 0..10000. DESIGN.md §3: `current` is
 * `floor(offset / limit) + 1`. A client may ask for any offset, not only a multiple of the limit
 * (`page[limit]=5&page[offset]=84` of 86 records): pages are then counted on that offset's grid, so
 * the page that reaches the last record is the last page whatever the offset (`next: null`,
 * `current` = `total`), and following `next` from any page ends exactly at `last`.
 */
export const MAX_PAGE_LIMIT = 100;
export const MAX_PAGE_OFFSET = 10_000;

export interface Page {
  limit: number;
  offset: number;
}

/** Records after the ones this page shows, in whole pages of its limit. */
const pagesAfter = (total: number, { limit, offset }: Page) =>
  Math.ceil(Math.max(0, total - offset - limit) / limit);

/**
 * `current` and `total` of `meta.page`. Past the end (an offset at or beyond the last record) the
 * page is empty and `total` is the listing's own number of pages, which `current` then exceeds.
 */
export function pageNumbers(total: number, page: Page): { current: number; total: number } {
  const current = Math.floor(page.offset / page.limit) + 1;
  if (page.offset >= total) return { current, total: Math.ceil(total / page.limit) };
  return { current, total: current + pagesAfter(total, page) };
}

/** The offset `next` points at: none on the last page, whatever the offset, nor past 10,000. */
export function nextOffset(total: number, page: Page): number | null {
  const next = page.offset + page.limit;
  return next < total && next <= MAX_PAGE_OFFSET ? next : null;
}

/**
 * The offset `last` points at: the page on this offset's grid that reaches the last record (past the
 * end: the listing's last whole page), never past the offset a request may ask for.
 */
export function lastOffset(total: number, page: Page): number {
  const { limit, offset } = page;
  const wanted =
    offset < total
      ? offset + pagesAfter(total, page) * limit
      : Math.max(0, Math.ceil(total / limit) - 1) * limit;
  if (wanted <= MAX_PAGE_OFFSET) return wanted;
  // The furthest page of the same grid a request can still reach.
  return offset <= MAX_PAGE_OFFSET
    ? offset + Math.floor((MAX_PAGE_OFFSET - offset) / limit) * limit
    : MAX_PAGE_OFFSET - (MAX_PAGE_OFFSET % limit);
}

export interface PageLinks {
  /** This page, under the name the vendor's PIM and Commerce Extensions listings give it (= `self`). */
  current: string;
  self: string;
  first: string;
  last: string | null;
  prev: string | null;
  next: string | null;
}

/**
 * Spec 2.10 links for a page (and the vendor's `current`, the same address as `self`): `first` always; `last`, `prev` and `next` null when there is only one
 * page; `prev` null on the first page and `next` on the last. `link` writes the address of an offset.
 */
export function pageLinks(total: number, page: Page, link: (offset: number) => string): PageLinks {
  const { current, total: pages } = pageNumbers(total, page);
  const self = link(page.offset);
  if (pages <= 1) return { current: self, self, first: link(0), last: null, prev: null, next: null };
  const last = lastOffset(total, page);
  const next = nextOffset(total, page);
  return {
    current: self,
    self,
    first: link(0),
    last: link(last),
    prev: current > 1 ? link(Math.max(0, Math.min(page.offset - page.limit, last))) : null,
    next: next === null ? null : link(next),
  };
}

/** `pageLinks` for a listing whose links keep every parameter of the request but the page's. */
export function requestPageLinks(requestUrl: string, total: number, page: Page): PageLinks {
  return pageLinks(total, page, (offset) => {
    const url = new URL(requestUrl);
    url.searchParams.set('page[limit]', String(page.limit));
    url.searchParams.set('page[offset]', String(offset));
    return url.toString();
  });
}

/**
 * `links` without the ones that lead nowhere, as the vendor's cart and order listings answer them
 * (its documents type each a string; spec 2.10's nulls are for the catalog's listings).
 */
export function presentLinks(links: PageLinks): Partial<Record<keyof PageLinks, string>> {
  return Object.fromEntries(Object.entries(links).filter(([, value]) => value !== null));
}

/** Spec §8: without `page[limit]` the store's page-length setting applies (service_settings). */
export const PAGE_LENGTH_SETTING = 'page_length';
export const DEFAULT_PAGE_LENGTH = 25;

function integer(min: number, max: number) {
  const message = `must be an integer from ${min} to ${max}`;
  return z
    .string()
    .regex(/^-?\d+$/, message)
    .transform(Number)
    .pipe(z.int().min(min, message).max(max, message));
}

/** The paging parameters of both listings (spec 4.6, 4.7); a bad value is a 400 naming it. */
export const pageQuery = {
  'page[limit]': integer(1, MAX_PAGE_LIMIT)
    .optional()
    .openapi({ type: 'integer', minimum: 1, maximum: MAX_PAGE_LIMIT, description: 'Records per page' }),
  'page[offset]': integer(0, MAX_PAGE_OFFSET).optional().openapi({
    type: 'integer',
    minimum: 0,
    maximum: MAX_PAGE_OFFSET,
    description: 'Zero-based, counts records',
  }),
};

/** The store's page length: a valid setting, else 25. */
export async function pageLength(db: Database): Promise<number> {
  const value = await getSetting<unknown>(db, PAGE_LENGTH_SETTING);
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PAGE_LIMIT
    ? value
    : DEFAULT_PAGE_LENGTH;
}

export async function pageFrom(
  db: Database,
  query: { 'page[limit]'?: number; 'page[offset]'?: number },
): Promise<Page> {
  return { limit: query['page[limit]'] ?? (await pageLength(db)), offset: query['page[offset]'] ?? 0 };
}

export interface ListMeta {
  results: { total: number };
  page: { limit: number; offset: number; current: number; total: number };
}

export type ListLinks = PageLinks;

/** DESIGN.md §3: current = floor(offset / limit) + 1; total = the number of pages. */
export function listMeta(total: number, page: Page): ListMeta {
  return {
    results: { total },
    page: { limit: page.limit, offset: page.offset, ...pageNumbers(total, page) },
  };
}

/**
 * A page of a listing read whole (`data`, with its `meta`); `total` when the listing counts fewer
 * records than it holds.
 */
export function arrayPage<T>(all: readonly T[], page: Page, total = all.length) {
  return { data: all.slice(page.offset, page.offset + page.limit), meta: listMeta(total, page) };
}

/**
 * Spec 2.10 links, absolute, carrying page[limit], page[offset] and the request's filter, include,
 * sort and children (the last two: issue 16); which are null as `pageLinks` says. Offsets stop at 10000 (spec §8): `last` and `next` never point further, so every link
 * they give can be followed.
 */
export function listLinks(requestUrl: string, total: number, page: Page): ListLinks {
  const url = new URL(requestUrl);
  const keep = ['filter', 'include', 'sort', 'children'].flatMap((name) => {
    const value = url.searchParams.get(name);
    return value === null ? [] : [[name, value] as [string, string]];
  });
  return pageLinks(total, page, (offset) => {
    const params = new URLSearchParams([
      ['page[limit]', String(page.limit)],
      ['page[offset]', String(offset)],
      ...keep,
    ]);
    return `${url.origin}${url.pathname}?${params}`;
  });
}

/**
 * The links of the vendor's PIM listings (`/pcm/products`, `/pcm/variations`, …): `pim.yaml` types
 * every link a string and says a link that leads nowhere is absent, so those are left out, not null.
 */
export function pimListLinks(requestUrl: string, total: number, page: Page): Partial<ListLinks> {
  return presentLinks(listLinks(requestUrl, total, page));
}
