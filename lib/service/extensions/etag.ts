import { createHash } from 'node:crypto';
import { weakEtag } from '@/lib/commerce/schemas/extensions';
import { ServiceError } from '../http/errors';

/**
 * Spec 2.9: `etag_id` is a hashed string that changes when the resource changes. Hashing the
 * entry's id with its version makes it change exactly when `resource_version` does, and never
 * repeat across entries.
 */
export function entryEtagId(entryId: string, resourceVersion: number): string {
  return createHash('sha256').update(`${entryId}:${resourceVersion}`).digest('hex');
}

export const etagHeader = (etagId: string) => ({ ETag: weakEtag(etagId) });

const WEAK_TAG = /^W\/"([^"]*)"$/;

/**
 * Spec 4.5 rule 1 and §7: a request with `If-Match` goes ahead only when it names the current
 * version, in the weak form `W/"{etag_id}"`. Anything else (a stale tag, a strong tag, `*`, a list)
 * is 412 and nothing changes. Without the header the change is unconditional.
 */
export function checkIfMatch(header: string | undefined, currentEtagId: string): void {
  if (header === undefined) return;
  const match = WEAK_TAG.exec(header.trim());
  if (!match) {
    throw new ServiceError(
      412,
      `If-Match must be the weak entity tag of the entry, W/"{etag_id}"; got ${JSON.stringify(header)}`,
    );
  }
  if (match[1] !== currentEtagId) {
    throw new ServiceError(
      412,
      'The entry has changed since that version was read (If-Match does not match the current ETag); read it again and retry',
    );
  }
}
