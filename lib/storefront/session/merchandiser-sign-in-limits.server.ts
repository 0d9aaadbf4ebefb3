import 'server-only';
import { FailureLimiter, type LimitCheck } from './rate-limit';

const WINDOW_MS = 15 * 60_000;

/**
 * Merchandiser sign-in attempts, limited like the account sign-in (rate-limit.server.ts): 5 failures
 * per IP address in 15 minutes, and 20 from all addresses together, since there is one password to
 * guess and the address can be made up where no proxy sets X-Forwarded-For. In memory, per process.
 */
interface MerchandiserLimits {
  byIp: FailureLimiter;
  overall: FailureLimiter;
}

const holder = globalThis as typeof globalThis & { __storefrontMerchandiserLimits?: MerchandiserLimits };
const limits = (holder.__storefrontMerchandiserLimits ??= {
  byIp: new FailureLimiter({ max: 5, windowMs: WINDOW_MS }),
  overall: new FailureLimiter({ max: 20, windowMs: WINDOW_MS }),
});

export const MERCHANDISER_SIGN_IN_LIMITS = {
  ipFailures: 5,
  allFailures: 20,
  windowMinutes: WINDOW_MS / 60_000,
} as const;

const ALL = 'all';

export function checkMerchandiserSignIn(ip: string): LimitCheck {
  const checks = [limits.byIp.check(ip), limits.overall.check(ALL)];
  const waits = checks.flatMap((check) => (check.limited ? [check.retryAfterSeconds] : []));
  return waits.length ? { limited: true, retryAfterSeconds: Math.max(...waits) } : { limited: false };
}

export function recordMerchandiserSignInFailure(ip: string): void {
  limits.byIp.recordFailure(ip);
  limits.overall.recordFailure(ALL);
}

/** A success clears the address's count; the overall count keeps its failures until they age out. */
export function recordMerchandiserSignInSuccess(ip: string): void {
  limits.byIp.reset(ip);
}
