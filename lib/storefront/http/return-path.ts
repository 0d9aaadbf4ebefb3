/** A path on this site to go back to; anything else (another host, `//evil`) becomes `/`. */
export function safeReturnPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return '/';
  return value.slice(0, 2048);
}
