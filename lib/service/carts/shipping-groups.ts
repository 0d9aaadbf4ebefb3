import { randomUUID } from 'node:crypto';
import type { CreateShippingGroupRequest, ShippingGroup } from '@/lib/commerce/schemas/carts';
import { and, eq } from 'drizzle-orm';
import { badRequest, notFound, unprocessable } from '../http/errors';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { loadCartState, lockVisibleCart, requireCart, touchCart } from './cart-store';
import type { ShippingGroupRecord } from './model';
import { formatMinorUnits, priceFormatting } from '../money/format';
import { priceCart } from './pricing';
import { cartItems, cartShippingGroups } from './schema';
import { DEFAULT_CURRENCY } from './request-context';

type GroupRequest = CreateShippingGroupRequest['data'];
export type NewShippingGroup = Omit<ShippingGroupRecord, 'id' | 'cartId' | 'createdAt' | 'updatedAt'>;

/**
 * A client-priced group from the vendor's body: `total`, else `base` + `tax` + `fees` (400 when
 * neither is given); `tax` is the part of the total that is tax; the name defaults to the type.
 */
export function customShippingGroup(request: GroupRequest): NewShippingGroup {
  const price = request.shipping_price ?? {};
  const total =
    price.total ?? (price.base === undefined ? undefined : price.base + (price.tax ?? 0) + (price.fees ?? 0));
  if (total === undefined)
    throw badRequest('data.shipping_price.total: a total (or a base) is required for this shipping type');
  if ((price.tax ?? 0) > total)
    throw badRequest('data.shipping_price.tax: the tax cannot be more than the total');
  return {
    ...groupDetails(request),
    name: request.name ?? request.shipping_type ?? 'Shipping',
    shippingType: request.shipping_type ?? null,
    total,
    shippingMethodId: null,
    freeOver: null,
    base: price.base ?? null,
    tax: price.tax ?? 0,
  };
}

/** The vendor's descriptive fields of a group, whoever prices it. */
export const groupDetails = (request: GroupRequest) => ({
  includesTax: request.includes_tax ?? false,
  address: request.address ?? null,
  trackingReference: request.tracking_reference ?? null,
  externalRef: request.external_ref ?? null,
  deliveryEstimate: request.delivery_estimate ?? null,
});

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
      .values({ ...group, id: randomUUID(), cartId: cart.id, createdAt: now, updatedAt: now })
      .returning();
    const saved = await touchCart(tx, cart.id, now, cart.currency ?? requestedCurrency);
    return { group: row!, currency: saved.currency ?? requestedCurrency };
  });
}

/** The groups of a cart with what each costs it now (a store method may be free over a threshold). */
export async function listShippingGroups(db: Database, principal: Principal, cartId: string) {
  const cart = await requireCart(db, principal, cartId);
  const state = await loadCartState(db, cart);
  const currency = cart.currency ?? DEFAULT_CURRENCY;
  const figures = priceCart(state, currency);
  return {
    groups: state.shippingGroups.map((group) => ({ group, total: figures.groups.get(group.id)!.total })),
    currency,
  };
}

export async function getShippingGroup(db: Database, principal: Principal, cartId: string, groupId: string) {
  const { groups, currency } = await listShippingGroups(db, principal, cartId);
  const found = groups.find((candidate) => candidate.group.id.toLowerCase() === groupId.toLowerCase());
  if (!found) throw notFound(`No shipping group ${groupId} in cart ${cartId}`);
  return { ...found, currency };
}

/**
 * The keys the vendor's `ShippingAddress` requires, each '' where none was given (as an order's
 * addresses are answered): a group's address is stored as it was sent, and answered whole.
 */
const SHIPPING_ADDRESS_KEYS = [
  'company_name',
  'phone_number',
  'line_2',
  'city',
  'county',
  'instructions',
] as const;
export const vendorShippingAddress = <Address extends object>(address: Address) => ({
  ...(Object.fromEntries(SHIPPING_ADDRESS_KEYS.map((key) => [key, ''])) as Record<
    (typeof SHIPPING_ADDRESS_KEYS)[number],
    string
  >),
  ...address,
});

