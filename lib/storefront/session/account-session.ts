import { z } from 'zod';

/** The sealed session cookie of a signed-in account member. */
export const SESSION_COOKIE = 'account_session';

/**
 * What the sealed session cookie holds for a signed-in account member. The account token is a
 * bearer token for the commerce service: it lives only here, sealed, on the server side of the
 * cookie, and is never sent to the browser in any answer.
 */
export const accountSession = z.object({
  accountId: z.string().min(1),
  accountName: z.string(),
  email: z.string(),
  token: z.string().min(1),
  /** When the account token expires (ISO 8601), as the service said when it issued it. */
  expiresAt: z.iso.datetime({ offset: true }),
  /** The member signed in (the service's `meta.account_member_id`); a new password ends their other sessions. */
  memberId: z.string().min(1).max(64).optional(),
  /**
   * The account's cart as sign-in found it (issue 28): an add goes to it when the browser's cookie
   * names no cart, so no add lists the account's carts again.
   */
  cartId: z.string().min(1).max(64).optional(),
  /** The server-side record of this session (lib/platform/session-records.ts): sign-out deletes it. */
  sid: z.string().min(16).max(64),
});
export type AccountSession = z.infer<typeof accountSession>;

export type SessionState =
  { status: 'guest' } | { status: 'expired' } | { status: 'signed-in'; session: AccountSession };

/**
 * The cookie outlives the token by this much, so that a person who comes back after the token
 * expired is told their session ended (and returned to where they were after signing in) instead
 * of silently looking like a guest.
 */
export const EXPIRED_SESSION_GRACE_SECONDS = 12 * 60 * 60;

/** A token this close to its expiry is treated as expired: a request sent with it could fail midway. */
export const EXPIRY_MARGIN_MS = 30_000;

/**
 * The state of a session from its cookie. `cookiePresent` with data that does not unseal or parse
 * (expired seal, a rotated SESSION_SECRET, tampering) is an ended session, not a guest.
 */
export function sessionState(cookiePresent: boolean, data: unknown, now: Date): SessionState {
  if (!cookiePresent) return { status: 'guest' };
  const parsed = accountSession.safeParse(data);
  if (!parsed.success) return { status: 'expired' };
  if (Date.parse(parsed.data.expiresAt) - EXPIRY_MARGIN_MS <= now.getTime()) return { status: 'expired' };
  return { status: 'signed-in', session: parsed.data };
}

/** Seconds the cookie (and its seal) should live: the token's remaining life plus the grace period. */
export function sessionCookieMaxAge(expiresAt: string, now: Date): number {
  const remaining = Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000);
  return Math.max(0, remaining) + EXPIRED_SESSION_GRACE_SECONDS;
}
