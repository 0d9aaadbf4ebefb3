import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

/** The interface's words: messages/<language>.json, chosen per market (lib/i18n/request.ts). */
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const isDev = process.env.NODE_ENV === 'development';

/**
 * Several instances share their 'use cache' entries and tag revalidations through Redis when
 * `REDIS_URL` is set where they start. The production server (server/main.mjs) decides that when it
 * starts, so one build serves both ways and a build needs no Redis; this setting is for `next dev`.
 * Without it, Next's in-memory handler, as on one instance.
 */
const sharedCacheHandler = fileURLToPath(new URL('./lib/platform/redis-cache-handler.mjs', import.meta.url));
const cacheHandlers = process.env.REDIS_URL
  ? { default: sharedCacheHandler, remote: sharedCacheHandler }
  : undefined;

/**
 * A Content-Security-Policy without nonces: nonces would force every page to render per request
 * and rule out the prerendered shells (Next's CSP guide). Inline scripts are therefore allowed (the
 * README's "Choices" says why and what defends instead); product HTML is sanitised before it is rendered.
 * Everything is same-origin but pictures (a store's CDN): no remote scripts, styles or fonts, no framing,
 * no plugins.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  // A store's pictures may live on its CDN (https): an image cannot run anything.
  "img-src 'self' blob: data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/**
 * The bench's own pages (`page.bench.tsx`: a blank page and a baseline page of the app's shell) are
 * routes only in the build `npm run bench` makes (BENCH_PAGES=1), never in the production build.
 */
const pageExtensions = ['tsx', 'ts', ...(process.env.BENCH_PAGES === '1' ? ['bench.tsx'] : [])];

/** @type {import('next').NextConfig} */
const nextConfig = {
  pageExtensions,
  // A self-contained server in .next/standalone (the traced node_modules, no build tooling): what
  // `npm start`, the tests, `npm run cluster` and the image run (scripts/build.mjs completes it).
  output: 'standalone',
  // Files the server reads at run time that tracing cannot see: the shared cache handler, which the
  // production server names when REDIS_URL is set, PGlite's WebAssembly, data and extensions, the
  // service's migrations, which it applies when it starts (lib/service/storage/migrate.ts), and the
  // demo's pictures, which the service stores when it seeds (lib/service/demo/picture-files.ts).
  outputFileTracingIncludes: {
    '/*': [
      './lib/platform/redis-cache-handler.mjs',
      './lib/service/storage/migrations/*.sql',
      './lib/service/demo/pictures/*.svg',
      './node_modules/@electric-sql/pglite/dist/*.{wasm,data}',
      './node_modules/@electric-sql/pglite/dist/{pg_trgm,unaccent}.tar.gz',
    ],
  },
  // Every picture is the service's file, shown as it is: no /_next/image, so the standalone build
  // leaves sharp out (scripts/build.mjs).
  images: { unoptimized: true },
  reactStrictMode: true,
  // `npm test` checks the types (tsc) before it builds; its build step says so with TYPES_CHECKED=1,
  // so the build does not check them a second time on the tests' longest path (about a minute on
  // two cores). Any other build checks them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  poweredByHeader: false,
  // Catalog reads are cached with 'use cache' and tagged per entity; everything else is dynamic.
  cacheComponents: true,
  cacheHandlers,
  // Issue 24 point 2: the pages rendered at run time (every product, listing and filter on its first
  // visit) are kept in memory only, in Next's least-recently-used cache of at most this many bytes:
  // the oldest are dropped past it, and nothing a visitor asks for is written under .next. A page
  // dropped is rendered again on its next visit. The proxy lets only what the catalog holds reach
  // those pages (lib/storefront/catalog/catalog-gate.server.ts).
  cacheMaxMemorySize: 64 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  partialPrefetching: true,
  // PGlite loads its WebAssembly and data files relative to its own module: keep it out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'redis'],
  async headers() {
    // `/(.*)` rather than `/:path*`: a source without named parameters leaves Next nothing to fill
    // into the values, so it does not compile the policy's text anew for every answer.
    return [{ source: '/(.*)', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
