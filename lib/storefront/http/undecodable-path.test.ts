import { describe, expect, it } from 'vitest';
import { hasUndecodableSegment } from './undecodable-path';

describe('hasUndecodableSegment', () => {
  it('finds the segments decodeURIComponent refuses', () => {
    for (const path of ['/products/%C0%AF', '/shop/%FF', '/shop/h/%E0%A4%A', '/api/cart/items/%', '/a/%ZZ'])
      expect(hasUndecodableSegment(path), path).toBe(true);
  });

  it('lets every well-formed path through, encoded or not', () => {
    for (const path of ['/', '/products/abc-123', '/shop/%C3%A9t%C3%A9', '/search/%2F%25', '/a/b/'])
      expect(hasUndecodableSegment(path), path).toBe(false);
  });
});
