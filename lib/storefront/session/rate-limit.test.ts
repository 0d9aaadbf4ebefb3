import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './rate-limit';

const MINUTE = 60_000;

describe('FailureLimiter', () => {
  it('limits a key after max failures within the window, and says for how long', () => {
    const limiter = new FailureLimiter({ max: 3, windowMs: 15 * MINUTE });
    const start = 1_000_000;
    for (let i = 0; i < 2; i++) limiter.recordFailure('ada', start + i * MINUTE);
    expect(limiter.check('ada', start + 2 * MINUTE)).toEqual({ limited: false });
    limiter.recordFailure('ada', start + 2 * MINUTE);
    // The first failure leaves the window 15 minutes after it happened: 13 minutes from now.
    expect(limiter.check('ada', start + 2 * MINUTE)).toEqual({ limited: true, retryAfterSeconds: 13 * 60 });
  });

  it('lets the key through again once the oldest failure leaves the window', () => {
    const limiter = new FailureLimiter({ max: 2, windowMs: 10 * MINUTE });
    limiter.recordFailure('ip', 0);
    limiter.recordFailure('ip', 5 * MINUTE);
    expect(limiter.check('ip', 10 * MINUTE - 1).limited).toBe(true);
    expect(limiter.check('ip', 10 * MINUTE)).toEqual({ limited: false });
    // One failure is still in the window: one more limits again, until that one leaves.
    limiter.recordFailure('ip', 11 * MINUTE);
    expect(limiter.check('ip', 11 * MINUTE)).toEqual({ limited: true, retryAfterSeconds: 4 * 60 });
  });

  it('counts keys separately and forgets a key on reset', () => {
    const limiter = new FailureLimiter({ max: 1, windowMs: MINUTE });
    limiter.recordFailure('ada', 0);
    expect(limiter.check('ada', 1).limited).toBe(true);
    expect(limiter.check('grace', 1).limited).toBe(false);
    limiter.reset('ada');
    expect(limiter.check('ada', 2).limited).toBe(false);
  });

  it('takes back a failure counted in advance, and only that one', () => {
    const limiter = new FailureLimiter({ max: 2, windowMs: MINUTE });
    limiter.recordFailure('ip', 0);
    const pending = limiter.recordFailure('ip', 10);
    expect(limiter.check('ip', 20).limited).toBe(true);
    limiter.forgive('ip', pending);
    expect(limiter.check('ip', 20).limited).toBe(false);
    limiter.forgive('ip', pending);
    limiter.recordFailure('ip', 30);
    expect(limiter.check('ip', 40).limited).toBe(true);
  });

  it('never asks to wait less than a second', () => {
    const limiter = new FailureLimiter({ max: 1, windowMs: 1000 });
    limiter.recordFailure('k', 0);
    expect(limiter.check('k', 999)).toEqual({ limited: true, retryAfterSeconds: 1 });
  });

  it('keeps at most maxKeys keys, forgetting the stalest first', () => {
    const limiter = new FailureLimiter({ max: 1, windowMs: MINUTE, maxKeys: 2 });
    limiter.recordFailure('a', 0);
    limiter.recordFailure('b', 1);
    limiter.recordFailure('a', 2);
    limiter.recordFailure('c', 3);
    expect(limiter.check('b', 4).limited).toBe(false);
    expect(limiter.check('a', 4).limited).toBe(true);
    expect(limiter.check('c', 4).limited).toBe(true);
  });
});
