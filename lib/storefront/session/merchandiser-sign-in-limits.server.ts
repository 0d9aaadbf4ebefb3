import 'server-only';
import { Limit, takeAll } from '@/lib/platform/limits';

/**
 * Merchandiser sign-in attempts, limited like the account sign-in (sign-in-limits.server.ts): 5
 * failures per client address in 15 minutes, and 20 from all addresses together, since there is one
 * password to guess. On the one limiter in lib/platform/limits.ts (Redis with several instances).
 */
export const MERCHANDISER_SIGN_IN_LIMITS = {
  addressFailures: 5,
  allFailures: 20,
  windowMinutes: 15,
} as const;

interface MerchandiserLimits {
  byAddress: Limit;
  overall: Limit;
}

const windowSeconds = MERCHANDISER_SIGN_IN_LIMITS.windowMinutes * 60;
const holder = globalThis as typeof globalThis & { __storefrontMerchandiserLimits?: MerchandiserLimits };
const limits = () =>
  (holder.__storefrontMerchandiserLimits ??= {
    byAddress: new Limit({
      name: 'merchandiser-sign-in-address',
      points: MERCHANDISER_SIGN_IN_LIMITS.addressFailures,
      windowSeconds,
    }),
    overall: new Limit({
      name: 'merchandiser-sign-in-all',
      points: MERCHANDISER_SIGN_IN_LIMITS.allFailures,
      windowSeconds,
    }),
  });

const ALL = 'all';

/** Counts the attempt before the password is checked (a parallel burst cannot all pass); refused past a limit. */
export async function beginMerchandiserSignIn(ip: string) {
  const { byAddress, overall } = limits();
  return takeAll([
    { limit: byAddress, key: ip },
    { limit: overall, key: ALL },
  ]);
}

/** The right password: the address's count is cleared and this attempt taken back from the overall one. */
export async function merchandiserSignInSucceeded(ip: string): Promise<void> {
  const { byAddress, overall } = limits();
  await byAddress.reset(ip);
  await overall.giveBack(ALL);
}
