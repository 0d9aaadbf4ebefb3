import type { CommerceClient } from '../client';
import { accountTokenResponse } from '../schemas/auth';

export interface AccountCredentials {
  /** The member's email address (DESIGN.md §2). */
  username: string;
  password: string;
}

/**
 * DESIGN.md §2: password sign-in of an account member. A public path, so no token is sent; the
 * answer carries one bearer token per account the member belongs to. Wrong credentials are 401.
 */
export const createAccountTokens = (client: CommerceClient, { username, password }: AccountCredentials) =>
  client.request('/v2/account-members/tokens', {
    method: 'POST',
    schema: accountTokenResponse,
    tokens: null,
    body: {
      data: {
        type: 'account_management_authentication_token',
        authentication_mechanism: 'password',
        username,
        password,
      },
    },
  });
