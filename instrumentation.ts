/**
 * When the server starts: refuse a public production start with the README's development secrets,
 * then open (and on first start migrate and seed) the embedded service, not on the first request:
 * a new PGlite data directory takes seconds to initialise (DESIGN.md §6).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Route handlers never see the socket: record each request's peer for the client-address rules.
  const { recordSocketAddresses } = await import('./lib/platform/socket-address');
  recordSocketAddresses();
  await refuseDevelopmentSecrets();
  if (process.env.COMMERCE_BASE_URL) return startMailWorker();
  const { getEmbeddedService, listenToServiceEvents } = await import('./lib/service/embedded');
  // The embedded service's one-time password tokens become reset mails (the vendor's webhook, in-process).
  const { mailOneTimePasswordToken } = await import('./lib/storefront/account/reset-mail.server');
  listenToServiceEvents('storefront-mail', mailOneTimePasswordToken);
  const { StartupRefused } = await import('./lib/service/config');
  try {
    await getEmbeddedService();
    await startMailWorker();
  } catch (error) {
    // Misconfigured (PGlite held by another process, several instances without PostgreSQL): say
    // so and stop, rather than serve an outage page forever.
    if (error instanceof StartupRefused) {
      console.error(`[commerce] ${error.message}`);
      process.exit(1);
    }
    // Not fatal: the storefront shows the outage, and the next request tries to open it again.
    console.error('[commerce] the embedded service could not start:', error);
  }
}

/** Mail left in the outbox (a mail server that was down, a process that stopped) is sent from now on. */
async function startMailWorker() {
  const { kickMailWorker } = await import('./lib/storefront/mail/mail-worker.server');
  kickMailWorker();
}

async function refuseDevelopmentSecrets() {
  const { defaultSecretsMessage, isPublicProduction, secretsLeftAtDefault } =
    await import('./lib/platform/default-secrets');
  if (!isPublicProduction(process.env)) return;
  const { DEFAULT_CLIENT_SECRET } = await import('./lib/service/config');
  const { DEFAULT_SESSION_SECRET } = await import('./lib/storefront/session/account-session.server');
  const { DEFAULT_MERCHANDISER_PASSWORD } =
    await import('./lib/storefront/session/merchandiser-session.server');
  const left = secretsLeftAtDefault(process.env, [
    { variable: 'SESSION_SECRET', developmentDefault: DEFAULT_SESSION_SECRET },
    { variable: 'COMMERCE_CLIENT_SECRET', developmentDefault: DEFAULT_CLIENT_SECRET },
    { variable: 'MERCHANDISER_PASSWORD', developmentDefault: DEFAULT_MERCHANDISER_PASSWORD },
  ]);
  if (left.length === 0) return;
  console.error(defaultSecretsMessage(left));
  process.exit(1);
}
