import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchFilter, searchHref, toCatalogSearch } from './search-params';

describe('search params', () => {
  it('falls back to defaults for anything malformed', () => {
    expect(
      parseSearchParams({ q: '  tent  ', sort: 'cheap', type: 'child', price: '1-2', page: '-1' }),
    ).toEqual({
      q: 'tent',
      sort: undefined,
      type: undefined,
      tags: [],
      price: undefined,
      page: 1,
    });
  });

  it('asks for products without children, every chosen tag, and the price band as a half-open range', () => {
    const params = parseSearchParams({ q: 'tee', tag: ['Cotton', 'summer'], price: '25-50', type: 'parent' });
    expect(searchFilter(params)).toBe(
      'product_types:!=child && product_types:=parent && tags:=`cotton` && tags:=`summer` && price:>=25 && price:<50',
    );
    expect(searchFilter({ tags: [], price: '250+' })).toBe('product_types:!=child && price:>=250');
  });

  it('sorts by relevance unless the shopper picks an order', () => {
    expect(toCatalogSearch(parseSearchParams({ q: 'tent' })).sort_by).toBeUndefined();
    expect(toCatalogSearch(parseSearchParams({ q: 'tent', sort: 'price-desc' })).sort_by).toBe('price:desc');
    expect(toCatalogSearch(parseSearchParams({})).q).toBe('*');
  });

  it('keeps the state in the URL and goes back to page 1 on a change', () => {
    const params = parseSearchParams({ q: 'tent', sort: 'newest', tag: 'camping', page: '3' });
    expect(searchHref(params, { price: '50-100' })).toBe(
      '/search?q=tent&sort=newest&tag=camping&price=50-100',
    );
    expect(searchHref(params, { page: 2 })).toBe('/search?q=tent&sort=newest&tag=camping&page=2');
  });
});
