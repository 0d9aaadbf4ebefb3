import 'server-only';
import { createCommerceClient, type CommerceClient, type CommerceContext } from '@/lib/commerce/client';
import { oauthTokenProvider, type TokenProvider } from '@/lib/commerce/tokens';
import { embeddedFetch } from '@/lib/service/embedded';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@/lib/service/config';

/**
 * How the storefront reaches the commerce service (DESIGN.md §1). With COMMERCE_BASE_URL set, over
 * HTTP to that service; otherwise the embedded one, called in-process with the same Request and
 * Response objects (no socket), at the base URL it would have on this server.
 */
export function commerceSettings() {
  const remote = process.env.COMMERCE_BASE_URL?.replace(/\/+$/, '');
  return {
    embedded: !remote,
    baseUrl: remote ?? `http://localhost:${process.env.PORT || 3000}/commerce`,
    clientId: process.env.COMMERCE_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: process.env.COMMERCE_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
  };
}

const transport = () => (commerceSettings().embedded ? embeddedFetch : undefined);

// Tokens are shared by every request of this server process; they never reach the browser.
let shopperTokens: TokenProvider | undefined;
let adminTokens: TokenProvider | undefined;

/** A client with the shopper's (implicit) token. */
export function shopperClient(context: CommerceContext = {}): CommerceClient {
  const settings = commerceSettings();
  shopperTokens ??= oauthTokenProvider({
    baseUrl: settings.baseUrl,
    clientId: settings.clientId,
    fetch: transport(),
  });
  return createCommerceClient({
    baseUrl: settings.baseUrl,
    tokens: shopperTokens,
    fetch: transport(),
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
