import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../storage/database';
import { notFound } from '../http/errors';
import type { Principal } from '../http/types';
import { canSeeCart, isExpired, ownerOf } from './access';
import {
  emptyState,
  type AppliedPromotion,
  type CartLine,
  type CartRecord,
  type CartState,
  type Promotion,
} from './model';
import { parsedJson, rowFromJson } from './json-rows';
import { cartItems, cartPromotions, carts, cartShippingGroups, promotions, type LineDetails } from './schema';

type PromotionRow = typeof promotions.$inferSelect;
type ItemRow = typeof cartItems.$inferSelect;

export const toPromotion = (row: PromotionRow): Promotion => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  kind: row.kind,
  percentBasisPoints: row.percentBasisPoints,
  amounts: row.amounts,
  productIds: row.productIds,
});

function toLine(row: ItemRow): CartLine {
  const base = {
    id: row.id,
    mergeKey: row.mergeKey,
    quantity: row.quantity,
    customInputs: row.customInputs,
    bundle: row.bundleConfiguration,
    shippingGroupId: row.shippingGroupId,
    taxes: row.taxes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  if ('product' in row.details)
    return {
      ...base,
      kind: 'cart_item',
      productId: row.productId ?? row.details.product.id,
      product: row.details.product,
    };
  if ('subscription' in row.details)
    return { ...base, kind: 'subscription_item', productId: null, subscription: row.details.subscription };
  return { ...base, kind: 'custom_item', productId: null, custom: row.details.custom };
}

interface StateRow {
  cart: JsonRow | null;
  beside: unknown;
  lines: JsonRow[];
  promotions: JsonRow[];
  groups: JsonRow[];
}

type JsonRow = Record<string, unknown>;

/**
 * What prices a cart, read in one call of the SQL function `cart_state` (migration 0022-cart-state):
 * the cart's row, its lines in the order they were added, its promotions in the order they were
 * applied, its shipping groups and, with `withMethods`, the shipping facts beside them
 * (readCartWithDelivery). One statement rather than several: on PGlite each round trip costs more
 * than the little these read; a function, because PL/pgSQL keeps its plan where the same statement
 * sent on every read was planned on every read (issue 28).
 */
async function readStateRow(db: Database, cartId: string, withMethods: boolean): Promise<StateRow> {
  const [row] = rowsOf<{ state: unknown }>(
    await db.execute(sql`SELECT cart_state(${cartId}, ${withMethods}) AS state`),
  );
  return parsedJson(row!.state) as StateRow;
}

function stateOf(cart: CartRecord, row: StateRow): CartState {
  return {
    cart,
    lines: row.lines.map((line) => toLine(rowFromJson(cartItems, line))),
    promotions: row.promotions.map((applied): AppliedPromotion => ({
      itemId: applied.item_id as string,
      createdAt: new Date(applied.created_at as string),
      promotion: toPromotion(rowFromJson(promotions, applied.promotion as JsonRow)),
    })),
    shippingGroups: row.groups.map((group) => rowFromJson(cartShippingGroups, group)),
  };
}

/** Everything that prices a cart: its lines in the order they were added, promotions, shipping groups. */
export async function loadCartState(db: Database, cart: CartRecord): Promise<CartState> {
  return stateOf(cart, await readStateRow(db, cart.id, false));
}

/** The cart if the caller may see it and it has not expired, else 404 (existence is not leaked). */
function visibleCart(cart: CartRecord | undefined, principal: Principal, cartId: string): CartRecord {
  if (!cart || !canSeeCart(principal, cart.accountId) || isExpired(cart.updatedAt, new Date()))
    throw notFound(`No cart ${cartId}`);
  return cart;
}

/** A cart the caller may see and that has not expired, else 404. */
export async function requireCart(db: Database, principal: Principal, cartId: string): Promise<CartRecord> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  return visibleCart(cart, principal, cartId);
}

/**
 * A cart to read (DESIGN.md §3): an id never used (or one whose cart expired) reads as a new,
 * empty cart, as the vendor's API answers the random id its SDK makes on a first page view;
 * nothing is stored until the first write. Another account's cart stays a 404.
 */
export async function readCartState(db: Database, principal: Principal, cartId: string): Promise<CartState> {
  return (await readCartStateWith(db, principal, cartId, false)).state;
}

/**
 * readCartState and, when `withMethods`, what `cart_state` reads beside the cart (the store's
 * shipping methods and which of its products are digital): one round trip answers a cart's page.
 */
export async function readCartStateWith(
  db: Database,
  principal: Principal,
  cartId: string,
  withMethods: boolean,
): Promise<{ state: CartState; beside: unknown }> {
  const row = await readStateRow(db, cartId, withMethods);
  const cart = row.cart && rowFromJson(carts, row.cart);
  const now = new Date();
  if (cart && !canSeeCart(principal, cart.accountId)) throw notFound(`No cart ${cartId}`);
  if (cart && !isExpired(cart.updatedAt, now)) return { state: stateOf(cart, row), beside: row.beside };
  const empty = { id: cartId, name: '', description: '', currency: null, createdAt: now, updatedAt: now };
  return { state: emptyState({ ...empty, accountId: ownerOf(principal) }), beside: row.beside };
}

/**
 * The revision of a cart the caller may see and that has not expired, else undefined (migration
 * 0023-cart-revision: a name for all its answer is made of): what a conditional read of its items
 * compares, in one small statement.
 */
