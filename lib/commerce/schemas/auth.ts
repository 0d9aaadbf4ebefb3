import { z } from 'zod';
import { uuid } from './common';
import { MIN_PASSWORD_LENGTH } from './passwords';

/** DESIGN.md §2: the flat answer of `POST /oauth/access_token`. */
export const accessTokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.int().positive(),
  expires: z.int().positive(),
  identifier: z.enum(['implicit', 'client_credentials']),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;

export const accessTokenRequest = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('implicit'), client_id: z.string().min(1).max(255) }),
  z.object({
    grant_type: z.literal('client_credentials'),
    client_id: z.string().min(1).max(255),
    client_secret: z.string().min(1).max(255),
  }),
]);

const tokenRequestBase = {
  type: z.literal('account_management_authentication_token'),
  /** The realm's password profile; the vendor requires it, the service checks it when given. */
  password_profile_id: z.string().trim().min(1).max(64).optional(),
  username: z.string().trim().min(1).max(255),
};

export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1024);

/**
 * DESIGN.md §2: the account-member tokens of `POST /v2/account-members/tokens`, by mechanism as the
 * vendor names them: a password; a one-time password token (`passwordless`, what a password reset
 * link carries); or `self_signup`, which creates the member, an account of its own and their
 * membership, then signs the member in. The username is the member's email.
 */
export const accountTokenRequest = z.object({
  data: z.discriminatedUnion('authentication_mechanism', [
    z.object({
      ...tokenRequestBase,
      authentication_mechanism: z.literal('password'),
      password: z.string().min(1).max(1024),
    }),
    z.object({
      ...tokenRequestBase,
      authentication_mechanism: z.literal('passwordless'),
      one_time_password_token: z.string().trim().min(1).max(256),
    }),
    z.object({
      ...tokenRequestBase,
      authentication_mechanism: z.literal('self_signup'),
      password_profile_id: z.string().trim().min(1).max(64),
      username: z.email().trim().max(255),
      password: newPassword,
      name: z.string().trim().min(1).max(255),
      email: z.email().trim().max(255),
    }),
  ]),
});
export type AccountTokenRequest = z.infer<typeof accountTokenRequest>;

/** One bearer token per account the member belongs to; `expires` is a date-time (ISO 8601). */
export const accountToken = z.object({
  type: z.literal('account_management_authentication_token'),
  account_id: uuid,
  account_name: z.string(),
  token: z.string().min(1),
  expires: z.string().min(1),
});
export type AccountToken = z.infer<typeof accountToken>;

/** `meta.account_member_id`: the member who signed in, as the vendor's answer carries it. */
export const accountTokenResponse = z.object({
  data: z.array(accountToken).min(1),
  meta: z.object({ account_member_id: uuid }).optional(),
});
export type AccountTokenResponse = z.infer<typeof accountTokenResponse>;
