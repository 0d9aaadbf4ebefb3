import { z } from 'zod';
import type { CommerceClient } from '../client';
import {
  accountAddressesResponse,
  accountAddressResponse,
  accountResponse,
  authenticationSettingsResponse,
  passwordProfileInfoResponse,
  passwordProfileInfosResponse,
  passwordProfilesResponse,
  userAuthenticationInfoResponse,
} from '../schemas/accounts';
import { accountTokenResponse } from '../schemas/auth';

export interface AccountCredentials {
  /** The member's email address (DESIGN.md §2). */
  username: string;
  password: string;
  /** The realm's password profile (the vendor requires it; member-realm.server.ts finds it). */
  passwordProfileId?: string;
}

const TOKEN_TYPE = 'account_management_authentication_token';

/**
 * DESIGN.md §2: password sign-in of an account member. A public path, so no token is sent; the
 * answer carries one bearer token per account the member belongs to. Wrong credentials are 401.
 */
export const createAccountTokens = (
  client: CommerceClient,
  { username, password, passwordProfileId }: AccountCredentials,
) =>
  client.request('/v2/account-members/tokens', {
    method: 'POST',
    schema: accountTokenResponse,
    tokens: null,
    body: {
      data: {
        type: TOKEN_TYPE,
        authentication_mechanism: 'password',
        ...(passwordProfileId && { password_profile_id: passwordProfileId }),
        username,
        password,
      },
    },
  });

/** The vendor's self sign-up: a new member with an account of their own, signed in (201). */
export const signUp = (
  client: CommerceClient,
  input: { passwordProfileId: string; name: string; email: string; password: string },
) =>
  client.request('/v2/account-members/tokens', {
    method: 'POST',
    schema: accountTokenResponse,
    tokens: null,
    body: {
      data: {
        type: TOKEN_TYPE,
        authentication_mechanism: 'self_signup',
        password_profile_id: input.passwordProfileId,
        username: input.email,
        password: input.password,
        name: input.name,
        email: input.email,
      },
    },
  });

/** Signs in with the one-time password token a reset link carries; the token is used up. */
export const signInWithOneTimeToken = (
  client: CommerceClient,
  input: { passwordProfileId: string; username: string; token: string },
) =>
  client.request('/v2/account-members/tokens', {
    method: 'POST',
    schema: accountTokenResponse,
    tokens: null,
    body: {
      data: {
        type: TOKEN_TYPE,
        authentication_mechanism: 'passwordless',
        password_profile_id: input.passwordProfileId,
        username: input.username,
        one_time_password_token: input.token,
      },
    },
  });

export const getAuthenticationSettings = (client: CommerceClient) =>
  client.request('/v2/settings/account-authentication', { schema: authenticationSettingsResponse });

export const listPasswordProfiles = (client: CommerceClient, realmId: string) =>
  client.request(`/v2/authentication-realms/${encodeURIComponent(realmId)}/password-profiles`, {
    schema: passwordProfilesResponse,
  });

/**
 * Asks for a password reset: the service (or the vendor) answers 202 whatever the username, and
 * hands the token to its integrations, which mail it (never in this answer).
 */
export const requestOneTimeToken = (
  client: CommerceClient,
  input: { realmId: string; passwordProfileId: string; username: string },
) =>
  client.request(
    `/v2/authentication-realms/${encodeURIComponent(input.realmId)}/password-profiles/${encodeURIComponent(input.passwordProfileId)}/one-time-password-token-request`,
    {
      method: 'POST',
      schema: z.unknown(),
      body: {
        data: {
          type: 'one_time_password_token_request',
          username: input.username,
          purpose: 'reset_password',
        },
      },
    },
  );

const memberPath = (realmId: string, memberId: string) =>
  `/v2/authentication-realms/${encodeURIComponent(realmId)}/user-authentication-info/${encodeURIComponent(memberId)}`;

export const getUserAuthenticationInfo = (
  client: CommerceClient,
  input: { realmId: string; memberId: string },
) => client.request(memberPath(input.realmId, input.memberId), { schema: userAuthenticationInfoResponse });

/** The member's name and email (user authentication info; its id is the member's). */
export const updateUserAuthenticationInfo = (
  client: CommerceClient,
  input: { realmId: string; memberId: string; name: string; email: string },
) =>
  client.request(memberPath(input.realmId, input.memberId), {
    method: 'PUT',
    schema: userAuthenticationInfoResponse,
    body: { data: { type: 'user_authentication_info', name: input.name, email: input.email } },
  });

export const listPasswordProfileInfos = (
  client: CommerceClient,
  input: { realmId: string; memberId: string },
) =>
  client.request(`${memberPath(input.realmId, input.memberId)}/user-authentication-password-profile-info`, {
    schema: passwordProfileInfosResponse,
  });

/** Sets the member's username and password; every account token from before stops working. */
export const updatePasswordProfileInfo = (
  client: CommerceClient,
  input: { realmId: string; memberId: string; infoId: string; username: string; password: string },
) =>
  client.request(
    `${memberPath(input.realmId, input.memberId)}/user-authentication-password-profile-info/${encodeURIComponent(input.infoId)}`,
    {
      method: 'PUT',
      schema: passwordProfileInfoResponse,
      body: {
        data: {
          id: input.infoId,
          type: 'user_authentication_password_profile_info',
          username: input.username,
          password: input.password,
        },
      },
    },
  );

/**
 * Renames the account (the vendor's `PUT /v2/accounts/{id}`, as its reference storefront's "your
 * info" does), name and legal name together.
 */
export const updateAccountName = (client: CommerceClient, accountId: string, name: string) =>
  client.request(`/v2/accounts/${encodeURIComponent(accountId)}`, {
    method: 'PUT',
    schema: accountResponse,
    body: { data: { type: 'account', name, legal_name: name } },
  });

/** Fields of an account address as the vendor takes them; `null` clears an optional one. */
export interface AddressFields {
  first_name: string;
  last_name: string;
  line_1: string;
  line_2?: string | null;
  city?: string | null;
  region?: string | null;
  postcode: string;
  country: string;
  phone_number?: string | null;
  company_name?: string | null;
  instructions?: string | null;
  name?: string | null;
}

const addressesPath = (accountId: string) => `/v2/accounts/${encodeURIComponent(accountId)}/addresses`;

export const listAddresses = (client: CommerceClient, accountId: string) =>
  client.request(addressesPath(accountId), { schema: accountAddressesResponse });

export const createAddress = (client: CommerceClient, accountId: string, address: AddressFields) =>
  client.request(addressesPath(accountId), {
    method: 'POST',
    schema: accountAddressResponse,
    body: { data: { type: 'address', ...address } },
  });

export const updateAddress = (
  client: CommerceClient,
  accountId: string,
  id: string,
  address: AddressFields,
) =>
  client.request(`${addressesPath(accountId)}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    schema: accountAddressResponse,
    body: { data: { type: 'address', ...address } },
  });

export const deleteAddress = (client: CommerceClient, accountId: string, id: string) =>
  client.request(`${addressesPath(accountId)}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.unknown(),
  });
