import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 24 point 9: robots.txt and the sitemap name a host; when that host was read from the
 * request, no shared cache may keep the answer for other requests.
 */
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'shop.example:3000' }) }));
vi.mock('next/server', () => ({ connection: async () => undefined }));
vi.mock('@/lib/storefront/catalog/catalog-data.server', () => ({
  getHierarchies: async () => ({ ok: true, data: [] }),
  getAllProducts: async () => [],
}));
vi.mock('@/lib/i18n/shopper-context.server', () => ({ marketContext: () => ({}) }));
// Test files share modules (vitest.config.ts: isolate false): a module another file imported
// under its own mock of next/headers would answer with that file's headers; import afresh.
vi.resetModules();
const robots = await import('@/app/robots.txt/route');
const sitemap = await import('@/app/sitemap.xml/route');

beforeEach(() => vi.stubEnv('PUBLIC_ORIGIN', ''));
afterEach(() => vi.unstubAllEnvs());

describe.each([
  ['robots.txt', robots.GET, 'Sitemap: http://shop.example:3000/sitemap.xml'],
  ['sitemap.xml', sitemap.GET, '<loc>http://shop.example:3000/'],
])('%s', (_name, get, named) => {
  it("names the request's host and is kept by no shared cache", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(named);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('names PUBLIC_ORIGIN when set, and may then be shared', async () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://www.shop.example');
    const response = await get();
    expect(await response.text()).toContain(
      named.replace('http://shop.example:3000', 'https://www.shop.example'),
    );
    expect(response.headers.get('cache-control')).toMatch(/^public/);
  });
});
