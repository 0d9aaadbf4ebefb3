import { accessTokenResponse } from './schemas/auth';

/** Supplies a bearer token; `refresh` is called once after a 401 so the next call gets a new one. */
export interface TokenProvider {
  getToken(): Promise<string | null>;
  invalidate?(): void;
}

type Fetch = (input: Request) => Promise<Response>;

interface OAuthOptions {
  baseUrl: string;
  clientId: string;
  clientSecret?: string;
  fetch?: Fetch;
  /** Renew this many seconds before the token expires. */
  marginSeconds?: number;
}

/**
 * The implicit (shopper) and client-credentials (admin) grants of DESIGN.md §2. The token is cached
 * until shortly before it expires, and concurrent callers share one request for a new one.
 */
export function oauthTokenProvider(options: OAuthOptions): TokenProvider {
  const doFetch: Fetch = options.fetch ?? ((request) => fetch(request));
  const margin = (options.marginSeconds ?? 60) * 1000;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function request(): Promise<string> {
    const form = new URLSearchParams({ client_id: options.clientId });
    if (options.clientSecret) {
      form.set('grant_type', 'client_credentials');
      form.set('client_secret', options.clientSecret);
    } else {
      form.set('grant_type', 'implicit');
    }
    const response = await doFetch(
      new Request(`${options.baseUrl.replace(/\/$/, '')}/oauth/access_token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form,
      }),
    );
    if (!response.ok) throw new Error(`token request failed with status ${response.status}`);
    const body = accessTokenResponse.parse(await response.json());
    cached = { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  return {
    async getToken() {
      if (cached && cached.expiresAt - margin > Date.now()) return cached.token;
      pending ??= request().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate() {
      cached = null;
    },
  };
}

/** A token obtained elsewhere, such as an account member's token kept in a session. */
export function staticTokenProvider(token: string | null): TokenProvider {
  return { getToken: async () => token };
}
