import { describe, expect, it } from 'vitest';
import {
  MERCHANDISER_SESSION_SECONDS,
  newMerchandiserSession,
  validMerchandiserSession,
} from './merchandiser-session';

const now = new Date('2026-05-01T09:00:00Z');
const SID = 'a-session-record-id-0001';

describe('merchandiser sessions', () => {
  it('last a working day from sign-in', () => {
    const session = newMerchandiserSession(now, SID);
    expect(session).toEqual({
      role: 'merchandiser',
      signedInAt: '2026-05-01T09:00:00.000Z',
      expiresAt: '2026-05-01T17:00:00.000Z',
      sid: SID,
    });
    expect(
      validMerchandiserSession(session, new Date(now.getTime() + (MERCHANDISER_SESSION_SECONDS - 1) * 1000)),
    ).toEqual(session);
    expect(
      validMerchandiserSession(session, new Date(now.getTime() + MERCHANDISER_SESSION_SECONDS * 1000)),
    ).toBeNull();
  });

  it('are nothing when the cookie holds anything else (an account session, an unreadable seal)', () => {
    expect(validMerchandiserSession({}, now)).toBeNull();
    expect(validMerchandiserSession(null, now)).toBeNull();
    expect(
      validMerchandiserSession({ accountId: 'a', token: 't', expiresAt: '2026-05-01T17:00:00.000Z' }, now),
    ).toBeNull();
    expect(
      validMerchandiserSession(
        { role: 'shopper', signedInAt: now.toISOString(), expiresAt: '2026-05-01T17:00:00.000Z' },
        now,
      ),
    ).toBeNull();
  });
});
