import { describe, expect, it } from 'vitest';
import { EXPIRED_SESSION_GRACE_SECONDS, sessionCookieMaxAge, sessionState } from './account-session';

const now = new Date('2026-05-01T12:00:00Z');
const session = {
  accountId: '7d3f6a2e-1b4c-4e8a-9f10-2a5b6c7d8e01',
  accountName: 'Ada Lovelace',
  email: 'ada@example.com',
  token: 'token',
  expiresAt: '2026-05-01T13:00:00.000Z',
  sid: 'a-session-record-id-0001',
};

describe('sessionState', () => {
  it('is a guest without a cookie', () => {
    expect(sessionState(false, null, now)).toEqual({ status: 'guest' });
  });

  it('is signed in while the token has time left', () => {
    expect(sessionState(true, session, now)).toEqual({ status: 'signed-in', session });
  });

  it('has ended once the token expired, or is about to', () => {
    expect(sessionState(true, session, new Date('2026-05-01T13:00:00Z'))).toEqual({ status: 'expired' });
    expect(sessionState(true, session, new Date('2026-05-01T12:59:45Z'))).toEqual({ status: 'expired' });
    expect(sessionState(true, session, new Date('2026-05-01T12:59:00Z')).status).toBe('signed-in');
  });

  it('has ended when the cookie does not unseal or holds something else', () => {
    expect(sessionState(true, {}, now)).toEqual({ status: 'expired' });
    expect(sessionState(true, { ...session, token: '' }, now)).toEqual({ status: 'expired' });
    expect(sessionState(true, { ...session, expiresAt: 'tomorrow' }, now)).toEqual({ status: 'expired' });
  });
});

describe('sessionCookieMaxAge', () => {
  it('lasts as long as the token, plus the grace period that lets an ended session be recognised', () => {
    expect(sessionCookieMaxAge(session.expiresAt, now)).toBe(3600 + EXPIRED_SESSION_GRACE_SECONDS);
  });

  it('never goes below the grace period for a token that has already expired', () => {
    expect(sessionCookieMaxAge('2026-05-01T11:00:00Z', now)).toBe(EXPIRED_SESSION_GRACE_SECONDS);
  });
});
