import { describe, expect, it } from 'vitest';
import { parseFilter, FILTER_RULES } from '@/lib/commerce/filter';
import { listingFilter, listingHref, listingQuery, parseListingParams } from './listing-params';

describe('listing params', () => {
  it('falls back to defaults for anything malformed', () => {
    expect(parseListingParams({ type: 'kit', page: '-3', size: '7', field: 'x' })).toEqual({
      type: undefined,
      tags: [],
      field: 'name',
      q: undefined,
      page: 1,
      size: 24,
    });
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
});
