/** Where the account area and its sign-in live. Safe for the browser: no server-only imports. */
export const SIGN_IN_PATH = '/sign-in';
export const ACCOUNT_HOME = '/account';
export const PREFERENCES_PATH = '/account/preferences';
export const ACCOUNT_ORDERS_PATH = '/account/orders';
export const PROFILE_PATH = '/account/profile';
export const ADDRESSES_PATH = '/account/addresses';
export const addressHref = (id: string) => `${ADDRESSES_PATH}/${encodeURIComponent(id)}`;
export const EXPIRED_SESSION_PATH = '/api/account/session/expired';

export const subscriptionHref = (id: string) => `/account/subscriptions/${encodeURIComponent(id)}`;

/**
 * The sign-in page, coming back to `next` afterwards. `next` must already be a path on this site
 * (run it through `safeReturnPath` on the server); the sign-in handler checks it again anyway.
 */
export function signInHref(next?: string, reason?: 'expired'): string {
  const params = new URLSearchParams();
  if (next && next !== ACCOUNT_HOME) params.set('next', next);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH;
}

/** Where an ended session goes: a handler forgets the cookie, then sends the person to sign in and back to `next`. */
export const expiredSessionHref = (next: string) =>
  `${EXPIRED_SESSION_PATH}?${new URLSearchParams({ next })}`;
