/**
 * Opens (and on first start migrates and seeds) the embedded service when the server starts, not on
 * the first request: a new PGlite data directory takes seconds to initialise (DESIGN.md §6).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.COMMERCE_BASE_URL) return;
  const { getEmbeddedService } = await import('./lib/service/embedded');
  const { StartupRefused } = await import('./lib/service/config');
  try {
    await getEmbeddedService();
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
