import { describe, expect, it } from 'vitest';
import { addressSegment, isCatalogId, isSlug, productHref } from './catalog-paths';

const ID = '6a3c1f0e-8d2b-4c7a-9e1f-0b2d3c4e5f60';

describe('readable addresses (issue 27 point 2)', () => {
  it('addresses a product by its slug, else by its id', () => {
    expect(productHref({ id: ID, slug: 'merino-sweater' })).toBe('/products/merino-sweater');
    expect(productHref({ id: ID })).toBe(`/products/${ID}`);
    // A slug that could not be a segment, or that reads as an id, is not used.
    expect(productHref({ id: ID, slug: 'has spaces' })).toBe(`/products/${ID}`);
    expect(productHref({ id: ID, slug: ID })).toBe(`/products/${ID}`);
  });

  it('tells slugs from ids by the spec’s characters', () => {
    expect(isSlug('classic-tee-M-Black')).toBe(true);
    expect(isSlug('v1.2_final')).toBe(true);
    for (const segment of ['', 'a b', 'a/b', 'é', 'x'.repeat(256), ID]) expect(isSlug(segment)).toBe(false);
    expect(isCatalogId(ID.toUpperCase())).toBe(true);
    expect(addressSegment({ id: 'n1', slug: null })).toBe('n1');
  });
});
