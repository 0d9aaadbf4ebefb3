import type { Context } from 'hono';
import { Limit, takeAll, type LimitedKey } from '@/lib/platform/limits';
import { requestClientAddress } from '../http/connection';
import { ServiceError } from '../http/errors';
import type { ServiceEnv } from '../http/types';

/**
 * Failed credentials (README "Limits"): 5 per username or client id in 15 minutes, against guessing
 * one password or secret; 20 per client address, against one machine trying many usernames (higher,
 * since an office or a mobile network puts many people behind one address). The same figures as
 * the storefront's sign-in, so that neither door is wider than the other.
 */
export const CREDENTIAL_LIMITS = { subjectFailures: 5, addressFailures: 20, windowSeconds: 15 * 60 } as const;

export interface ServiceLimits {
  accountUsername: Limit;
  clientId: Limit;
  credentialAddress: Limit;
}

/** One set per service instance; the counters are in memory (lib/platform/limits.ts). */
export function createServiceLimits(): ServiceLimits {
  const window = CREDENTIAL_LIMITS.windowSeconds;
  return {
    accountUsername: new Limit({
      name: 'service-account-username',
      points: CREDENTIAL_LIMITS.subjectFailures,
      windowSeconds: window,
    }),
    clientId: new Limit({
      name: 'service-client-id',
      points: CREDENTIAL_LIMITS.subjectFailures,
      windowSeconds: window,
    }),
    credentialAddress: new Limit({
      name: 'service-credential-address',
      points: CREDENTIAL_LIMITS.addressFailures,
      windowSeconds: window,
    }),
  };
}

export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new ServiceError(
    429,
    detail,
    undefined,
    { retry_after_seconds: retryAfterSeconds },
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );

/**
 * Runs a credential check under the failure limits of its subject (a username, a client id) and of
 * the client's address. The attempt counts as a failure before `verify` runs, so a parallel burst
 * cannot pass one check together; a success clears the subject's failures and takes the attempt
 * back from the address (which keeps its other failures: one valid account does not launder another's
 * guesses); an error that judged nothing takes it back from both. An in-process call (the storefront,
 * which limits its own clients by address) has no address and is limited by subject only.
 */
export async function limitCredentialFailures<T>(
  c: Context<ServiceEnv>,
  subject: { limit: keyof Pick<ServiceLimits, 'accountUsername' | 'clientId'>; key: string },
  verify: () => Promise<T | null>,
): Promise<T | null> {
  const limits = c.var.deps.limits;
  const address = requestClientAddress(c);
  const subjectKey: LimitedKey = { limit: limits[subject.limit], key: subject.key };
  const keys = address ? [subjectKey, { limit: limits.credentialAddress, key: address }] : [subjectKey];
  const check = await takeAll(keys);
  if (check.limited)
    throw tooManyRequests(
      `Too many failed attempts; try again in ${check.retryAfterSeconds} seconds`,
      check.retryAfterSeconds,
    );
  let result: T | null;
  try {
    result = await verify();
  } catch (error) {
    await Promise.all(keys.map(({ limit, key }) => limit.giveBack(key)));
    throw error;
  }
  if (result !== null) {
    await subjectKey.limit.reset(subjectKey.key);
    if (address) await limits.credentialAddress.giveBack(address);
  }
  return result;
}
