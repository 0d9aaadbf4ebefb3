import { describe, expect, it } from 'vitest';
import { catalogPageTags, cdnTagHeaders } from './cdn-tags';

describe('the tags a catalog page names for a CDN', () => {
  it('names the release, the market, the kind of page and the ids in its address', () => {
    expect(catalogPageTags('en-us', '/')).toEqual(['catalog', 'catalog:market:en-us', 'catalog:home']);
    expect(catalogPageTags('fr-fr', '/shop/h1/n1')).toEqual([
      'catalog',
      'catalog:market:fr-fr',
      'catalog:listing',
      'catalog:hierarchy:h1',
      'catalog:node:n1',
    ]);
    expect(catalogPageTags('en-us', '/shop')).toEqual(['catalog', 'catalog:market:en-us', 'catalog:listing']);
    expect(catalogPageTags('en-us', '/products/p1')).toEqual([
      'catalog',
      'catalog:market:en-us',
      'catalog:product:p1',
    ]);
  });

  it('names nothing for an address that is not a catalog page', () => {
    expect(catalogPageTags('en-us', '/products/p1/reviews')).toBeUndefined();
    expect(catalogPageTags('en-us', '/account')).toBeUndefined();
  });

  it('names the ids the proxy found for an address of slugs (issue 27 point 2)', () => {
    expect(catalogPageTags('en-us', '/products/merino-sweater', { product: 'p1' })).toEqual([
      'catalog',
      'catalog:market:en-us',
      'catalog:product:p1',
    ]);
    expect(catalogPageTags('en-us', '/shop/apparel/women/tops', { hierarchy: 'h1', node: 'n3' })).toEqual([
      'catalog',
      'catalog:market:en-us',
      'catalog:listing',
      'catalog:hierarchy:h1',
      'catalog:node:n3',
    ]);
  });

  it('keeps a tag to characters that cannot split or break either header', () => {
    const tags = catalogPageTags('en-us', '/products/a%20b%2Cc%0d%0aX-Evil:%201')!;
    expect(cdnTagHeaders(tags)).toEqual({
      'Cache-Tag': 'catalog,catalog:market:en-us,catalog:product:abcX-Evil:1',
      'Surrogate-Key': 'catalog catalog:market:en-us catalog:product:abcX-Evil:1',
    });
  });
});
