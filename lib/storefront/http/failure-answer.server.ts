import 'server-only';
import { describeError, errorMessageKey, retryAfterSeconds } from '@/lib/commerce/describe-error';
import type { CommerceError } from '@/lib/commerce/result';
import { endSession } from '@/lib/storefront/session/account-session.server';
import { errorAnswer, errorsAnswer } from './answers.server';
import { requestErrors, requestErrorWords, requestRefusalWords } from './error-words.server';
import { wordRefusal } from './refusal-words';

export interface FailureOptions {
  /**
   * Whose token the call carried. `account`: a 401 means the service no longer takes the person's
   * token, so the session is forgotten and they sign in again. `admin`: a 401 or 403 is the store's
   * own configuration problem, not the visitor's, so it is a 502. `shopper` (the default): passed on.
   */
  token?: 'shopper' | 'account' | 'admin';
  /**
   * `service` passes the service's error objects on as they are (they say which item failed and
   * why, `meta.index`) for the merchandiser's screens; `refusals` passes them on with what they name,
   * each worded in the shopper's language (refusal-words.ts); `shopper` (the default) answers one
   * error in the shopper's words.
   */
  words?: 'service' | 'refusals' | 'shopper';
  /**
   * `searches`: the call was a catalog search, so a 429 is the service's search limit for the
   * shopper's address, said as such with how long to wait (README "Service limits").
   */
  limit?: 'searches';
}

/**
 * How long the service asked to wait before a 429's request is tried again, passed on as
 * Retry-After, so a browser or a script is told, not only shown.
 */
function retryAfter(error: CommerceError): HeadersInit | undefined {
  const seconds = retryAfterSeconds(error);
  return seconds ? { 'Retry-After': String(seconds) } : undefined;
}

/**
 * The one way a failed call to the commerce service becomes an answer. The service's refusals (4xx)
 * keep their status; its silence is 503, and its faults or an answer that breaks the contract 502.
 */
export async function failureAnswer(error: CommerceError, options: FailureOptions = {}): Promise<Response> {
  const { token = 'shopper', words = 'shopper' } = options;
  const t = await requestErrorWords();
  if (error.kind === 'network') return errorAnswer(503, describeError(error, t));
  if (error.kind === 'validation') return errorAnswer(502, describeError(error, t));
  const status = error.status ?? 502;
  if (token === 'admin' && (status === 401 || status === 403)) return errorAnswer(502, t('trouble'));
  if (token === 'account' && status === 401) {
    await endSession();
    return errorAnswer(401, describeError(error, t));
  }
  if (status < 400 || status >= 500) return errorAnswer(502, describeError(error, t));
  const headers = status === 429 ? retryAfter(error) : undefined;
  const seconds = retryAfterSeconds(error);
  if (status === 429 && options.limit === 'searches' && seconds)
    return errorAnswer(429, (await requestErrors())('tooManySearches', { seconds }), {
      headers,
      meta: { retry_after_seconds: seconds },
    });
  if (words === 'service' && error.errors.length > 0) return errorsAnswer(status, error.errors, headers);
  // Refusals of what was asked (400, 404 of an item, 422); the rest in the shopper's general words.
  if (words === 'refusals' && (status === 404 || !errorMessageKey(error))) {
    const refusalWords = await requestRefusalWords();
    const refusals =
      error.errors.length > 0 ? error.errors : [{ status: String(status), title: error.title }];
    return errorsAnswer(
      status,
      refusals.map((refusal) => wordRefusal(refusal, refusalWords)),
      headers,
    );
  }
  return errorAnswer(status, words === 'service' ? (error.detail ?? error.title) : describeError(error, t), {
    headers,
    ...(headers && { meta: error.errors[0]?.meta }),
  });
}
