/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

const nextConfig = {
  reactStrictMode: true,
  // Catalog reads are cached with 'use cache' and tagged per entity; everything else is dynamic.
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files relative to its own module: keep it out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