export async function readCartRevision(db: Database, principal: Principal, cartId: string) {
  const [row] = rowsOf<{ cart: unknown }>(await db.execute(sql`SELECT cart_revision(${cartId}) AS cart`));
  const cart = parsedJson(row?.cart ?? null) as CartRevision | null;
  const expired = (at: string) => isExpired(new Date(at), new Date());
  if (!cart || !canSeeCart(principal, cart.account_id) || expired(cart.updated_at)) return undefined;
  return cart.revision;
}

interface CartRevision {
  account_id: string | null;
  updated_at: string;
  revision: string;
}

/**
 * Creates the cart if its id is new (DESIGN.md §3: a cart is created by its first add); says whether
 * it did.
 */
export async function ensureCart(
  tx: Database,
  cartId: string,
  accountId: string | null,
  now: Date,
): Promise<boolean> {
  const created = await tx
    .insert(carts)
    .values({ id: cartId, accountId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: carts.id })
    .returning({ id: carts.id });
  return created.length > 0;
}

/**
 * Locks carts for the rest of the transaction (`SELECT … FOR UPDATE`, honoured by PostgreSQL and
 * PGlite), in id order so that two requests locking the same pair cannot deadlock. Concurrent
 * changes to one cart queue here: none loses an update, none pushes a cart past its limits.
 */
export async function lockCarts(tx: Database, ids: readonly string[]): Promise<Map<string, CartRecord>> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(carts)
    .where(inArray(carts.id, sorted))
    .orderBy(asc(carts.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Locks one cart the caller may see; an expired one is gone (404). */
export async function lockVisibleCart(
  tx: Database,
  principal: Principal,
  cartId: string,
): Promise<CartRecord> {
  return visibleCart((await lockCarts(tx, [cartId])).get(cartId), principal, cartId);
}

/** An expired cart starts over when it is added to again: its lines, codes and groups are dropped. */
export async function resetCart(tx: Database, cart: CartRecord, now: Date): Promise<CartRecord> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  await tx.delete(cartPromotions).where(eq(cartPromotions.cartId, cart.id));
  await tx.delete(cartShippingGroups).where(eq(cartShippingGroups.cartId, cart.id));
  const [row] = await tx
    .update(carts)
    .set({ currency: null, createdAt: now, updatedAt: now })
    .where(eq(carts.id, cart.id))
    .returning();
  return row ?? cart;
}

export async function touchCart(
  tx: Database,
  cartId: string,
  now: Date,
  currency?: string | null,
): Promise<CartRecord> {
  const [row] = await tx
    .update(carts)
    .set({ updatedAt: now, ...(currency !== undefined && { currency }) })
    .where(eq(carts.id, cartId))
    .returning();
  if (!row) throw notFound(`No cart ${cartId}`);
  return row;
}

function lineDetails(line: CartLine): LineDetails {
  switch (line.kind) {
    case 'cart_item':
      return { product: line.product };
    case 'custom_item':
      return { custom: line.custom };
    case 'subscription_item':
      return { subscription: line.subscription };
  }
}

const lineValues = (cartId: string, line: CartLine) => ({
  id: line.id,
  cartId,
  kind: line.kind,
  mergeKey: line.mergeKey,
  productId: line.productId,
  quantity: line.quantity,
  details: lineDetails(line),
  customInputs: line.customInputs,
  bundleConfiguration: line.bundle,
  shippingGroupId: line.shippingGroupId,
  taxes: line.taxes,
  createdAt: line.createdAt,
  updatedAt: line.updatedAt,
});

export interface CartChanges {
  /** Lines to insert, in order. */
  inserted: CartLine[];
  updated: CartLine[];
  removedLineIds: string[];
  addedPromotions: AppliedPromotion[];
  removedPromotionIds: string[];
  /** Carts merged into this one (spec 3.3 rule 6): their shipping groups move here, then they go. */
  mergedCartIds: string[];
}

export const noChanges = (): CartChanges => ({
  inserted: [],
  updated: [],
  removedLineIds: [],
  addedPromotions: [],
  removedPromotionIds: [],
  mergedCartIds: [],
});

/** Writes a cart's changes inside the caller's transaction (which holds the cart's lock). */
export async function saveCartChanges(tx: Database, cartId: string, changes: CartChanges): Promise<void> {
  if (changes.mergedCartIds.length > 0) {
    await tx
      .update(cartShippingGroups)
      .set({ cartId, updatedAt: sql`now()` })
      .where(inArray(cartShippingGroups.cartId, changes.mergedCartIds));
    await tx.delete(carts).where(inArray(carts.id, changes.mergedCartIds));
  }
  if (changes.removedLineIds.length > 0)
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, changes.removedLineIds)));
  for (const line of changes.updated) {
    const { id: _id, cartId: _cart, createdAt: _created, ...values } = lineValues(cartId, line);
    await tx
      .update(cartItems)
      .set(values)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, line.id)));
  }
  if (changes.inserted.length > 0)
    await tx.insert(cartItems).values(changes.inserted.map((line) => lineValues(cartId, line)));
  if (changes.removedPromotionIds.length > 0) {
    await tx
      .delete(cartPromotions)
      .where(
        and(
          eq(cartPromotions.cartId, cartId),
          inArray(cartPromotions.promotionId, changes.removedPromotionIds),
        ),
      );
  }
  if (changes.addedPromotions.length > 0) {
    await tx.insert(cartPromotions).values(
      changes.addedPromotions.map((applied) => ({
        id: applied.itemId,
        cartId,
        promotionId: applied.promotion.id,
        createdAt: applied.createdAt,
      })),
    );
  }
}

export async function findPromotionByCode(db: Database, code: string): Promise<Promotion | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code.trim().toUpperCase()));
  return row ? toPromotion(row) : null;
}
