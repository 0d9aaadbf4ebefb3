#!/usr/bin/env node
// @ts-check
/**
 * The production server: `node main.mjs` in the standalone build (`npm run build` copies this file
 * to .next/standalone/main.mjs). `npm start`, the tests, `npm run cluster` and the image run it.
 *
 * In place of the `server.js` Next writes there, because an operator needs what that one lacks:
 * `/healthz` and `/readyz`, a drain on SIGTERM (readiness 503 first, requests in flight answered,
 * then the database and Redis closed and exit 0), request ids, access logs and HTTP metrics. Next's
 * own request handler (its public custom-server API) serves everything else, exactly as `next start`
 * would. The server itself is TypeScript in lib/platform/server, which instrumentation.ts hands over
 * when Next prepares (`globalThis.__platformServer`): this file only loads the build's settings and
 * starts Next. It must stay plain JavaScript: it runs before any of the build is loaded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';

const dir = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// The files the build carries (the migrations, the demo's pictures) are found here, not in the
// directory it was started from (lib/platform/build-files.ts).
process.env.COMMERCE_BUILD_DIR = dir;

/**
 * Every line the server writes is a JSON object: until instrumentation.ts routes the console through
 * the platform's logger (which also blanks secrets), Next's own start-up messages are written so.
 */
for (const [method, level] of /** @type {const} */ ([
  ['log', 'info'],
  ['info', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
])) {
  console[method] = (...args) =>
    process.stdout.write(
      `${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, msg: format(...args) })}\n`,
    );
}

if (!existsSync(path.join(dir, '.next/static'))) {
  console.error(`${dir} is not a complete production build: run \`npm run build\`.`);
  process.exit(1);
}

/** The settings `next build` recorded; the cache handler is chosen now, by this process's REDIS_URL. */
const { config } = JSON.parse(readFileSync(path.join(dir, '.next/required-server-files.json'), 'utf8'));
// Relative to .next, as Next resolves it in a standalone build.
const sharedCacheHandler = '../lib/platform/redis-cache-handler.mjs';
config.cacheHandlers = process.env.REDIS_URL
  ? { default: sharedCacheHandler, remote: sharedCacheHandler }
  : {};
process.env.NODE_ENV = 'production';
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
// The interface to listen on (`HOST`; unset: every one). Not HOSTNAME, which a container sets to its
// own name. Next itself always knows the server as localhost: its proxy writes loopback addresses so,
// and a rewrite to any other origin would leave the process (README "Choices").
const host = process.env.HOST || undefined;

/**
 * Next runs instrumentation.ts while it prepares, without waiting for it (it waits before the first
 * request); instrumentation.ts hands the platform server over through this resolver.
 */
/** @type {Promise<{ serve(options: object): Promise<unknown> }>} */
const handedOver = new Promise((resolve) => {
  /** @type {any} */ (globalThis).__platformServerHandover = resolve;
});
const next = require('next');
const app = next({ dev: false, dir, port, hostname: 'localhost', quiet: true });
await app.prepare();
const server = await Promise.race([
  handedOver,
  new Promise((_, reject) =>
    setTimeout(
      () => reject(new Error('instrumentation.ts did not hand over the platform server within 60 s')),
      60_000,
    ).unref(),
  ),
]);
await server.serve({
  name: 'storefront',
  handle: app.getRequestHandler(),
  port,
  hostname: host,
  distDir: path.join(dir, '.next'),
  close: () => app.close(),
});
