/**
 * When the server starts (Next runs this while it prepares, before the first request): tracing when
 * an OTLP endpoint is set, the platform's HTTP server for server/main.mjs, a refusal of the README's
 * development secrets on a public production start, then the embedded service opened (and on first
 * start migrated and seeded), not on the first request: a new PGlite data directory takes seconds to
 * initialise (DESIGN.md §7). What readiness checks and what shutdown closes is registered here.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startTracing } = await import('./lib/platform/telemetry');
  startTracing('harbor-storefront');
  // Route handlers never see the socket: record each request's peer for the client-address rules.
  const { recordSocketAddresses } = await import('./lib/platform/socket-address');
  recordSocketAddresses();
  await refuseDevelopmentSecrets();
  await refuseImpossibleSettings();
  await watchRedis();
  const embedded = !process.env.COMMERCE_BASE_URL;
  if (embedded) await watchEmbeddedService();
  // Readiness knows what to check before the server listens.
  const { installPlatformServer } = await import('./lib/platform/server/install');
  // Catalog and search results pages are kept whole for the shoppers who ask alike (issue 28).
  const { pageAnswers } = await import('./lib/storefront/catalog/page-answers');
  installPlatformServer(pageAnswers);
  // Mail waits for the storage that holds its outbox (the embedded database) to open.
  if (!embedded || (await openEmbeddedService())) await startMailWorker();
}

/** Mail left in the outbox (a mail server that was down, a process that stopped) is sent from now on. */
async function startMailWorker() {
  const { kickMailWorker, mailWorkerIdle } = await import('./lib/storefront/mail/mail-worker.server');
  const { onShutdown } = await import('./lib/platform/server/lifecycle');
  onShutdown('mail', mailWorkerIdle);
  kickMailWorker();
}

/** With several instances: Redis must answer for this one to be ready, and is closed at shutdown. */
async function watchRedis() {
  const { redisUrl } = await import('./lib/platform/redis-client');
  if (!redisUrl()) return;
  const { checkRedisReady, closeSharedRedis } = await import('./lib/platform/redis-health');
  const { addReadinessCheck } = await import('./lib/platform/server/health');
  const { onShutdown } = await import('./lib/platform/server/lifecycle');
  addReadinessCheck('redis', checkRedisReady);
  onShutdown('redis', closeSharedRedis);
}

/** The embedded service's storage must be open and migrated for this instance to be ready. */
async function watchEmbeddedService() {
  const { checkEmbeddedServiceReady, closeEmbeddedService } = await import('./lib/service/embedded');
  const { addReadinessCheck } = await import('./lib/platform/server/health');
  const { onShutdown } = await import('./lib/platform/server/lifecycle');
  addReadinessCheck('storage', checkEmbeddedServiceReady);
  onShutdown('storage', closeEmbeddedService);
}

/** Opens the embedded service; whether it opened. */
async function openEmbeddedService(): Promise<boolean> {
  const { getEmbeddedService, listenToServiceEvents } = await import('./lib/service/embedded');
  // The embedded service's one-time password tokens become reset mails (the vendor's webhook, in-process).
  const { mailOneTimePasswordToken } = await import('./lib/storefront/account/reset-mail.server');
  listenToServiceEvents('storefront-mail', mailOneTimePasswordToken);
  const { StartupRefused } = await import('./lib/service/config');
  const { loggerFor } = await import('./lib/platform/logger');
  try {
    await getEmbeddedService();
    return true;
  } catch (error) {
    // Misconfigured (PGlite held by another process, several instances without PostgreSQL): say
    // so and stop, rather than serve an outage page forever.
    if (error instanceof StartupRefused) {
      loggerFor('commerce').fatal(error.message);
      process.exit(1);
    }
    // Not fatal: readiness says why, the storefront shows the outage, and the next request tries again.
    loggerFor('commerce').error({ err: error }, 'the embedded service could not start');
    return false;
  }
}

/** A setting that cannot work stops the start with the reason, as the development secrets do. */
async function refuseImpossibleSettings() {
  const { readServiceConfig, StartupRefused } = await import('./lib/service/config');
  const { loggerFor } = await import('./lib/platform/logger');
  try {
    // The storefront reads TRUSTED_PROXIES too (its sign-in and cart limits), embedded service or not.
    readServiceConfig();
  } catch (error) {
    if (!(error instanceof StartupRefused)) throw error;
    loggerFor('storefront').fatal(error.message);
    process.exit(1);
  }
}

async function refuseDevelopmentSecrets() {
  const { defaultSecretsMessage, isPublicProduction, secretsLeftAtDefault } =
    await import('./lib/platform/default-secrets');
  if (!isPublicProduction(process.env)) return;
  const { DEFAULT_CLIENT_SECRET } = await import('./lib/commerce/demo-client');
  const { DEFAULT_SESSION_SECRET } = await import('./lib/storefront/session/account-session.server');
  const { DEFAULT_MERCHANDISER_PASSWORD } =
    await import('./lib/storefront/session/merchandiser-session.server');
  const left = secretsLeftAtDefault(process.env, [
    { variable: 'SESSION_SECRET', developmentDefault: DEFAULT_SESSION_SECRET },
    { variable: 'COMMERCE_CLIENT_SECRET', developmentDefault: DEFAULT_CLIENT_SECRET },
    { variable: 'MERCHANDISER_PASSWORD', developmentDefault: DEFAULT_MERCHANDISER_PASSWORD },
  ]);
  if (left.length === 0) return;
  const { loggerFor } = await import('./lib/platform/logger');
  loggerFor('startup').fatal(defaultSecretsMessage(left));
  process.exit(1);
}
