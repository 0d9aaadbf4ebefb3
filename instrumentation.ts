/**
 * Opens (and on first start migrates and seeds) the embedded service when the server starts, not on
 * the first request: a new PGlite data directory takes seconds to initialise (DESIGN.md §6).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Route handlers never see the socket: record each request's peer for the client-address rules.
  const { recordSocketAddresses } = await import('./lib/platform/socket-address');
  recordSocketAddresses();
  if (process.env.COMMERCE_BASE_URL) return;
  const { getEmbeddedService } = await import('./lib/service/embedded');
  try {
    await getEmbeddedService();
  } catch (error) {
    // Not fatal: the storefront shows the outage, and the next request tries to open it again.
    console.error('[commerce] the embedded service could not start:', error);
  }
}
