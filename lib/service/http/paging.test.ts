import { describe, expect, it } from 'vitest';
import { listLinks, listMeta } from './paging';

const URL_BASE = 'https://shop.example/commerce/catalog/products';
const offset = (link: string | null) =>
  link === null ? null : Number(new URL(link).searchParams.get('page[offset]'));

describe('listMeta', () => {
  it('counts pages and the current page from the record offset', () => {
    expect(listMeta(83, { limit: 10, offset: 0 }).page).toEqual({
      limit: 10,
      offset: 0,
      current: 1,
      total: 9,
    });
    expect(listMeta(83, { limit: 10, offset: 15 }).page).toMatchObject({ current: 2 });
    expect(listMeta(0, { limit: 25, offset: 0 })).toEqual({
      results: { total: 0 },
      page: { limit: 25, offset: 0, current: 1, total: 0 },
    });
  });
});

describe('listLinks', () => {
  it('sets only first and self for an empty or single-page result', () => {
    for (const total of [0, 1, 25]) {
      const links = listLinks(URL_BASE, total, { limit: 25, offset: 0 });
      expect(links).toMatchObject({ last: null, prev: null, next: null });
      expect(offset(links.first)).toBe(0);
    }
  });

  it('never points last or next past the largest offset, 10000', () => {
    const links = listLinks(URL_BASE, 100_000, { limit: 25, offset: 9_975 });
    expect(offset(links.last)).toBe(10_000);
    expect(offset(links.next)).toBe(10_000);
    const atEnd = listLinks(URL_BASE, 100_000, { limit: 25, offset: 10_000 });
    expect(atEnd.next).toBeNull();
    expect(offset(atEnd.prev)).toBe(9_975);
    const wide = listLinks(URL_BASE, 100_000, { limit: 30, offset: 0 });
    expect(offset(wide.last)).toBe(9_990);
  });

  it('keeps only the filter and include of the request, and rewrites paging', () => {
    const links = listLinks(`${URL_BASE}?filter=eq(tags,a)&include=files&page[limit]=99&other=x`, 50, {
      limit: 10,
      offset: 20,
    });
    const params = new URL(links.self).searchParams;
    expect([...params.keys()]).toEqual(['page[limit]', 'page[offset]', 'filter', 'include']);
    expect(params.get('page[limit]')).toBe('10');
    expect(offset(links.prev)).toBe(10);
    expect(offset(links.next)).toBe(30);
  });

  it('gives prev null on the first page even at a non-zero offset', () => {
    const links = listLinks(URL_BASE, 50, { limit: 10, offset: 5 });
    expect(links.prev).toBeNull();
    expect(offset(links.next)).toBe(15);
  });
});
