/**
 * The pictures a merchandiser may upload (issue 27 point 7): PNG, JPEG, WebP or GIF, told by their
 * bytes (the magic numbers), never by the name or the declared type alone, and at most
 * `MAX_IMAGE_BYTES`. Shared by the service's `POST /v2/files` and the storefront's upload handler,
 * so both refuse the same files for the same reasons.
 */

/** The largest picture the service stores (1 MiB): well inside its 2 MB request body limit. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export interface SniffedImage {
  mimeType: ImageType;
  /** Read from the header when it says (null for a JPEG whose frame header was not found). */
  width: number | null;
  height: number | null;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (bytes[at + 2]! << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);

/** A JPEG's size is in its first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = u16be(bytes, at + 2);
    const frame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (frame) return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 30) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  if (chunk === 'VP8 ') return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** The picture's type and size as its bytes tell them, or null when they are no PNG, JPEG, WebP or GIF. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (startsWith(bytes, PNG) && bytes.length >= 24)
    return { mimeType: 'image/png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
  if (startsWith(bytes, JPEG)) {
    const size = jpegSize(bytes);
    return { mimeType: 'image/jpeg', width: size?.width ?? null, height: size?.height ?? null };
  }
  if ((startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) && bytes.length >= 10)
    return { mimeType: 'image/gif', width: u16le(bytes, 6), height: u16le(bytes, 8) };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) {
    const size = webpSize(bytes);
    return { mimeType: 'image/webp', width: size?.width ?? null, height: size?.height ?? null };
  }
  return null;
}

/** A declared type the upload may carry: one of the four, or nothing said (a browser may not know). */
export const declaredTypeAllowed = (declared: string) => {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  return (
    type === '' ||
    type === 'application/octet-stream' ||
    (IMAGE_TYPES as readonly string[]).includes(type === 'image/jpg' ? 'image/jpeg' : type)
  );
};

export type ImageRefusal = 'empty' | 'too-large' | 'not-an-image' | 'type-mismatch';

/**
 * Why an upload is refused, or its picture: empty, over the limit, bytes of no allowed picture type,
 * or a declared type that is not the bytes' (a PNG sent as image/gif is refused, not relabelled).
 */
export function checkImage(
  bytes: Uint8Array,
  declaredType: string,
): { ok: true; image: SniffedImage } | { ok: false; refusal: ImageRefusal } {
  if (bytes.byteLength === 0) return { ok: false, refusal: 'empty' };
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, refusal: 'too-large' };
  const image = sniffImage(bytes);
  if (!image) return { ok: false, refusal: 'not-an-image' };
  const declared = declaredType.split(';')[0]!.trim().toLowerCase().replace('image/jpg', 'image/jpeg');
  if (!declaredTypeAllowed(declaredType)) return { ok: false, refusal: 'not-an-image' };
  if (declared.startsWith('image/') && declared !== image.mimeType)
    return { ok: false, refusal: 'type-mismatch' };
  return { ok: true, image };
}
