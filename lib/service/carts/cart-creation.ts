import type { Context } from 'hono';
import { asc, inArray, lte } from 'drizzle-orm';
import { requestClientAddress } from '../http/connection';
import { tooManyRequests } from '../http/errors';
import type { ServiceEnv } from '../http/types';
import type { Database } from '../storage/database';
import { CART_LIFETIME_MS } from './access';
import { carts } from './schema';

/**
 * Counts a new cart against its client address (README "Service limits": 60 an hour), and refuses
 * it with 429 past that. An in-process call (the storefront) has no address and is not counted.
 */
export async function admitNewCart(c: Context<ServiceEnv>): Promise<void> {
  const address = requestClientAddress(c);
  if (!address) return;
  const check = await c.var.deps.limits.cartCreation.take(address);
  if (check.limited)
    throw tooManyRequests(
      `Too many new carts from this address; try again in ${check.retryAfterSeconds} seconds`,
      check.retryAfterSeconds,
    );
}

/** How many expired carts one new cart clears away: more than it adds, so they never pile up. */
export const EXPIRED_CARTS_PER_SWEEP = 100;

/**
 * Deletes carts past their lifetime, with their lines, codes and groups (ON DELETE CASCADE); orders
 * keep their own copy. Runs after each new cart, a batch at a time, skipping carts another request
 * holds locked (an add restarting an expired cart keeps it). Returns how many went.
 */
export async function deleteExpiredCarts(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CART_LIFETIME_MS);
  const expired = db
    .select({ id: carts.id })
    .from(carts)
    .where(lte(carts.updatedAt, cutoff))
    .orderBy(asc(carts.updatedAt))
    .limit(EXPIRED_CARTS_PER_SWEEP)
    .for('update', { skipLocked: true });
  const deleted = await db.delete(carts).where(inArray(carts.id, expired)).returning({ id: carts.id });
  return deleted.length;
}
