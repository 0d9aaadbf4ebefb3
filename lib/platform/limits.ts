import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { metrics } from './metrics';
import { redisPrefix, redisUrl, sharedRedisClient } from './redis-client';

/**
 * Counting limits, one implementation for the service and the storefront: at most `points` events
 * per key within `windowSeconds` (a fixed window opened by the key's first event). What an event is
 * belongs to the caller: a failed sign-in, a cart created.
 *
 * The counters live in a store chosen by a backend. With `REDIS_URL` set they live in Redis, shared
 * by every instance (rate-limiter-flexible's Redis limiter, atomic per key), with this process's
 * memory as its insurance while Redis cannot be reached; without it, in this process's memory:
 * enough for one process, lost on a restart.
 */
export interface LimitRule {
  /** Names the counters in a shared store (the key prefix), e.g. `service-sign-in-username`. */
  name: string;
  points: number;
  windowSeconds: number;
}

export type LimitCheck = { limited: false } | { limited: true; retryAfterSeconds: number };

export type LimitBackend = (rule: LimitRule) => RateLimiterAbstract;

const memoryLimiter = (rule: LimitRule) =>
  new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds });

export const memoryBackend: LimitBackend = memoryLimiter;

export const redisBackend: LimitBackend = (rule) =>
  new RateLimiterRedis({
    storeClient: sharedRedisClient(),
    useRedisPackage: true,
    keyPrefix: `${redisPrefix()}limit:${rule.name}`,
    points: rule.points,
    duration: rule.windowSeconds,
    // Redis down: count in memory meanwhile rather than let every attempt through or refuse all.
    insuranceLimiter: memoryLimiter(rule),
  });

/** Redis when several instances share one (`REDIS_URL`), else memory. */
export const defaultBackend: LimitBackend = (rule) => (redisUrl() ? redisBackend(rule) : memoryBackend(rule));

/** A refusal, counted in `harbor_rate_limit_refusals_total` under the rule's name. */
function refusal(rule: LimitRule, result: RateLimiterRes): LimitCheck {
  metrics().rateLimitRefusals.inc({ limit: rule.name });
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
}

export class Limit {
  private readonly counter: RateLimiterAbstract;

  constructor(
    readonly rule: LimitRule,
    backend: LimitBackend = defaultBackend,
  ) {
    if (rule.points < 1 || rule.windowSeconds <= 0) throw new Error('a limit needs points >= 1 and a window');
    this.counter = backend(rule);
  }

  /** Whether the key is past its limit now, without counting anything. */
  async check(key: string): Promise<LimitCheck> {
    const state = await this.counter.get(key);
    return state && state.consumedPoints >= this.rule.points ? refusal(this.rule, state) : { limited: false };
  }

  /**
   * Counts one event (or `points` of them) for the key, atomically in the store, and says whether
   * it was past the limit.
   * Counting before the outcome is known (then `giveBack` when it turns out not to count) keeps a
   * burst of parallel attempts from all passing one check.
   */
  async take(key: string, points = 1): Promise<LimitCheck> {
    try {
      await this.counter.consume(key, points);
      return { limited: false };
    } catch (error) {
      if (error instanceof RateLimiterRes) return refusal(this.rule, error);
      throw error;
    }
  }

  /** Takes back one event counted by `take`. */
  async giveBack(key: string): Promise<void> {
    await this.counter.reward(key, 1);
  }

  /** Forgets the key's events (a successful sign-in clears that username's failures). */
  async reset(key: string): Promise<void> {
    await this.counter.delete(key);
  }
}

export interface LimitedKey {
  limit: Limit;
  key: string;
}

/**
 * Takes one event from every key; when any of them is past its limit, gives all of them back (the
 * attempt is refused, so it proves nothing) and answers the longest wait.
 */
export async function takeAll(keys: readonly LimitedKey[]): Promise<LimitCheck> {
  const checks = await Promise.all(keys.map(({ limit, key }) => limit.take(key)));
  const waits = checks.flatMap((check) => (check.limited ? [check.retryAfterSeconds] : []));
  if (waits.length === 0) return { limited: false };
  await Promise.all(keys.map(({ limit, key }) => limit.giveBack(key)));
  return { limited: true, retryAfterSeconds: Math.max(...waits) };
}
