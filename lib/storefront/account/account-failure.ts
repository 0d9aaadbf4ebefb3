import type { CommerceError } from '@/lib/commerce/result';

/**
 * What a failed account call means for the page showing it:
 * - `expired`: the service no longer accepts the token (401): sign in again, then come back;
 * - `not-found`: no such subscription for this account (404, and another account's is 404 too,
 *   DESIGN.md §2), or an id that is not one at all (400);
 * - `unavailable`: the service did not answer, or answered with a fault of its own;
 * - `refused`: anything else the service said no to (shown in its words).
 */
export type AccountFailure = 'expired' | 'not-found' | 'unavailable' | 'refused';

export function classifyAccountFailure(error: CommerceError): AccountFailure {
  if (error.kind === 'network' || error.kind === 'validation') return 'unavailable';
  if (error.status === 401) return 'expired';
  if (error.status === 404 || error.status === 400) return 'not-found';
  if (error.status === undefined || error.status >= 500) return 'unavailable';
  return 'refused';
}
