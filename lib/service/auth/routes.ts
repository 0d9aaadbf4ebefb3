import { z } from '@hono/zod-openapi';
import { accessTokenRequest, accessTokenResponse } from '@/lib/commerce/schemas/auth';
import { ServiceError } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import type { Principal } from '../http/types';
import { limitCredentialFailures } from './credential-limits';
import { issueToken } from './tokens';

export const TOKEN_PATH = '/oauth/access_token';

const tokenRoute = defineRoute({
  method: 'post',
  path: TOKEN_PATH,
  summary: 'Get an implicit (shopper) or client-credentials (administrator) token',
  request: {
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: z.looseObject({ grant_type: z.string() }) } },
    },
  },
  errorResponses: false,
  responses: {
    200: json(accessTokenResponse, 'A bearer token'),
    400: { description: 'Missing or unsupported grant' },
    401: { description: 'Unknown client or wrong secret' },
    429: {
      description: 'Too many failed secrets for this client id or address (error envelope, Retry-After)',
    },
  },
});

export const authRoutes = createRouter().openapi(tokenRoute, async (c) => {
  const form = accessTokenRequest.safeParse(c.req.valid('form'));
  if (!form.success) {
    const issue = form.error.issues[0]!;
    const field = issue.path.join('.') || 'grant_type';
    const detail =
      field === 'grant_type'
        ? 'grant_type must be implicit or client_credentials'
        : `${field}: ${issue.message}`;
    throw new ServiceError(400, detail, 'Invalid token request', { field });
  }
  const { config, signingKey } = c.var.deps;
  const request = form.data;
  if (request.client_id !== config.clientId)
    throw new ServiceError(401, 'The client_id is not known', 'Invalid client');

  let principal: Principal;
  if (request.grant_type === 'client_credentials') {
    const admin: Principal = { kind: 'admin', clientId: request.client_id };
    const secret = request.client_secret;
    const granted = await limitCredentialFailures(c, { limit: 'clientId', key: request.client_id }, () =>
      Promise.resolve(secret === config.clientSecret ? admin : null),
    );
    if (!granted) throw new ServiceError(401, 'The client_secret is wrong', 'Invalid client');
    principal = granted;
  } else {
    principal = { kind: 'implicit', clientId: request.client_id };
  }
  const { token, expires } = await issueToken(principal, signingKey, config.tokenTtlSeconds);
  return c.json(
    {
      access_token: token,
      token_type: 'Bearer' as const,
      expires_in: config.tokenTtlSeconds,
      expires,
      identifier: request.grant_type,
    },
    200,
    { 'Cache-Control': 'no-store' },
  );
});
