import type { CommerceError } from './result';

/** Turns a service failure into words a shopper understands. */
export function describeError(error: CommerceError): string {
  if (error.kind === 'network')
    return 'The store could not be reached. Please check your connection and try again.';
  if (error.kind === 'validation')
    return 'The store answered in a way we did not expect. Please try again in a moment.';
  switch (error.status) {
    case 401:
      return 'Your session has ended. Please sign in again.';
    case 403:
      return 'You are not allowed to do that.';
    case 404:
      return 'We could not find what you were looking for.';
    case 409:
    case 412:
      return 'Someone else changed this in the meantime. Reload to see the latest version.';
    case 413:
      return 'That is more than the store can take at once.';
    case 429:
      return 'Too many attempts. Please wait a moment and try again.';
  }
  if (error.status !== undefined && error.status >= 500)
    return 'The store is having trouble right now. Please try again shortly.';
  return error.detail ?? error.title;
}
