import { describe, expect, it } from 'vitest';
import { checkImage, MAX_IMAGE_BYTES, sniffImage } from './images';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  'IHDR',
  [0, 0, 1, 0, 0, 0, 0, 200],
);
// SOI, an APP0 segment of 4 bytes, then SOF0: length 17, precision 8, height 300, width 400.
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 1, 0x2c, 1, 0x90, 3, 0, 0, 0]);
const GIF = bytes('GIF89a', [10, 0, 20, 0, 0, 0]);
const WEBP = bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0, 0, 0, 0, 0, 99, 0, 0, 49, 0, 0]);

describe('telling a picture by its bytes', () => {
  it('reads the type and size of a PNG, JPEG, GIF and WebP', () => {
    expect(sniffImage(PNG)).toEqual({ mimeType: 'image/png', width: 256, height: 200 });
    expect(sniffImage(JPEG)).toEqual({ mimeType: 'image/jpeg', width: 400, height: 300 });
    expect(sniffImage(GIF)).toEqual({ mimeType: 'image/gif', width: 10, height: 20 });
    expect(sniffImage(WEBP)).toEqual({ mimeType: 'image/webp', width: 100, height: 50 });
  });

  it('knows no picture in text, an SVG, a PDF or a truncated header', () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(bytes('%PDF-1.4'))).toBeNull();
    expect(sniffImage(PNG.subarray(0, 10))).toBeNull();
  });

  it('refuses an empty file, one over the limit, a non-picture and a contradicting declared type', () => {
    expect(checkImage(new Uint8Array(0), 'image/png')).toEqual({ ok: false, refusal: 'empty' });
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    expect(checkImage(big, 'image/png')).toEqual({ ok: false, refusal: 'too-large' });
    expect(checkImage(bytes('hello'), 'image/png')).toEqual({ ok: false, refusal: 'not-an-image' });
    expect(checkImage(PNG, 'text/html')).toEqual({ ok: false, refusal: 'not-an-image' });
    expect(checkImage(PNG, 'image/jpeg')).toEqual({ ok: false, refusal: 'type-mismatch' });
    expect(checkImage(JPEG, 'image/jpg')).toMatchObject({ ok: true });
    expect(checkImage(PNG, '')).toMatchObject({ ok: true, image: { mimeType: 'image/png' } });
  });
});
