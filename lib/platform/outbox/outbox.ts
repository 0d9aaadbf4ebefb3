/**
 * A persistent outbox: what must be sent is written down first, and sent (and retried) after the
 * request that asked for it has been answered. A mail server that is down delays a message; it never
 * fails the shopper's request and never loses the message while the outbox keeps it.
 *
 * Every backend keeps the same promises: `add` is durable when it resolves; `claim` hands a due
 * entry to one claimant only (across processes, where the backend is shared) and leases it for
 * `leaseSeconds`, after which an unsettled entry (its claimant died) is due again; each claim counts
 * one attempt. The outbox holds at most `capacity` entries, so nothing a client does grows it
 * without bound.
 */
export interface OutboxEntry<T> {
  id: string;
  payload: T;
  /** Attempts so far, this one included. */
  attempts: number;
}

export interface Outbox<T> {
  /** Keeps the payload; false when the outbox is full (the payload is not kept). */
  add(payload: T, now: Date): Promise<{ added: true; id: string } | { added: false }>;
  /** Up to `limit` entries due at `now`, leased to the caller. */
  claim(now: Date, limit: number): Promise<OutboxEntry<T>[]>;
  /** Sent: the entry goes. */
  settle(id: string): Promise<void>;
  /** Not sent: the entry is due again at `at`. */
  retryAt(id: string, at: Date, error: string): Promise<void>;
  /** When the soonest entry is due (null when the outbox is empty). */
  nextDue(): Promise<Date | null>;
  /** How many entries wait (tests and the log). */
  size(): Promise<number>;
}

export interface OutboxLimits {
  capacity: number;
  leaseSeconds: number;
}

/** Room for a busy day's mail while the server is down; a lease longer than one SMTP exchange. */
export const OUTBOX_LIMITS: OutboxLimits = { capacity: 10_000, leaseSeconds: 120 };

/**
 * When an entry that failed its `attempts`-th try is tried again: 30 s, 1, 2, 4 … minutes, at most
 * an hour apart; null after `MAX_ATTEMPTS` (about six hours of trying), when it is given up.
 */
export const MAX_ATTEMPTS = 12;
export function retryDelaySeconds(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}
