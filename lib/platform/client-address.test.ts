import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAddress, parseTrustedProxies, trustedProxies } from './client-address';

describe('clientAddress', () => {
  const none = parseTrustedProxies(undefined);
  const proxies = parseTrustedProxies('10.0.0.5, 10.1.0.0/16, fd00::/8');

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress({ socketAddress: '192.0.2.1', forwardedFor: '203.0.113.9' }, none)).toBe(
      '192.0.2.1',
    );
    expect(clientAddress({ socketAddress: '::ffff:192.0.2.1' }, none)).toBe('192.0.2.1');
  });

  it('is unknown for a request that came over no socket', () => {
    expect(clientAddress({ forwardedFor: '203.0.113.9' }, proxies)).toBeUndefined();
  });

  it('skips trusted proxies from the right and stops at the first untrusted hop', () => {
    const behind = (forwardedFor: string) =>
      clientAddress({ socketAddress: '10.0.0.5', forwardedFor }, proxies);
    expect(behind('6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(behind('6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    expect(behind('2001:db8::1, fd00::2')).toBe('2001:db8::1');
    // Only proxies all the way: the left-most hop is the best there is.
    expect(behind('10.1.0.1, 10.1.0.2')).toBe('10.1.0.1');
    // A trusted peer that forwarded nothing is itself the client.
    expect(behind('')).toBe('10.0.0.5');
  });

  it('does not trust a peer outside the list', () => {
    expect(clientAddress({ socketAddress: '10.2.0.1', forwardedFor: '203.0.113.9' }, proxies)).toBe(
      '10.2.0.1',
    );
  });

  it('refuses a setting that is not addresses or ranges', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.internal')).toThrow(/proxy\.internal/);
    expect(() => parseTrustedProxies('10.0.0.0/x')).toThrow(/10\.0\.0\.0\/x/);
  });
});

describe('trustedProxies', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('follows the TRUSTED_PROXIES setting as it changes', () => {
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.5');
    expect(trustedProxies().has('10.0.0.5')).toBe(true);
    expect(trustedProxies().has('10.0.0.6')).toBe(false);
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/24');
    expect(trustedProxies().has('10.0.0.6')).toBe(true);
    vi.stubEnv('TRUSTED_PROXIES', '');
    expect(trustedProxies().has('10.0.0.5')).toBe(false);
  });
});
