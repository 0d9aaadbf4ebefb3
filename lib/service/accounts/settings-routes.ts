import { z } from '@hono/zod-openapi';
import { anyToken } from '../auth/middleware';
import { serviceBaseUrl } from '../carts/cart-view';
import { nameUuid } from '../catalog/name-uuid';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';

/**
 * How members sign in, in the vendor's terms: one authentication realm with one password profile
 * (the email and password of `POST /v2/account-members/tokens`), with one-time password tokens
 * (password reset links); people sign themselves up (`self_signup`), each getting an account of
 * their own, and look after their own details and password (`update_only`). The vendor's reference
 * storefront reads these before its sign-in and registration forms, to name the password profile.
 */
export const AUTHENTICATION = {
  settings: nameUuid('accounts:authentication-settings'),
  realm: nameUuid('accounts:authentication-realm'),
  passwordProfile: nameUuid('accounts:password-profile'),
} as const;

/** 404 for any realm but the members' one. */
export function requireRealm(realmId: string) {
  if (realmId.toLowerCase() !== AUTHENTICATION.realm) throw notFound(`No authentication realm ${realmId}`);
}

const anyone = { tags: ['Accounts'], access: anyToken };
const realmParams = z.object({ realmId: z.string().min(1).max(64) });
const selfLinks = z.object({ self: z.string() });
const timestamps = z.object({ created_at: z.string(), updated_at: z.string() });

const settings = z
  .object({
    id: z.string(),
    type: z.literal('account_authentication_settings'),
    enable_self_signup: z.boolean(),
    auto_create_account_for_account_members: z.boolean(),
    account_member_self_management: z.enum(['disabled', 'update_only']),
    account_management_authentication_token_timeout_secs: z.int(),
    relationships: z.object({
      authentication_realm: z.object({
        data: z.object({
          id: z.string(),
          type: z.literal('authentication_realm'),
          links: selfLinks,
        }),
      }),
    }),
    meta: z.object({ client_id: z.string() }),
  })
  .openapi('AccountAuthenticationSettings');

const passwordProfile = z
  .object({
    id: z.string(),
    type: z.literal('password_profile'),
    name: z.string(),
    description: z.string(),
    username_format: z.literal('email'),
    enable_one_time_password_token: z.boolean(),
    meta: timestamps,
  })
  .openapi('PasswordProfile');

const realm = z.object({
  id: z.string(),
  type: z.literal('authentication_realm'),
  name: z.string(),
  meta: timestamps,
});

/** Always absent here (none is answered); typed as the vendor's so that clients know the shape. */
const oidcProfile = z.object({
  id: z.string(),
  type: z.literal('openid_connect_profile'),
  client_id: z.string(),
  redirect_uris: z.array(z.string()),
  meta: timestamps,
});

const settingsRoute = defineRoute({
  method: 'get',
  path: '/v2/settings/account-authentication',
  ...anyone,
  summary:
    'How account members sign in: the realm, token lifetime, self sign-up and self-management (beyond the spec)',
  responses: {
    200: json(z.object({ data: settings, links: selfLinks }), 'The settings'),
  },
});

const passwordProfilesRoute = defineRoute({
  method: 'get',
  path: '/v2/authentication-realms/{realmId}/password-profiles',
  ...anyone,
  summary:
    'The password profiles of the members’ realm: the one email-and-password profile (beyond the spec)',
  request: { params: realmParams },
  responses: { 200: json(z.object({ data: z.array(passwordProfile), links: selfLinks }), 'The profiles') },
});

const realmRoute = defineRoute({
  method: 'get',
  path: '/v2/authentication-realms/{realmId}',
  ...anyone,
  summary: 'The members’ authentication realm, which the settings link to (beyond the spec)',
  request: { params: realmParams },
  responses: { 200: json(z.object({ data: realm, links: selfLinks }), 'The realm') },
});

/**
 * The realm's OpenID Connect profiles: none, since members sign in with a password here. The
 * vendor documents them at `…/openid-connect-profiles`; its reference storefront asks for them at
 * `…/oidc-profiles` (with or without a trailing slash) to offer single sign-on. Each path answers.
 */
const oidcProfilesRoute = (path: string) =>
  defineRoute({
    method: 'get',
    path,
    ...anyone,
    summary: 'The OpenID Connect profiles of the members’ realm: none (beyond the spec)',
    request: { params: realmParams },
    responses: { 200: json(z.object({ data: z.array(oidcProfile), links: selfLinks }), 'An empty list') },
  });
const OIDC_PROFILES = [
  '/v2/authentication-realms/{realmId}/openid-connect-profiles',
  '/v2/authentication-realms/{realmId}/oidc-profiles',
] as const;

// The profile has existed as long as the service: a fixed date keeps the answer the same each time.
const SINCE = '2025-01-01T00:00:00.000Z';

export const authenticationSettingsRoutes = createRouter()
  .openapi(settingsRoute, (c) => {
    const base = serviceBaseUrl(c);
    const { config } = c.var.deps;
    return c.json(
      {
        data: {
          id: AUTHENTICATION.settings,
          type: 'account_authentication_settings' as const,
          enable_self_signup: true,
          auto_create_account_for_account_members: true,
          account_member_self_management: 'update_only' as const,
          account_management_authentication_token_timeout_secs: config.tokenTtlSeconds,
          relationships: {
            authentication_realm: {
              data: {
                id: AUTHENTICATION.realm,
                type: 'authentication_realm' as const,
                links: { self: `${base}/v2/authentication-realms/${AUTHENTICATION.realm}` },
              },
            },
          },
          meta: { client_id: config.clientId },
        },
        links: { self: `${base}/v2/settings/account-authentication` },
      },
      200,
    );
  })
  .openapi(passwordProfilesRoute, (c) => {
    const { realmId } = c.req.valid('param');
    requireRealm(realmId);
    const base = serviceBaseUrl(c);
    return c.json(
      {
        data: [
          {
            id: AUTHENTICATION.passwordProfile,
            type: 'password_profile' as const,
            name: 'Email and password',
            description: 'Members sign in with their email address and password',
            username_format: 'email' as const,
            enable_one_time_password_token: true,
            meta: { created_at: SINCE, updated_at: SINCE },
          },
        ],
        links: { self: `${base}/v2/authentication-realms/${realmId}/password-profiles` },
      },
      200,
    );
  });

authenticationSettingsRoutes.openapi(realmRoute, (c) => {
  requireRealm(c.req.valid('param').realmId);
  return c.json(
    {
      data: {
        id: AUTHENTICATION.realm,
        type: 'authentication_realm' as const,
        name: 'Account members',
        meta: { created_at: SINCE, updated_at: SINCE },
      },
      links: { self: `${serviceBaseUrl(c)}/v2/authentication-realms/${AUTHENTICATION.realm}` },
    },
    200,
  );
});

for (const path of OIDC_PROFILES.flatMap((profiles) => [profiles, `${profiles}/`]))
  authenticationSettingsRoutes.openapi(oidcProfilesRoute(path), (c) => {
    const { realmId } = c.req.valid('param');
    requireRealm(realmId);
    // The address asked, without its query or trailing slash.
    const links = { self: `${serviceBaseUrl(c)}${path.replace('{realmId}', realmId).replace(/\/$/, '')}` };
    return c.json({ data: [], links }, 200);
  });
