import { createHash } from 'node:crypto';

/** A weak entity tag (RFC 9110 §8.8.3) for what `parts` name: the same parts, the same tag. */
export const weakTag = (parts: readonly string[]): string =>
  `W/"${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 27)}"`;

/** Whether If-None-Match names `tag` (RFC 9110 §13.1.2: `*`, or one of its tags, compared weakly). */
export function noneMatchNames(header: string | undefined, tag: string): boolean {
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return !!header && header.split(',').some((entry) => entry.trim() === '*' || opaque(entry) === opaque(tag));
}
