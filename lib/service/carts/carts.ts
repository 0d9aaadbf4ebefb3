import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { CART_LIFETIME_MS } from './access';
import { loadCartState } from './cart-store';
import { emptyState, type CartState } from './model';
import { carts } from './schema';

export interface NewCart {
  name?: string;
  description?: string;
  currency?: string;
}

/** POST /v2/carts: a cart with a new id; it belongs to the account when an account token asks. */
export async function createCart(db: Database, accountId: string | null, input: NewCart): Promise<CartState> {
  const [cart] = await db
    .insert(carts)
    .values({
      id: randomUUID(),
      accountId,
      name: input.name ?? '',
      description: input.description ?? '',
      currency: input.currency ?? null,
    })
    .returning();
  return emptyState(cart!);
}

/**
 * A page of the carts of an account (or of every cart, for an administrator) that have not expired,
 * latest first, and how many there are.
 */
export async function listCarts(
  db: Database,
  accountId: string | null,
  page: { limit: number; offset: number },
): Promise<{ states: CartState[]; total: number }> {
  const fresh = gt(carts.updatedAt, new Date(Date.now() - CART_LIFETIME_MS));
  const where = accountId === null ? fresh : and(eq(carts.accountId, accountId), fresh);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(carts)
      .where(where)
      .orderBy(desc(carts.updatedAt), desc(carts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(carts).where(where),
  ]);
  const states: CartState[] = [];
  for (const row of rows) states.push(await loadCartState(db, row));
  return { states, total: counted?.value ?? 0 };
}
