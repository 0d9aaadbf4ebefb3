import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ShippingGroup } from '@/lib/commerce/schemas/carts';
import { notFound } from '../http/errors';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { lockVisibleCart, requireCart, touchCart } from './cart-store';
import type { ShippingGroupRecord } from './model';
import { formatMinorUnits } from '../money/format';
import { cartShippingGroups } from './schema';
import { DEFAULT_CURRENCY } from './request-context';

export interface NewShippingGroup {
  name: string;
  shippingType: string | null;
  total: number;
}

/**
 * Spec 4.4 rule 4: a shipping group of a cart, priced in the cart's currency. A cart with no
 * currency yet takes the requested one here (a price needs a currency), as a first item would.
 */
export async function createShippingGroup(
  db: Database,
  principal: Principal,
  cartId: string,
  group: NewShippingGroup,
  requestedCurrency: string,
) {
  return db.transaction(async (tx) => {
    const cart = await lockVisibleCart(tx, principal, cartId);
    const now = new Date();
    const [row] = await tx
      .insert(cartShippingGroups)
      .values({
        id: randomUUID(),
        cartId: cart.id,
        name: group.name,
        shippingType: group.shippingType,
        total: group.total,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const saved = await touchCart(tx, cart.id, now, cart.currency ?? requestedCurrency);
    return { group: row!, currency: saved.currency ?? requestedCurrency };
  });
}

export async function listShippingGroups(db: Database, principal: Principal, cartId: string) {
  const cart = await requireCart(db, principal, cartId);
  const groups = await db
    .select()
    .from(cartShippingGroups)
    .where(eq(cartShippingGroups.cartId, cart.id))
    .orderBy(asc(cartShippingGroups.createdAt), asc(cartShippingGroups.id));
  return { groups, currency: cart.currency ?? DEFAULT_CURRENCY };
}

export async function getShippingGroup(db: Database, principal: Principal, cartId: string, groupId: string) {
  const { groups, currency } = await listShippingGroups(db, principal, cartId);
  const group = groups.find((candidate) => candidate.id.toLowerCase() === groupId.toLowerCase());
  if (!group) throw notFound(`No shipping group ${groupId} in cart ${cartId}`);
  return { group, currency };
}

export function shippingGroupDocument(group: ShippingGroupRecord, currency: string): ShippingGroup {
  return {
    id: group.id,
    type: 'shipping_group',
    cart_id: group.cartId,
    name: group.name,
    shipping_type: group.shippingType,
    shipping_price: { total: group.total, currency, formatted: formatMinorUnits(group.total, currency) },
    meta: {
      timestamps: { created_at: group.createdAt.toISOString(), updated_at: group.updatedAt.toISOString() },
    },
  };
}
