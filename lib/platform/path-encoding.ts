/**
 * The first segment of a path that cannot be percent-decoded (`%C0%AF` and `%FF` are not UTF-8, a
 * lone `%` is no escape), or null. Such a segment names no resource: the service refuses the path
 * before any route reads its parameters, and the storefront's proxy before Next decodes it for a
 * dynamic segment (which Next answers with a bare 500).
 */
export function undecodableSegment(pathname: string): string | null {
  for (const segment of pathname.split('/')) {
    try {
      decodeURIComponent(segment);
    } catch {
      return segment;
    }
  }
  return null;
}

/** The refusal's words, the same from the service and from its mount in the storefront. */
export const undecodableSegmentDetail = (segment: string) =>
  `The path segment "${segment}" is not valid percent-encoding of UTF-8 text`;
