import { z } from 'zod';

/**
 * What the sealed merchandiser cookie holds. A merchandiser signs in with the store's password
 * (MERCHANDISER_PASSWORD), not with a shopper's account; no commerce token is kept here: the
 * merchandising handlers call the service with the server's own administrator token.
 */
export const merchandiserSession = z.object({
  role: z.literal('merchandiser'),
  signedInAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The server-side record of this session (lib/platform/session-records.ts). */
  sid: z.string().min(16).max(64),
});
export type MerchandiserSession = z.infer<typeof merchandiserSession>;

/** A working day: long enough to prepare and publish a release, short enough for a shared machine. */
export const MERCHANDISER_SESSION_SECONDS = 8 * 60 * 60;

/**
 * A merchandiser session unused for this long ends: whoever comes back to an unattended machine
 * must give the password again before publishing.
 */
export const MERCHANDISER_IDLE_SECONDS = 30 * 60;

export function newMerchandiserSession(now: Date, sid: string): MerchandiserSession {
  return {
    role: 'merchandiser',
    signedInAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + MERCHANDISER_SESSION_SECONDS * 1000).toISOString(),
    sid,
  };
}

/** The session a cookie's unsealed data stands for, or null: missing, unreadable, tampered or expired. */
export function validMerchandiserSession(data: unknown, now: Date): MerchandiserSession | null {
  const parsed = merchandiserSession.safeParse(data);
  if (!parsed.success) return null;
  return Date.parse(parsed.data.expiresAt) > now.getTime() ? parsed.data : null;
}
