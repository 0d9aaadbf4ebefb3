import type { Context } from 'hono';
import { takeAll, type LimitedKey } from '@/lib/platform/limits';
import { requestClientAddress } from '../http/connection';
import { tooManyRequests } from '../http/errors';
import type { ServiceEnv } from '../http/types';
import type { ServiceLimits } from '../limits';

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
