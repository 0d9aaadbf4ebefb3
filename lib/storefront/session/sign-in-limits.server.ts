import 'server-only';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { FailureLimiter, type LimitCheck } from './rate-limit';

/**
 * Sign-in attempts: 5 failures per username in 15 minutes (guessing one person's password), and 20
 * per IP address (one machine trying many usernames; higher, since an office or a mobile network
 * puts many people behind one address). In memory, per server process (see rate-limit.ts).
 * Kept on globalThis so every route bundle of this process shares one count.
 */
export const SIGN_IN_LIMITS = { usernameFailures: 5, ipFailures: 20, windowMs: 15 * 60_000 } as const;

interface SignInLimits {
  byUsername: FailureLimiter;
  byIp: FailureLimiter;
}

const holder = globalThis as typeof globalThis & { __storefrontSignInLimits?: SignInLimits };
const limits = (holder.__storefrontSignInLimits ??= {
  byUsername: new FailureLimiter({ max: SIGN_IN_LIMITS.usernameFailures, windowMs: SIGN_IN_LIMITS.windowMs }),
  byIp: new FailureLimiter({ max: SIGN_IN_LIMITS.ipFailures, windowMs: SIGN_IN_LIMITS.windowMs }),
});

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

export interface SignInAttempt {
  ip: string;
  username: string;
  at: number;
}

/**
 * Counts the attempt as a failure before the service has answered, so that a burst of parallel
 * attempts cannot all pass the check at once; `settleSignIn` takes it back unless the credentials
 * were wrong.
 */
export function countSignInAttempt(ip: string, username: string): SignInAttempt {
  const key = usernameKey(username);
  const at = Date.now();
  limits.byUsername.recordFailure(key, at);
  limits.byIp.recordFailure(ip, at);
  return { ip, username: key, at };
}

/**
 * `succeeded` clears the username's count and takes back this attempt from the address's count; the
 * address keeps its other failures, so one valid account cannot launder another's guesses.
 * `unjudged` (the service did not answer) takes the attempt back from both: it proved nothing.
 */
export function settleSignIn(attempt: SignInAttempt, outcome: 'succeeded' | 'unjudged'): void {
  if (outcome === 'succeeded') limits.byUsername.reset(attempt.username);
  else limits.byUsername.forgive(attempt.username, attempt.at);
  limits.byIp.forgive(attempt.ip, attempt.at);
}

/** 429 for a sign-in past its limits (account and merchandiser sign-in), with Retry-After. */
export function tooManySignInsAnswer(retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return errorAnswer(429, `Too many sign-in attempts. Please wait ${wait} and try again.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
    meta: { retry_after_seconds: retryAfterSeconds },
  });
}
