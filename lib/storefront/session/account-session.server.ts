import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import {
  SESSION_COOKIE,
  sessionCookieMaxAge,
  sessionState,
  type AccountSession,
  type SessionState,
} from './account-session';
import { isSessionOpen, sessionRecords } from './session-records.server';

export { SESSION_COOKIE };

/** Development default (README); anything shared must set SESSION_SECRET to its own 32+ characters. */
export const DEFAULT_SESSION_SECRET = 'storefront-demo-session-secret-change-me-before-sharing';
const MIN_SECRET_LENGTH = 32;

export function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET || DEFAULT_SESSION_SECRET;
  // iron-session refuses shorter passwords; say which variable is wrong instead of failing inside it.
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  return secret;
}

/**
 * httpOnly so page scripts never see the sealed token, SameSite=Lax so a cross-site form post does
 * not carry it (mutating handlers check Origin as well), Secure in production. Browsers accept a
 * Secure cookie on http://localhost, so a local production build still signs in.
 */
export const cookieOptions = (maxAge: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: process.env.NODE_ENV === 'production',
  path: '/',
  maxAge,
});

/** The session of this request. Reads cookies, so callers render inside a Suspense boundary. */
export async function readSession(): Promise<SessionState> {
  // Whether a session is still live depends on the clock (here and inside unsealData), so it is
  // decided per request, never in a prerender (runtime prefetches included): account content is
  // never prefetched or cached.
  await connection();
  const value = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!value) return sessionState(false, null, new Date());
  // An unreadable seal (expired, a rotated secret, tampered) unseals to {}: an ended session.
  const data = await unsealData<unknown>(value, { password: sessionSecret() });
  const state = sessionState(true, data, new Date());
  // Signed out elsewhere (or a copy of a cookie from before signing out): ended.
  if (state.status === 'signed-in' && !(await isSessionOpen(state.session.sid))) return { status: 'expired' };
  return state;
}

/** Signs the member in: route handlers only (cookies can be set there, not while rendering). */
export async function startSession(session: Omit<AccountSession, 'sid'>): Promise<void> {
  // A session this browser already holds (someone else's, or the same member's) ends first: a copy
  // of its cookie must not keep working after another sign-in here.
  const previous = (await cookies()).get(SESSION_COOKIE)?.value;
  const previousId = previous ? await sealedSessionId(previous).catch(() => undefined) : undefined;
  if (previousId) await sessionRecords().close(previousId);
  const maxAge = sessionCookieMaxAge(session.expiresAt, new Date());
  const sid = await sessionRecords().open(maxAge, session.memberId);
  const sealed = await sealData({ ...session, sid }, { password: sessionSecret(), ttl: maxAge });
  (await cookies()).set(SESSION_COOKIE, sealed, cookieOptions(maxAge));
}

/** Signs out: the session's record goes, so no copy of its cookie works again, on any instance. */
export async function endSession(): Promise<void> {
  const store = await cookies();
  const value = store.get(SESSION_COOKIE)?.value;
  if (value) {
    const sid = await sealedSessionId(value);
    if (sid) await sessionRecords().close(sid);
  }
  store.set(SESSION_COOKIE, '', cookieOptions(0));
}

/**
 * After a new password: every other session of the member ends, on every instance (their cookies
 * name records that are gone). The one of this request, if any, stays; it is replaced right after.
 */
export async function endOtherSessions(memberId: string): Promise<void> {
  const value = (await cookies()).get(SESSION_COOKIE)?.value;
  const current = value ? await sealedSessionId(value) : undefined;
  await sessionRecords().closeAllOf(memberId, current);
}

/** The record id a sealed cookie names, whether or not its session is still live. */
export async function sealedSessionId(sealed: string): Promise<string | undefined> {
  const data = await unsealData<{ sid?: unknown }>(sealed, { password: sessionSecret() });
  return typeof data.sid === 'string' ? data.sid : undefined;
}
