import en from '@/messages/en.json';
import type { CommerceError } from './result';

/** The sentences a failure can become, under `Errors` in the message files. */
export type ErrorMessageKey =
  | 'unreachable'
  | 'unexpected'
  | 'signedOut'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'tooMany'
  | 'trouble';

/** A translator of the `Errors` namespace: next-intl's `t`, or a message file's words. */
export type ErrorWords = (key: ErrorMessageKey) => string;

const ENGLISH: ErrorWords = (key) => en.Errors[key];

/** Which of the shopper's sentences a failure is, or undefined when only the service's words say it. */
export function errorMessageKey(error: CommerceError): ErrorMessageKey | undefined {
  if (error.kind === 'network') return 'unreachable';
  if (error.kind === 'validation') return 'unexpected';
  switch (error.status) {
    case 401:
      return 'signedOut';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
    case 412:
      return 'conflict';
    case 413:
      return 'tooLarge';
    case 429:
      return 'tooMany';
  }
  if (error.status !== undefined && error.status >= 500) return 'trouble';
  return undefined;
}

/**
 * Turns a service failure into words a shopper understands, in the language of `t` (the `Errors`
 * namespace); a refusal we have no sentence for keeps the service's own words.
 */
export function describeError(error: CommerceError, t: ErrorWords = ENGLISH): string {
  const key = errorMessageKey(error);
  return key ? t(key) : (error.detail ?? error.title);
}

/**
 * How long a refusal asks to wait before trying again: its error's `meta.retry_after_seconds`, as
 * the service's 429s carry it beside Retry-After (a cached read keeps the envelope, not the headers).
 */
export function retryAfterSeconds(error: CommerceError): number | undefined {
  for (const object of error.errors) {
    const seconds = (object.meta as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds;
    if (typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0) return seconds;
  }
  return undefined;
}
