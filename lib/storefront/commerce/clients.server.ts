import 'server-only';
import { createCommerceClient, type CommerceClient, type CommerceContext } from '@/lib/commerce/client';
import { oauthTokenProvider, type TokenProvider } from '@/lib/commerce/tokens';
import { tracedFetch } from '@/lib/platform/telemetry';
import { storefrontFetch } from '@/lib/service/embedded';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@/lib/commerce/demo-client';
import { currentShopperAddress } from '@/lib/storefront/http/shopper-address.server';

/**
 * The origin the embedded service is called at, in-process. One fixed name for every instance and
 * port, never this server's own address: the service builds its absolute links from it, and those
 * land in shared cache entries, which must read the same on every instance. The storefront turns
 * them into paths on its public origin (lib/storefront/catalog/assets.server.ts).
 */
export const EMBEDDED_SERVICE_URL = 'http://commerce.internal/commerce';

/**
 * How the storefront reaches the commerce service (DESIGN.md §1). With COMMERCE_BASE_URL set, over
 * HTTP to that service; otherwise the embedded one, called in-process with the same Request and
 * Response objects (no socket), at its fixed internal address.
 */
export function commerceSettings() {
  const remote = process.env.COMMERCE_BASE_URL?.replace(/\/+$/, '');
  return {
    embedded: !remote,
    baseUrl: remote ?? EMBEDDED_SERVICE_URL,
    clientId: process.env.COMMERCE_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: process.env.COMMERCE_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
  };
}

/**
 * A call made while serving a shopper names that shopper in X-Forwarded-For (README "Client
 * addresses"), whatever made it: a page's catalog read or search, the proxy's checks, an account or
 * checkout call. The embedded service takes it as the caller's address (lib/service/embedded.ts),
 * a remote one believes it from a trusted caller; either way its per-address limits (searches, new
 * carts) count shoppers, not this storefront. The address is added here, as the call leaves, never
 * to what a cached read is keyed by: a cached answer reaches the service once, for whoever missed.
 * The request is the client's own, made for this call: the header is set on it in place.
 */
function forShopper(request: Request): Request {
  const address = request.headers.has('x-forwarded-for') ? undefined : currentShopperAddress();
  if (address) request.headers.set('X-Forwarded-For', address);
  return request;
}

/**
 * Each call traced, with the request's id passed on (lib/platform/telemetry.ts), either way. A
 * client made `forPage` names no shopper to the embedded service: what it reads belongs to a catalog
 * page rendered once for every shopper (a listing's facets are searches), which a shopper past the
 * search limit would otherwise leave unrendered; an in-process call made for no shopper is not
 * limited. A remote service is still told the shopper, as for every call.
 */
const transport = ({ forPage = false } = {}) => {
  const { embedded } = commerceSettings();
  const send = embedded ? storefrontFetch : fetch;
  const named = !(forPage && embedded);
  return tracedFetch((request) => send(named ? forShopper(request) : request));
};

// Tokens are shared by every request of this server process; they never reach the browser.
let shopperTokens: TokenProvider | undefined;
let adminTokens: TokenProvider | undefined;

/** A client with the shopper's (implicit) token; `forPage` for a catalog page's reads (see transport). */
export function shopperClient(
  context: CommerceContext = {},
  { forPage = false }: { forPage?: boolean } = {},
): CommerceClient {
  const settings = commerceSettings();
  shopperTokens ??= oauthTokenProvider({
    baseUrl: settings.baseUrl,
    clientId: settings.clientId,
    fetch: transport(),
  });
  return createCommerceClient({
    baseUrl: settings.baseUrl,
    tokens: shopperTokens,
    fetch: transport({ forPage }),
    context,
  });
}

/** A client with the administrator's (client-credentials) token: merchandising and server-only reads. */
export function adminClient(context: CommerceContext = {}): CommerceClient {
  const settings = commerceSettings();
  adminTokens ??= oauthTokenProvider({
    baseUrl: settings.baseUrl,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    fetch: transport(),
  });
  return createCommerceClient({
    baseUrl: settings.baseUrl,
    tokens: adminTokens,
    fetch: transport(),
    context,
  });
}
