import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 24 point 9: the sitemap's and robots.txt's host. A client's X-Forwarded-Host names it only
 * when the request came from a proxy listed in TRUSTED_PROXIES; PUBLIC_ORIGIN wins over both.
 */
vi.mock('server-only', () => ({}));
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));
// Test files share modules (vitest.config.ts: isolate false): a module another file imported
// under its own mock of next/headers would answer with that file's headers; import afresh.
vi.resetModules();
const { publicUrl } = await import('./public-origin.server');
const { SOCKET_ADDRESS_HEADER } = await import('@/lib/platform/socket-address');

const recording = globalThis as typeof globalThis & { __platformSocketAddresses?: boolean };
// Test files share this process (vitest.config.ts: isolate false): hand the flag back as it was, so
// a later file's recordSocketAddresses() still subscribes.
const wasRecording = recording.__platformSocketAddresses;
afterAll(() => {
  recording.__platformSocketAddresses = wasRecording;
});
const from = (peer: string, extra: Record<string, string>) => {
  requestHeaders = new Headers({ host: 'shop.example:3000', [SOCKET_ADDRESS_HEADER]: peer, ...extra });
};
const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

beforeEach(() => {
  recording.__platformSocketAddresses = true;
  vi.stubEnv('PUBLIC_ORIGIN', '');
  vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8');
});
afterEach(() => vi.unstubAllEnvs());

describe('the public origin of the sitemap and robots.txt', () => {
  it("ignores a client's X-Forwarded-Host when the client is not a trusted proxy", async () => {
    from('203.0.113.9', forged);
    expect(await publicUrl('/sitemap.xml')).toBe('http://shop.example:3000/sitemap.xml');
  });

  it('believes the forwarded host and scheme from a trusted proxy', async () => {
    from('::ffff:10.1.2.3', { 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https' });
    expect(await publicUrl('/sitemap.xml')).toBe('https://shop.example.com/sitemap.xml');
  });

  it('is PUBLIC_ORIGIN when set, whatever the request says', async () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://www.shop.example');
    from('10.1.2.3', forged);
    expect(await publicUrl('/robots.txt')).toBe('https://www.shop.example/robots.txt');
  });
});
