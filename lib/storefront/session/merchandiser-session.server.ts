import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import {
  MERCHANDISER_SESSION_SECONDS,
  newMerchandiserSession,
  validMerchandiserSession,
  type MerchandiserSession,
} from './merchandiser-session';
import { cookieOptions, sessionSecret } from './account-session.server';

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
  return validMerchandiserSession(
    await unsealData<unknown>(value, { password: sessionSecret() }),
    new Date(),
  );
}

/** Route handlers only (cookies are set there). httpOnly, SameSite=Lax, Secure in production. */
export async function startMerchandiserSession(): Promise<void> {
  const sealed = await sealData(newMerchandiserSession(new Date()), {
    password: sessionSecret(),
    ttl: MERCHANDISER_SESSION_SECONDS,
  });
  (await cookies()).set(MERCHANDISER_COOKIE, sealed, cookieOptions(MERCHANDISER_SESSION_SECONDS));
}

export async function endMerchandiserSession(): Promise<void> {
  (await cookies()).set(MERCHANDISER_COOKIE, '', cookieOptions(0));
}
