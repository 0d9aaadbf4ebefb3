import { Limit } from '@/lib/platform/limits';

/**
 * Every per-client limit of the service, with its figures (README "Service limits"). The counters
 * are in memory, one set per service instance (lib/platform/limits.ts).
 *
 * Failed credentials: 5 per username or client id in 15 minutes, against guessing one password or
 * secret; 20 per client address, against one machine trying many usernames (higher, since an office
 * or a mobile network puts many people behind one address). The same figures as the storefront's
 * sign-in, so that neither door is wider than the other.
 */
export const CREDENTIAL_LIMITS = { subjectFailures: 5, addressFailures: 20, windowSeconds: 15 * 60 } as const;

/**
 * New carts per client address: a shopper makes one or two, a household or an office behind one
 * address a few dozen; a script making thousands to fill the storage is stopped.
 */
export const CART_CREATION_LIMIT = { perAddress: 60, windowSeconds: 60 * 60 } as const;

/**
 * One-time password token requests (password reset mails): each sends a mail, so every request
 * counts, not only failures; the figures are the sign-in's, so neither door is wider.
 */
export const ONE_TIME_TOKEN_LIMITS = { perUsername: 5, perAddress: 20, windowSeconds: 15 * 60 } as const;

/**
 * Catalog search per client address: each search of a multi-search counts, and so does each word
 * corrected for a typo (the dearest part of a search). A shopper typing into a search box with
 * suggestions makes a few dozen a minute; a script asking for heavy searches without end is stopped.
 */
export const SEARCH_LIMIT = { perAddress: 240, windowSeconds: 60 } as const;

export interface ServiceLimits {
  accountUsername: Limit;
  oneTimeTokenUsername: Limit;
  oneTimeTokenAddress: Limit;
  clientId: Limit;
  credentialAddress: Limit;
  cartCreation: Limit;
  search: Limit;
}

export function createServiceLimits(): ServiceLimits {
  const { subjectFailures, addressFailures, windowSeconds } = CREDENTIAL_LIMITS;
  const [oneTime, carts] = [ONE_TIME_TOKEN_LIMITS, CART_CREATION_LIMIT];
  const limit = (name: string, points: number, seconds: number) =>
    new Limit({ name: `service-${name}`, points, windowSeconds: seconds });
  return {
    accountUsername: limit('account-username', subjectFailures, windowSeconds),
    oneTimeTokenUsername: limit('one-time-token-username', oneTime.perUsername, oneTime.windowSeconds),
    oneTimeTokenAddress: limit('one-time-token-address', oneTime.perAddress, oneTime.windowSeconds),
    clientId: limit('client-id', subjectFailures, windowSeconds),
    credentialAddress: limit('credential-address', addressFailures, windowSeconds),
    cartCreation: limit('cart-creation', carts.perAddress, carts.windowSeconds),
    search: limit('search', SEARCH_LIMIT.perAddress, SEARCH_LIMIT.windowSeconds),
  };
}
