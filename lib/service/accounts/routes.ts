import { createRoute } from '@hono/zod-openapi';
import { accountTokenRequest, accountTokenResponse } from '@/lib/commerce/schemas/auth';
import { limitCredentialFailures } from '../auth/credential-limits';
import { issueToken } from '../auth/tokens';
import { ServiceError } from '../http/errors';
import { createRouter } from '../http/router';
import { normalizeUsername, signIn } from './sign-in';

/** DESIGN.md §2: a public path, like the OAuth token path. */
export const ACCOUNT_TOKEN_PATH = '/v2/account-members/tokens';

const tokenRoute = createRoute({
  method: 'post',
  path: ACCOUNT_TOKEN_PATH,
  summary: 'Sign an account member in with a password: one account token per account',
  security: [],
  request: { body: { required: true, content: { 'application/json': { schema: accountTokenRequest } } } },
  responses: {
    200: { description: 'Account tokens', content: { 'application/json': { schema: accountTokenResponse } } },
    400: { description: 'A body that breaks the schema (error envelope naming the field)' },
    401: { description: 'Wrong username or password (one message for both)' },
    403: { description: 'The member belongs to no account' },
    429: {
      description: 'Too many failed attempts for this username or address (error envelope, Retry-After)',
    },
  },
});

export const accountRoutes = createRouter().openapi(tokenRoute, async (c) => {
  const { username, password } = c.req.valid('json').data;
  const { storage, config, signingKey } = c.var.deps;
  const member = await limitCredentialFailures(
    c,
    { limit: 'accountUsername', key: normalizeUsername(username) },
    () => signIn(storage.db, username, password),
  );
  // One message whichever of the two was wrong, so the answer does not reveal who has an account.
  if (!member) throw new ServiceError(401, 'The username or password is incorrect', 'Invalid credentials');
  if (member.accounts.length === 0) throw new ServiceError(403, 'This member does not belong to any account');

  const data = await Promise.all(
    member.accounts.map(async (account) => {
      const principal = { kind: 'account' as const, clientId: config.clientId, accountId: account.id };
      const { token, expires } = await issueToken(principal, signingKey, config.tokenTtlSeconds);
      return {
        type: 'account_management_authentication_token' as const,
        account_id: account.id,
        account_name: account.name,
        token,
        expires: new Date(expires * 1000).toISOString(),
      };
    }),
  );
  // The vendor's answer names the member in `meta` (its storefront keeps it in the sign-in cookie).
  return c.json({ data, meta: { account_member_id: member.memberId } }, 200, { 'Cache-Control': 'no-store' });
});
