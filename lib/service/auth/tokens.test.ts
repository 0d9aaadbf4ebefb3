import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueToken, verifyToken } from './tokens';

const KEY = 'a-signing-key-of-this-test-only-0123456789';
const shopper = { kind: 'implicit', clientId: 'storefront' } as const;

/** Checked signatures are remembered (issue 28); what a check refuses must stay refused. */
describe('bearer token checks', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a token it issued, again and again', async () => {
    const { token } = await issueToken(shopper, KEY, 60);
    expect(await verifyToken(token, KEY)).toEqual(shopper);
    expect(await verifyToken(token, KEY)).toEqual(shopper);
  });

  it('refuses a token once it has expired, also after accepting it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await issueToken(shopper, KEY, 60);
    expect(await verifyToken(token, KEY)).toEqual(shopper);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyToken(token, KEY)).toBeNull();
  });

  it('refuses a token accepted under one key when checked with another', async () => {
    const { token } = await issueToken(shopper, KEY, 60);
    expect(await verifyToken(token, KEY)).toEqual(shopper);
    expect(await verifyToken(token, `${KEY}-rotated`)).toBeNull();
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const { token } = await issueToken(shopper, KEY, 60);
    expect(await verifyToken(token, KEY)).toEqual(shopper);
    const [header, , signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, kind: 'admin' })).toString('base64url');
    expect(await verifyToken(`${header}.${forged}.${signature}`, KEY)).toBeNull();
  });
});
