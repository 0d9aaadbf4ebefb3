import { z } from '@hono/zod-openapi';
import {
  passwordProfileInfo as contractPasswordProfileInfo,
  userAuthenticationInfoResponse,
} from '@/lib/commerce/schemas/accounts';
import { newPassword } from '@/lib/commerce/schemas/auth';

/**
 * The vendor's authentication-realm resources a member uses to look after themselves (its
 * authentication-realms document and its pages on user authentication info): a one-time password
 * token request, the member's user authentication info (name, email) and their password profile
 * info (username, password).
 */
const oneTimeTokenFields = z.object({
  type: z.literal('one_time_password_token_request'),
  username: z.string().trim().min(1).max(255),
  purpose: z.enum(['reset_password', 'passwordless_authentication']),
});

/** The vendor's document types the body bare, its examples wrap it in `data`: both are taken. */
export const oneTimeTokenRequestBody = z
  .union([z.object({ data: oneTimeTokenFields }), oneTimeTokenFields])
  .openapi('OneTimePasswordTokenRequest');

const meta = z.object({ created_at: z.string(), updated_at: z.string() });

/** The contract's resources (what the storefront reads), with the vendor's username and meta. */
export const userAuthenticationInfo = userAuthenticationInfoResponse.shape.data
  .extend({ username: z.string(), meta: meta.extend({ creation_status: z.literal('COMPLETE') }) })
  .openapi('UserAuthenticationInfo');

/**
 * A partial update, as the vendor's API takes it: `type` alone is required, each of `name` and
 * `email` is changed when given. The vendor's document also asks `id` (checked against the path)
 * and a `username` this resource does not have (its SDK drops it): taken, and left alone.
 */
export const userAuthenticationInfoUpdate = z
  .object({
    data: z.object({
      id: z.string().max(64).optional(),
      type: z.literal('user_authentication_info'),
      name: z.string().trim().min(1).max(255).optional(),
      email: z.email().trim().max(255).optional(),
    }),
  })
  .openapi('UserAuthenticationInfoUpdate');

export const passwordProfileInfo = contractPasswordProfileInfo
  .extend({ meta })
  .openapi('PasswordProfileInfo');

/** The password is written, never read back. The username is the member's email (`username_format: email`). */
export const passwordProfileInfoUpdate = z
  .object({
    data: z.object({
      id: z.string().max(64),
      type: z.literal('user_authentication_password_profile_info'),
      username: z.email().trim().max(255),
      password: newPassword,
    }),
  })
  .openapi('PasswordProfileInfoUpdate');
