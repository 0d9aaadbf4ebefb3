import { loggerFor } from '@/lib/platform/logger';
import { recordedSocketAddress } from '@/lib/platform/socket-address';
import { readServiceConfig } from './config';
import { startService, type CommerceService } from './service';
import type { ServiceConnection } from './http/connection';

/**
 * The storefront hears the embedded service's events (a one-time password token to mail) through
 * this module, its one door into the service's process (events/events.ts).
 */
export { listenToServiceEvents, type EventListener, type ServiceEvent } from './events/events';

const globalForService = globalThis as typeof globalThis & { __commerceService?: Promise<CommerceService> };

/** Whether this process hosts the service (DESIGN.md §1: only when no remote base URL is set). */
export const isEmbedded = () => !process.env.COMMERCE_BASE_URL;

/**
 * The one embedded service of this process, opened on first use (or at server start from
 * instrumentation). A failed open is not cached, so the next request tries again.
 */
export function getEmbeddedService(): Promise<CommerceService> {
  globalForService.__commerceService ??= startService(readServiceConfig()).catch((error: unknown) => {
    globalForService.__commerceService = undefined;
    throw error;
  });
  return globalForService.__commerceService;
}

/**
 * Hands a request to the embedded service, with the socket's peer when this process recorded one
 * (instrumentation.ts); an outage answers 503 in the error envelope.
 */
export function embeddedFetch(request: Request): Promise<Response> {
  return dispatch(request, { socketAddress: recordedSocketAddress(request) });
}

async function dispatch(request: Request, connection: ServiceConnection): Promise<Response> {
  let service: CommerceService;
  try {
    service = await getEmbeddedService();
  } catch (error) {
    loggerFor('commerce').error({ err: error }, 'the embedded service could not start');
    return Response.json(
      {
        errors: [
          {
            status: '503',
            title: 'Service Unavailable',
            detail: 'The commerce service is starting or its storage cannot be opened',
          },
        ],
      },
      { status: 503, headers: { 'Retry-After': '5' } },
    );
  }
  return service.fetch(request, connection);
}

/**
 * The storefront's own calls to the embedded service: the shopper's address the storefront names in
 * `X-Forwarded-For` (lib/storefront/commerce/clients.server.ts) is the client's address for the
 * service's limits, as a trusted proxy's would be. Only for requests the storefront builds itself: a
 * browser's request under /commerce goes through `embeddedFetch`, where that header is its own. The
 * request is the storefront's own, made for this call: the header leaves it in place, not by a copy.
 */
export async function storefrontFetch(request: Request): Promise<Response> {
  const shopperAddress = request.headers.get('x-forwarded-for') ?? undefined;
  request.headers.delete('x-forwarded-for');
  return dispatch(request, { shopperAddress });
}

/** Readiness of the embedded service: it opens (or opened) and its storage is migrated and answers. */
export async function checkEmbeddedServiceReady(): Promise<void> {
  await (await getEmbeddedService()).checkReady();
}

/** Closes the embedded service's storage, if it was opened (at shutdown). */
export async function closeEmbeddedService(): Promise<void> {
  const opening = globalForService.__commerceService;
  globalForService.__commerceService = undefined;
  const service = await opening?.catch(() => undefined);
  await service?.close();
}