/** A group as answered; `charged` is what it costs the cart now (its own total when not given). */
export function shippingGroupDocument(
  group: ShippingGroupRecord,
  currency: string,
  charged: number = group.total,
): ShippingGroup {
  const tax = charged === 0 ? 0 : group.tax;
  return {
    id: group.id,
    type: 'shipping_group',
    cart_id: group.cartId,
    name: group.name,
    // Left out when none was given: the vendor types it a string.
    ...(group.shippingType !== null && { shipping_type: group.shippingType }),
    shipping_price: { total: charged, currency, formatted: formatMinorUnits(charged, currency) },
    includes_tax: group.includesTax,
    ...(group.shippingMethodId && { shipping_method_id: group.shippingMethodId }),
    ...(group.address && { address: vendorShippingAddress(group.address) }),
    ...(group.trackingReference !== null && { tracking_reference: group.trackingReference }),
    ...(group.externalRef !== null && { external_ref: group.externalRef }),
    ...(group.deliveryEstimate && { delivery_estimate: group.deliveryEstimate }),
    meta: {
      timestamps: { created_at: group.createdAt.toISOString(), updated_at: group.updatedAt.toISOString() },
      shipping_display_price: {
        total: priceFormatting(charged, currency),
        base: priceFormatting(charged === 0 ? 0 : (group.base ?? charged - tax), currency),
        tax: priceFormatting(tax, currency),
      },
    },
  };
}

type GroupChange = Partial<GroupRequest>;

/**
 * `PUT /v2/carts/{id}/shipping-groups/{groupId}`: the fields given replace the group's. A group the
 * store priced from one of its shipping methods keeps its method and price (422 when a change
 * names another: add a group of the new method instead); a client-priced group takes a new price
 * by the same rules as a new one.
 */
export async function updateShippingGroup(
  db: Database,
  principal: Principal,
  cartId: string,
  groupId: string,
  change: GroupChange,
) {
  return db.transaction(async (tx) => {
    const { cart, group } = await lockGroup(tx, principal, cartId, groupId);
    const priced = change.shipping_price !== undefined || change.shipping_type !== undefined;
    if (group.shippingMethodId && priced)
      throw unprocessable(
        'This group is priced from a store shipping method: choose another method by adding a group with its code',
        { field: change.shipping_price ? 'data.shipping_price' : 'data.shipping_type' },
      );
    const price =
      change.shipping_price && !group.shippingMethodId
        ? customShippingGroup({ type: 'shipping_group', shipping_price: change.shipping_price })
        : null;
    const now = new Date();
    const [row] = await tx
      .update(cartShippingGroups)
      .set({
        updatedAt: now,
        // drizzle leaves out the fields that are undefined: those the change does not give.
        name: change.name,
        shippingType: change.shipping_type,
        ...(price && { total: price.total, base: price.base, tax: price.tax }),
        includesTax: change.includes_tax,
        address: change.address,
        trackingReference: change.tracking_reference,
        externalRef: change.external_ref,
        deliveryEstimate: change.delivery_estimate,
      })
      .where(eq(cartShippingGroups.id, group.id))
      .returning();
    await touchCart(tx, cart.id, now);
    return row!;
  });
}

/**
 * `DELETE /v2/carts/{id}/shipping-groups/{groupId}`: a group no line links to is removed; one that
 * lines still link to is refused with 400, as the vendor documents it.
 */
export async function deleteShippingGroup(
  db: Database,
  principal: Principal,
  cartId: string,
  groupId: string,
) {
  await db.transaction(async (tx) => {
    const { cart, group } = await lockGroup(tx, principal, cartId, groupId);
    const [linked] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.shippingGroupId, group.id)))
      .limit(1);
    if (linked)
      throw badRequest(
        'Cannot delete a shipping group that cart items link to: remove it from those items first',
        { field: 'shipping_group_id' },
      );
    await tx.delete(cartShippingGroups).where(eq(cartShippingGroups.id, group.id));
    await touchCart(tx, cart.id, new Date());
  });
}

/** Locks the cart (404 unless the caller may see it) and finds its group by id (404 when none). */
async function lockGroup(tx: Database, principal: Principal, cartId: string, groupId: string) {
  const cart = await lockVisibleCart(tx, principal, cartId);
  const groups = await tx.select().from(cartShippingGroups).where(eq(cartShippingGroups.cartId, cart.id));
  const group = groups.find((candidate) => candidate.id.toLowerCase() === groupId.toLowerCase());
  if (!group) throw notFound(`No shipping group ${groupId} in cart ${cartId}`);
  return { cart, group };
}
