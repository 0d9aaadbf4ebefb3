import type { Context } from 'hono';
import { accountTokenRequest, accountTokenResponse } from '@/lib/commerce/schemas/auth';
import { limitCredentialFailures } from '../auth/credential-limits';
import { issueToken } from '../auth/tokens';
import { badRequest, conflict, ServiceError } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import type { ServiceEnv } from '../http/types';
import type { SignedInMember } from './member-accounts';
import { redeemOneTimeToken } from './one-time-password';
import { selfSignUp } from './self-signup';
import { AUTHENTICATION } from './settings-routes';
import { normalizeUsername, signIn } from './sign-in';

/** DESIGN.md §2: a public path, like the OAuth token path. */
export const ACCOUNT_TOKEN_PATH = '/v2/account-members/tokens';

const tokenRoute = defineRoute({
  method: 'post',
  path: ACCOUNT_TOKEN_PATH,
  summary:
    'Account member tokens: sign in with a password or a one-time password token, or sign up (self_signup)',
  security: [],
  request: { body: accountTokenRequest },
  errorResponses: false,
  responses: {
    201: json(
      accountTokenResponse,
      'Account tokens, one per account of the member (signed in, or signed up: the new member’s token for their new account), as the vendor documents them',
    ),
    400: { description: 'A body that breaks the schema (error envelope naming the field)' },
    401: { description: 'Wrong username or password, or an unusable one-time token (one message each)' },
    403: { description: 'The member belongs to no account' },
    409: { description: 'Self sign-up with an email that already belongs to a member' },
    429: {
      description: 'Too many failed attempts for this username or address (error envelope, Retry-After)',
    },
  },
});

const invalidCredentials = (detail: string) => new ServiceError(401, detail, 'Invalid credentials');

async function answerTokens(c: Context<ServiceEnv>, member: SignedInMember) {
  const { config, signingKey } = c.var.deps;
  if (member.accounts.length === 0) throw new ServiceError(403, 'This member does not belong to any account');
  const data = await Promise.all(
    member.accounts.map(async (account) => {
      const principal = {
        kind: 'account' as const,
        clientId: config.clientId,
        accountId: account.id,
        memberId: member.memberId,
        generation: member.generation,
      };
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
  return c.json({ data, meta: { account_member_id: member.memberId } }, 201, {
    'Cache-Control': 'no-store',
  });
}

export const accountRoutes = createRouter().openapi(tokenRoute, async (c) => {
  const request = c.req.valid('json').data;
  const { storage } = c.var.deps;
  // The password sign-in has always ignored the profile (the SDK's types demand one, its callers
  // made one up); the mechanisms of issue 26 name the realm's profile or are refused.
  if (
    request.authentication_mechanism !== 'password' &&
    request.password_profile_id?.toLowerCase() !== AUTHENTICATION.passwordProfile
  )
    throw badRequest('data.password_profile_id: must name the members’ realm password profile', {
      field: 'data.password_profile_id',
    });
  const subject = { limit: 'accountUsername' as const, key: normalizeUsername(request.username) };

  switch (request.authentication_mechanism) {
    case 'password': {
      const member = await limitCredentialFailures(c, subject, () =>
        signIn(storage.db, request.username, request.password),
      );
      // One message whichever of the two was wrong, so the answer does not reveal who has an account.
      if (!member) throw invalidCredentials('The username or password is incorrect');
      return answerTokens(c, member);
    }
    case 'passwordless': {
      const member = await limitCredentialFailures(c, subject, () =>
        redeemOneTimeToken(storage.db, request.username, request.one_time_password_token),
      );
      if (!member) throw invalidCredentials('The one-time password token is incorrect, used or expired');
      return answerTokens(c, member);
    }
    case 'self_signup': {
      // The realm's password profile takes email usernames: the username is the member's email.
      if (normalizeUsername(request.username) !== normalizeUsername(request.email))
        throw badRequest('data.username: must be the same email address as data.email', {
          field: 'data.username',
        });
      // A refused sign-up counts as a failed credential: probing which emails have an account this
      // way is held to the sign-in's limits.
      const member = await limitCredentialFailures(c, subject, async () => {
        const made = await selfSignUp(storage.db, request);
        return made === 'taken' ? null : made;
      });
      if (!member) throw conflict('An account member with this email address already exists');
      return answerTokens(c, member);
    }
  }
});
