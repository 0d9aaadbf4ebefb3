import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import {
  MERCHANDISER_IDLE_SECONDS,
  MERCHANDISER_SESSION_SECONDS,
  newMerchandiserSession,
  validMerchandiserSession,
  type MerchandiserSession,
} from './merchandiser-session';
import { cookieOptions, sealedSessionId, sessionSecret } from './account-session.server';
import { isSessionOpen, sessionRecords } from './session-records.server';

export const MERCHANDISER_COOKIE = 'merchandiser_session';

/** Development default (README); set MERCHANDISER_PASSWORD anywhere but your laptop. */
export const DEFAULT_MERCHANDISER_PASSWORD = 'merchandiser-demo';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Compared as digests of equal length in constant time, so the answer's timing tells nothing. */
export function isMerchandiserPassword(given: string): boolean {
  return timingSafeEqual(
    digest(given),
    digest(process.env.MERCHANDISER_PASSWORD || DEFAULT_MERCHANDISER_PASSWORD),
  );
}

/**
 * The merchandiser signed in on this request, or null. Sealed with SESSION_SECRET like the account
 * session (iron-session), in its own cookie: a shopper's account session never counts here. Reads
 * cookies, so pages call it inside a Suspense boundary.
 */
export async function readMerchandiserSession(): Promise<MerchandiserSession | null> {
  const value = (await cookies()).get(MERCHANDISER_COOKIE)?.value;
  if (!value) return null;
  // Unsealing reads the clock (the seal's ttl): request time only, never a prefetch's prerender.
  await connection();
  // An expired, tampered or foreign seal unseals to {}: no session.
  const session = validMerchandiserSession(
    await unsealData<unknown>(value, { password: sessionSecret() }),
    new Date(),
  );
  // Signed out (a copy of the cookie from before), or idle too long: no session.
  return session && (await isSessionOpen(session.sid, MERCHANDISER_IDLE_SECONDS)) ? session : null;
}

/** Route handlers only (cookies are set there). httpOnly, SameSite=Lax, Secure in production. */
export async function startMerchandiserSession(): Promise<void> {
  const sid = await sessionRecords().open(MERCHANDISER_SESSION_SECONDS);
  const sealed = await sealData(newMerchandiserSession(new Date(), sid), {
    password: sessionSecret(),
    ttl: MERCHANDISER_SESSION_SECONDS,
  });
  (await cookies()).set(MERCHANDISER_COOKIE, sealed, cookieOptions(MERCHANDISER_SESSION_SECONDS));
}

/** Signs out: the session's record goes, so no copy of its cookie works again, on any instance. */
export async function endMerchandiserSession(): Promise<void> {
  const store = await cookies();
  const value = store.get(MERCHANDISER_COOKIE)?.value;
  const sid = value ? await sealedSessionId(value) : undefined;
  if (sid) await sessionRecords().close(sid);
  store.set(MERCHANDISER_COOKIE, '', cookieOptions(0));
}
