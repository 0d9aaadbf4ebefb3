/**
 * Whether a path has a segment that cannot be percent-decoded (`%C0%AF` and `%FF` are not UTF-8, a
 * lone `%` is no escape). Next decodes a dynamic segment before a page or route handler sees it and
 * answers 500 when it cannot, so the proxy turns such a path away first (issue 12, point 8).
 */
export function hasUndecodableSegment(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}
