import { z } from '@hono/zod-openapi';
import type { Database } from '../../storage/database';
import { getSetting } from '../../storage/settings';
import {
  MAX_PAGE_LIMIT,
  MAX_PAGE_OFFSET,
  pageLinks,
  pageNumbers,
  type Page,
  type PageLinks,
} from '../../http/paging';

export { MAX_PAGE_LIMIT, MAX_PAGE_OFFSET };

/** Spec §8: without `page[limit]` the store's page-length setting applies (service_settings). */
export const PAGE_LENGTH_SETTING = 'page_length';
export const DEFAULT_PAGE_LENGTH = 25;

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, `must be an integer from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .int()
        .min(min, `must be an integer from ${min} to ${max}`)
        .max(max, `must be an integer from ${min} to ${max}`),
    );

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

export type { Page };

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

/** DESIGN.md §3: current = floor(offset / limit) + 1; total = the number of pages (lib/service/http/paging.ts). */
export function listMeta(total: number, page: Page): ListMeta {
  return {
    results: { total },
    page: { limit: page.limit, offset: page.offset, ...pageNumbers(total, page) },
  };
}

/**
 * Spec 2.10 links, absolute, carrying page[limit], page[offset] and the request's filter, include,
 * sort and children (the last two: issue 16); which are null when is lib/service/http/paging.ts's
 * `pageLinks`. Offsets stop at 10000 (spec §8): `last` and `next` never point further, so every link
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
  return Object.fromEntries(
    Object.entries(listLinks(requestUrl, total, page)).filter(([, link]) => link !== null),
  ) as Partial<ListLinks>;
}
