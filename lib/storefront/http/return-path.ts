/** Any origin will do: a return path is resolved against it and must stay on it. */
const HERE = 'http://storefront.invalid';

/**
 * A path on this site to go back to after signing in or switching the language. Checked by parsing, not by pattern: browsers drop tabs and line breaks and read `\`
 * as `/`, so `/\t/evil.example` and `/\evil.example` lead off-site, and only the URL parser sees
 * a value as the browser will. Control characters are refused outright (a header cannot hold them).
 * A refused value becomes `fallback` (the home page unless the caller has a better one).
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2048 || !value.startsWith('/')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil` normalises to `//evil`, which a browser reads as another host.
  return path.startsWith('//') ? fallback : path;
}
