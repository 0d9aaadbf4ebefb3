import { describe, expect, it } from 'vitest';
import { assetUrl } from './product-view';

describe('assetUrl', () => {
  it('serves the embedded service’s files from this origin', () => {
    expect(
      assetUrl('http://commerce.internal/commerce/files/f1.svg', 'http://commerce.internal/commerce'),
    ).toBe('/commerce/files/f1.svg');
  });

  it('reads a remote service’s files through this origin’s /commerce/files, wherever it is mounted', () => {
    expect(assetUrl('http://127.0.0.1:4000/commerce/files/f1.svg', 'http://127.0.0.1:4000/commerce')).toBe(
      '/commerce/files/f1.svg',
    );
    expect(assetUrl('https://api.example.com/v2/files/f2.png?w=2', 'https://api.example.com/v2')).toBe(
      '/commerce/files/f2.png?w=2',
    );
  });

  it('leaves a file elsewhere (a store’s CDN) and the service’s other addresses as they are', () => {
    const cdn = 'https://files.cdn.example/abc/picture.jpg';
    expect(assetUrl(cdn, 'https://api.example.com/v2')).toBe(cdn);
    expect(assetUrl('https://api.example.com/v2/catalog/x', 'https://api.example.com/v2')).toBe(
      'https://api.example.com/v2/catalog/x',
    );
  });
});
