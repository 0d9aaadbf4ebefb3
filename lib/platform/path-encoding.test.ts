import { describe, expect, it } from 'vitest';
import { undecodableSegment } from './path-encoding';

describe('undecodableSegment', () => {
  it('finds the segments decodeURIComponent refuses', () => {
    for (const [path, segment] of [
      ['/products/%C0%AF', '%C0%AF'],
      ['/shop/%FF', '%FF'],
      ['/shop/h/%E0%A4%A', '%E0%A4%A'],
      ['/api/cart/items/%', '%'],
      ['/a/%ZZ/%FF', '%ZZ'],
    ])
      expect(undecodableSegment(path!), path).toBe(segment);
  });

  it('lets every well-formed path through, encoded or not', () => {
    for (const path of ['/', '/products/abc-123', '/shop/%C3%A9t%C3%A9', '/search/%2F%25', '/a/b/'])
      expect(undecodableSegment(path), path).toBeNull();
  });
});
