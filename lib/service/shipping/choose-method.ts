import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { CreateShippingGroupRequest } from '@/lib/commerce/schemas/carts';
import { loadCartState, lockVisibleCart, touchCart } from '../carts/cart-store';
import { cartItems, cartShippingGroups } from '../carts/schema';
import { groupDetails } from '../carts/shipping-groups';
import { unprocessable } from '../http/errors';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import type { ShippingMethodRow } from './schema';
import { shippableLines } from './shippable';

const addDays = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString();

/**
 * The cart takes a store shipping method through a shipping group (spec 4.4 rule 4): the group is
 * priced by the store in the cart's currency (free from the method's threshold of goods), it
 * replaces the cart's earlier method group, and every line that ships and has no other group is
 * linked to it, so it counts in the totals at once. Digital products are not linked; a cart of
 * nothing but digital products needs no shipping (422).
 */
export async function chooseShippingMethod(
  db: Database,
  principal: Principal,
  cartId: string,
  method: ShippingMethodRow,
  request: CreateShippingGroupRequest['data'],
  requestedCurrency: string,
) {
  return db.transaction(async (tx) => {
    const cart = await lockVisibleCart(tx, principal, cartId);
    const currency = cart.currency ?? requestedCurrency;
    const price = method.prices[currency];
    if (!price) throw unprocessable(`${method.name} has no price in ${currency}`);
    const state = await loadCartState(tx, cart);
    const shippable = await shippableLines(tx, state.lines);
    if (state.lines.length > 0 && shippable.length === 0)
      throw unprocessable(`Nothing in cart ${cartId} is shipped: its products are digital`);

    const now = new Date();
    const [group] = await tx
      .insert(cartShippingGroups)
      .values({
        ...groupDetails(request),
        id: randomUUID(),
        cartId: cart.id,
        name: method.name,
        shippingType: method.code,
        total: price.amount,
        shippingMethodId: method.id,
        freeOver: price.free_over ?? null,
        base: price.amount,
        tax: 0,
        deliveryEstimate: request.delivery_estimate ?? {
          start: addDays(now, method.minDays),
          end: addDays(now, method.maxDays),
        },
        createdAt: now,
        updatedAt: now,
      })
      .returning();

    const replaced = state.shippingGroups.filter((candidate) => candidate.shippingMethodId !== null);
    const replacedIds = replaced.map((candidate) => candidate.id);
    const shippableIds = shippable.map((line) => line.id);
    if (shippableIds.length > 0)
      await tx
        .update(cartItems)
        .set({ shippingGroupId: group!.id })
        .where(
          and(
            eq(cartItems.cartId, cart.id),
            inArray(cartItems.id, shippableIds),
            replacedIds.length === 0
              ? isNull(cartItems.shippingGroupId)
              : or(isNull(cartItems.shippingGroupId), inArray(cartItems.shippingGroupId, replacedIds)),
          ),
        );
    if (replacedIds.length > 0)
      await tx
        .delete(cartShippingGroups)
        .where(
          and(
            eq(cartShippingGroups.cartId, cart.id),
            inArray(cartShippingGroups.id, replacedIds),
            isNotNull(cartShippingGroups.shippingMethodId),
          ),
        );
    const saved = await touchCart(tx, cart.id, now, currency);
    return { group: group!, currency: saved.currency ?? currency };
  });
}
