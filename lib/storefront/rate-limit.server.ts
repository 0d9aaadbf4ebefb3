import 'server-only';
import { FailureLimiter, type LimitCheck } from './rate-limit';

const WINDOW_MS = 15 * 60_000;

/**
 * Sign-in attempts: 5 failures per username in 15 minutes (guessing one person's password), and 20
 * per IP address (one machine trying many usernames; higher, since an office or a mobile network
 * puts many people behind one address). In memory, per server process (see rate-limit.ts).
 * Kept on globalThis so every route bundle of this process shares one count.
 */
interface SignInLimits {
  byUsername: FailureLimiter;
  byIp: FailureLimiter;
}

const holder = globalThis as typeof globalThis & { __storefrontSignInLimits?: SignInLimits };
const limits = (holder.__storefrontSignInLimits ??= {
  byUsername: new FailureLimiter({ max: 5, windowMs: WINDOW_MS }),
  byIp: new FailureLimiter({ max: 20, windowMs: WINDOW_MS }),
});

export const SIGN_IN_LIMITS = { usernameFailures: 5, ipFailures: 20, windowMinutes: WINDOW_MS / 60_000 } as const;

/**
 * The client's address: the first hop of X-Forwarded-For (set by the proxy in front of the
 * storefront), else X-Real-IP. Without a proxy these headers come from the client itself, so the
 * per-username limit is the one that cannot be dodged.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown';
}

const usernameKey = (username: string) => username.trim().toLowerCase();

/** Whether this attempt may go ahead; when not, the longest wait of the two limits. */
export function checkSignIn(ip: string, username: string): LimitCheck {
  const checks = [limits.byIp.check(ip), limits.byUsername.check(usernameKey(username))];
  const waits = checks.flatMap((check) => (check.limited ? [check.retryAfterSeconds] : []));
  return waits.length ? { limited: true, retryAfterSeconds: Math.max(...waits) } : { limited: false };
}

export function recordSignInFailure(ip: string, username: string): void {
  limits.byIp.recordFailure(ip);
  limits.byUsername.recordFailure(usernameKey(username));
}

/** A successful sign-in clears the username's count; the address keeps its count, so one valid account cannot launder another's guesses. */
export function recordSignInSuccess(username: string): void {
  limits.byUsername.reset(usernameKey(username));
}
