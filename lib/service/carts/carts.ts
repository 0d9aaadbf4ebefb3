import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { CART_LIFETIME_MS } from './access';
import { loadCartState } from './cart-store';
import type { CartState } from './model';
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
  return { cart: cart!, lines: [], promotions: [], shippingGroups: [] };
}

/** The carts of an account (or every cart, for an administrator) that have not expired, latest first. */
export async function listCarts(db: Database, accountId: string | null, limit: number): Promise<CartState[]> {
  const fresh = gt(carts.updatedAt, new Date(Date.now() - CART_LIFETIME_MS));
  const rows = await db
    .select()
    .from(carts)
    .where(accountId === null ? fresh : and(eq(carts.accountId, accountId), fresh))
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(limit);
  const states: CartState[] = [];
  for (const row of rows) states.push(await loadCartState(db, row));
  return states;
}
