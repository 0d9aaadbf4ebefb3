import { z } from 'zod';
import { uuid } from './common';

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

/** DESIGN.md §2: account member password sign-in (the username is the member's email). */
export const accountTokenRequest = z.object({
  data: z.object({
    type: z.literal('account_management_authentication_token'),
    authentication_mechanism: z.literal('password'),
    username: z.string().trim().min(1).max(255),
    password: z.string().min(1).max(1024),
  }),
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
