import 'server-only';
import { getTranslations } from 'next-intl/server';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { Limit, takeAll, type LimitCheck } from '@/lib/platform/limits';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { requestAddress } from '@/lib/storefront/http/shopper-address.server';

/**
 * Sign-in attempts: 5 failures per username in 15 minutes (guessing one person's password), and 20
 * per client address (one machine trying many usernames; higher, since an office or a mobile
 * network puts many people behind one address). The service's own credential limits have the same
 * figures; both count with the one limiter in lib/platform/limits.ts (in Redis with several
 * instances, else in this process's memory), kept on globalThis so every route bundle shares them.
 */
export const SIGN_IN_LIMITS = { usernameFailures: 5, addressFailures: 20, windowSeconds: 15 * 60 } as const;

interface SignInLimits {
  byUsername: Limit;
  byAddress: Limit;
  resetByUsername: Limit;
  resetByAddress: Limit;
}

const holder = globalThis as typeof globalThis & { __storefrontSignInLimits?: SignInLimits };
const limits = () =>
  (holder.__storefrontSignInLimits ??= {
    byUsername: new Limit({
      name: 'storefront-sign-in-username',
      points: SIGN_IN_LIMITS.usernameFailures,
      windowSeconds: SIGN_IN_LIMITS.windowSeconds,
    }),
    byAddress: new Limit({
      name: 'storefront-sign-in-address',
      points: SIGN_IN_LIMITS.addressFailures,
      windowSeconds: SIGN_IN_LIMITS.windowSeconds,
    }),
    resetByUsername: new Limit({
      name: 'storefront-reset-username',
      points: SIGN_IN_LIMITS.usernameFailures,
      windowSeconds: SIGN_IN_LIMITS.windowSeconds,
    }),
    resetByAddress: new Limit({
      name: 'storefront-reset-address',
      points: SIGN_IN_LIMITS.addressFailures,
      windowSeconds: SIGN_IN_LIMITS.windowSeconds,
    }),
  });

/**
 * The client's address (lib/platform/client-address.ts): the socket's peer, unless that peer is one
 * of `TRUSTED_PROXIES`; then the right-most X-Forwarded-For hop that is not. A client cannot pick
 * its own address by sending the header.
 */
export function clientIp(request: Request): string {
  return requestAddress(request.headers) ?? 'unknown';
}

const usernameKey = (username: string) => username.trim().toLowerCase();

export interface SignInAttempt {
  ip: string;
  username: string;
}

/**
 * Counts the attempt as a failure before the service has answered, so that a burst of parallel
 * attempts cannot all pass at once; refused (nothing counted) when either limit is reached.
 * `settleSignIn` takes it back unless the credentials were wrong.
 */
export async function beginSignIn(
  ip: string,
  username: string,
): Promise<{ attempt: SignInAttempt } | { refused: LimitCheck & { limited: true } }> {
  const attempt = { ip, username: usernameKey(username) };
  const { byUsername, byAddress } = limits();
  const taken = await takeAll([
    { limit: byUsername, key: attempt.username },
    { limit: byAddress, key: ip },
  ]);
  return taken.limited ? { refused: taken } : { attempt };
}

/**
 * `succeeded` clears the username's count and takes back this attempt from the address's count; the
 * address keeps its other failures, so one valid account cannot launder another's guesses.
 * `unjudged` (the service did not answer) takes the attempt back from both: it proved nothing.
 */
export async function settleSignIn(attempt: SignInAttempt, outcome: 'succeeded' | 'unjudged'): Promise<void> {
  const { byUsername, byAddress } = limits();
  if (outcome === 'succeeded') await byUsername.reset(attempt.username);
  else await byUsername.giveBack(attempt.username);
  await byAddress.giveBack(attempt.ip);
}

/**
 * A password reset request sends a mail whether or not the email has an account (as far as anyone
 * can tell), so every request counts, with the sign-in's figures: 5 per email, 20 per address.
 */
export async function takeResetRequest(ip: string, username: string): Promise<LimitCheck> {
  const { resetByUsername, resetByAddress } = limits();
  return takeAll([
    { limit: resetByUsername, key: usernameKey(username) },
    { limit: resetByAddress, key: ip },
  ]);
}

/** 429 for a sign-in past its limits (account and merchandiser sign-in), with Retry-After. */
export async function tooManySignInsAnswer(retryAfterSeconds: number): Promise<Response> {
  const t = await getTranslations({ locale: await requestMarket(), namespace: 'SignIn' });
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return errorAnswer(429, t('errors.tooMany', { minutes }), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
    meta: { retry_after_seconds: retryAfterSeconds },
  });
}
