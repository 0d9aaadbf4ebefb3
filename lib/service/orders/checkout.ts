import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CartItem, CheckoutRequest } from '@/lib/commerce/schemas/carts';
import { badRequest, unprocessable } from '../http/errors';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { loadCartState, lockVisibleCart, touchCart } from '../carts/cart-store';
import { DEFAULT_CURRENCY } from '../carts/request-context';
import { discountsDocument, groupsDocument, lineDocument, promotionDocument } from '../carts/cart-view';
import { priceCart } from '../carts/pricing';
import { cartItems, cartPromotions, cartShippingGroups } from '../carts/schema';
import { shippingGroupDocument } from '../carts/shipping-groups';
import { shippableLines } from '../shipping/shippable';
import { linkToChosenMethod } from '../shipping/link-lines';
import { orderItems, orders, type OrderItemRow, type OrderRow } from './schema';
import { reviewCustomItems } from './price-review';
import { requireStockForChange } from '../carts/stock-rule';

/**
 * Checkout (DESIGN.md §3): turns the cart into an order, `incomplete` and `unpaid` (paid later
 * through `POST /v2/orders/{id}/payments`), with every line as it is priced now, custom inputs
 * included (spec 4.4 rule 5), and empties the cart. An order with anything to deliver needs a
 * shipping address; one of digital products only needs none (its billing address stands in).
 * Lines added after a store shipping method was chosen ship with it too. The cart stays locked throughout, so an add cannot slip in between the copy
 * and the emptying. An order made with an account token belongs to that account; otherwise it
 * belongs to whoever owned the cart (nobody, for an anonymous cart).
 */
export async function checkout(
  db: Database,
  principal: Principal,
  cartId: string,
  request: CheckoutRequest['data'],
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  return db.transaction(async (tx) => {
    const cart = await lockVisibleCart(tx, principal, cartId);
    const state = await loadCartState(tx, cart);
    if (state.lines.length === 0)
      throw unprocessable(`Cart ${cartId} is empty: add an item before checking out`);
    const accountId = principal.kind === 'account' ? principal.accountId.toLowerCase() : cart.accountId;
    // Paying for a subscription item creates a subscription, and the vendor's subscription belongs
    // to an account (`account_id` is required of it, subscriptions.yaml `BuildSubscription`): a
    // guest's order would pay for a subscription nobody could hold, so it is refused here.
    if (accountId === null && state.lines.some((line) => line.kind === 'subscription_item'))
      throw unprocessable(
        `Cart ${cartId} holds a subscription, which belongs to an account: sign in (or check out with an account's cart) to subscribe`,
      );
    // Stock may have fallen since the adds, or a merge brought more: checked again (vendor rule).
    await requireStockForChange(tx, [], state.lines);
    const currency = cart.currency ?? DEFAULT_CURRENCY;
    const shippable = await shippableLines(tx, state.lines);
    const requiresShipping = shippable.length > 0;
    const shippingAddress = requiresShipping
      ? request.shipping_address
      : (request.shipping_address ?? request.billing_address);
    if (!shippingAddress)
      throw badRequest(
        requiresShipping
          ? 'data.shipping_address: required, since the order has items to deliver'
          : 'data.billing_address: required when the order has no shipping address',
      );
    const lines = linkToChosenMethod(state, shippable);
    const figures = priceCart({ ...state, lines }, currency);
    const now = new Date();
    const linked = new Set(lines.map((line) => line.shippingGroupId));
    const review = await reviewCustomItems(tx, lines, currency);

    const [order] = await tx
      .insert(orders)
      .values({
        id: randomUUID(),
        cartId: cart.id,
        accountId,
        status: 'incomplete',
        payment: 'unpaid',
        shipping: 'unfulfilled',
        currency,
        customer: request.customer,
        shippingAddress,
        billingAddress: request.billing_address ?? shippingAddress,
        requiresShipping,
        review,
        shippingGroups: state.shippingGroups
          .filter((group) => linked.has(group.id))
          .map((group) => {
            const charged = figures.groups.get(group.id)?.total;
            const { cart_id: _cart, ...document } = shippingGroupDocument(group, currency, charged);
            return document;
          }),
        displayPrice: groupsDocument(figures.totals, currency),
        discounts: discountsDocument(state, figures),
        createdAt: now,
        updatedAt: now,
      })
      .returning();

    const documents: { kind: OrderItemRow['kind']; productId: string | null; document: CartItem }[] = [
      ...lines.map((line) => ({
        kind: line.kind,
        productId: line.productId,
        document: lineDocument(line, figures.lines.get(line.id)!, currency, ''),
      })),
      ...state.promotions.map((applied) => ({
        kind: 'promotion_item' as const,
        productId: null,
        document: promotionDocument(applied, figures.promotions.get(applied.promotion.id) ?? 0, currency),
      })),
    ];
    const items = await tx
      .insert(orderItems)
      .values(
        documents.map((entry, position) => {
          const id = randomUUID();
          return {
            id,
            orderId: order!.id,
            position,
            kind: entry.kind,
            productId: entry.productId,
            quantity: entry.document.quantity,
            document: { ...entry.document, id, cart_item_id: entry.document.id },
          };
        }),
      )
      .returning();

    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    await tx.delete(cartPromotions).where(eq(cartPromotions.cartId, cart.id));
    await tx.delete(cartShippingGroups).where(eq(cartShippingGroups.cartId, cart.id));
    await touchCart(tx, cart.id, now);
    return { order: order!, items: items.sort((a, b) => a.position - b.position) };
  });
}
