/**
 * Counts failures per key in a sliding window: after `max` failures within `windowMs`, the key is
 * limited until the oldest of them leaves the window. Successes do not count; `reset` forgets a key.
 *
 * In memory, so it holds per server process and starts empty on a restart: enough for one
 * storefront process (the demo, a single container). Several processes behind a load balancer
 * would each count on their own; those need a shared store (Redis, the database) instead.
 */
export interface FailureLimiterOptions {
  max: number;
  windowMs: number;
  /** Keys tracked at most; the least recently failed are forgotten first, so memory stays bounded. */
  maxKeys?: number;
}

export type LimitCheck = { limited: false } | { limited: true; retryAfterSeconds: number };

export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly maxKeys: number;

  constructor(private readonly options: FailureLimiterOptions) {
    if (options.max < 1 || options.windowMs <= 0)
      throw new Error('a limiter needs max >= 1 and a positive window');
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  check(key: string, now: number = Date.now()): LimitCheck {
    const times = this.recent(key, now);
    if (times.length < this.options.max) return { limited: false };
    // Limited until enough failures have left the window to bring the count below max.
    const freeAt = (times[times.length - this.options.max] ?? now) + this.options.windowMs;
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
  }

  /** Counts a failure at `now` and returns that time, so a failure counted in advance can be forgiven. */
  recordFailure(key: string, now: number = Date.now()): number {
    const times = this.recent(key, now);
    // Re-inserting moves the key to the end of the Map's order: the first key is the stalest.
    this.failures.delete(key);
    this.failures.set(key, [...times, now]);
    while (this.failures.size > this.maxKeys) {
      const stalest = this.failures.keys().next().value;
      if (stalest === undefined) break;
      this.failures.delete(stalest);
    }
    return now;
  }

  /** Takes back one failure counted at `time` (an attempt counted before its outcome was known, that succeeded). */
  forgive(key: string, time: number): void {
    const times = this.failures.get(key);
    const index = times?.indexOf(time) ?? -1;
    if (!times || index < 0) return;
    times.splice(index, 1);
    if (times.length === 0) this.failures.delete(key);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
