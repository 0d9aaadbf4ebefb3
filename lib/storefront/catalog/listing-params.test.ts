import { describe, expect, it } from 'vitest';
import { parseFilter, FILTER_RULES } from '@/lib/commerce/filter';
import {
  canonicalListingSearch,
  listingFilter,
  listingHref,
  listingQuery,
  listingSearchFrom,
  listingSegment,
  parseListingParams,
  needsCanonicalRedirect,
} from './listing-params';

describe('listing params', () => {
  it('falls back to defaults for anything malformed', () => {
    expect(parseListingParams({ type: 'kit', page: '-3', size: '7', field: 'x' })).toEqual({
      type: undefined,
      tags: [],
      inStock: false,
      field: 'name',
      q: undefined,
      page: 1,
      size: 24,
    });
  });

  it('keeps "in stock only" in the URL, the query and the cache segment; any other value is off', () => {
    const params = parseListingParams({ stock: 'in', tag: 'rain' });
    expect(params.inStock).toBe(true);
    expect(parseListingParams({ stock: 'yes' }).inStock).toBe(false);
    expect(listingQuery(params)).toMatchObject({ inStock: true });
    expect(listingQuery(parseListingParams({}))).not.toHaveProperty('inStock');
    expect(listingHref('/shop', params, {})).toBe('/shop?tag=rain&stock=in');
    expect(listingHref('/shop', params, { inStock: false })).toBe('/shop?tag=rain');
    expect(listingSearchFrom(listingSegment({ stock: 'in' }))).toEqual({ stock: 'in' });
    expect(canonicalListingSearch({ stock: 'in', size: '24' })).toBe('stock=in');
  });

  it('normalises tags: lowercase, unique, no commas', () => {
    expect(parseListingParams({ tag: ['Sale', 'sale', 'a,b', ' Rain '] }).tags).toEqual(['sale', 'rain']);
  });

  it('never pages past the service’s offset limit', () => {
    const params = parseListingParams({ page: '9999', size: '100' });
    expect(listingQuery(params).offset).toBe(10_000);
  });

  it('builds a filter the hierarchy listing accepts', () => {
    const filter = listingFilter(
      parseListingParams({ type: 'bundle', tag: ['rain', 'sale'], field: 'sku', q: 'TENT (2)' }),
    );
    expect(filter).toBe('eq(product_types,bundle):in(tags,rain,sale):eq(sku,"TENT (2)")');
    expect(parseFilter(filter!, FILTER_RULES.hierarchyProducts).ok).toBe(true);
    expect(listingFilter(parseListingParams({ tag: 'rain' }))).toBe('eq(tags,rain)');
    expect(listingFilter(parseListingParams({}))).toBeUndefined();
  });

  it('keeps the state in the URL and resets the page on a change', () => {
    const params = parseListingParams({ tag: ['rain'], page: '3', size: '48' });
    expect(listingHref('/shop', params, { page: 4 })).toBe('/shop?tag=rain&page=4&size=48');
    expect(listingHref('/shop', params, { tags: [] })).toBe('/shop?size=48');
  });

  it('drops the empty and default fields a submitted filter form sends', () => {
    const submitted = { type: '', tag: '', field: 'name', q: '', size: '24' };
    expect(canonicalListingSearch(submitted)).toBe('');
    expect(needsCanonicalRedirect(submitted, '')).toBe(true);
    expect(
      canonicalListingSearch({ type: 'bundle', tag: ['', 'Rain'], field: 'sku', q: 'TENT', size: '12' }),
    ).toBe('type=bundle&tag=rain&field=sku&q=TENT&size=12');
  });

  it('keeps a canonical query as it is, and unknown keys unless empty', () => {
    const canonical = {
      type: 'bundle',
      sort: 'price-asc',
      tag: ['rain', 'sale'],
      page: '2',
      utm_source: 'letter',
      empty: '',
    };
    expect(canonicalListingSearch(canonical)).toBe(
      'type=bundle&sort=price-asc&tag=rain&tag=sale&page=2&utm_source=letter',
    );
    // Only the order differs: no redirect.
    const reordered = { size: '12', page: '2', type: 'standard' };
    expect(needsCanonicalRedirect(reordered, canonicalListingSearch(reordered))).toBe(false);
  });
});

describe('listing segments (issue 15: the query as a path segment)', () => {
  it('carries only what changes the listing, and reads back the same', () => {
    const segment = listingSegment({ tag: ['a&b', 'c'], sort: 'price-asc', utm_source: 'mail', page: '2' });
    expect(segment.startsWith('~')).toBe(true);
    expect(segment).not.toContain('utm');
    const back = listingSearchFrom(decodeURIComponent(segment));
    expect(back).toEqual({ tag: ['a&b', 'c'], sort: 'price-asc', page: '2' });
    // Next may hand the segment over still encoded.
    expect(listingSearchFrom(segment)).toEqual(back);
  });

  it('names the plain listing with a dash and reads nothing from other segments', () => {
    expect(listingSegment({ type: '', q: '', size: '24' })).toBe('-');
    expect(listingSearchFrom('-')).toEqual({});
    expect(listingSearchFrom('~%E0%A4%A')).toEqual({});
  });
});
