import { jsonByteLength } from '@/lib/commerce/json-shape';
import { MAX_CART_INPUTS_BYTES, MAX_CART_ITEMS } from '@/lib/commerce/schemas/carts';
import type { CartProductLookup } from '../catalog';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { noChanges, type CartChanges } from './cart-store';
import { ItemFailure, itemNotFound, itemRule } from './item-failure';
import type { StockLookup } from './stock-rule';
import {
  uniqueItemCount,
  type AppliedPromotion,
  type CartLine,
  type CartRecord,
  type CartState,
  type ShippingGroupRecord,
} from './model';

/** What an add request brings besides its items. */
export interface AddContext {
  tx: Database;
  principal: Principal;
  /** The shopper's catalog context (spec 4.6 headers) for product lookups. */
  catalog: CartProductLookup['context'];
  now: Date;
  /** Carts this request locked (itself and any it merges). */
  lockedCarts: Map<string, CartRecord>;
  /** Stock of the products added, read once each. */
  stock: StockLookup;
}

/**
 * A cart being changed by one request, in memory: each requested item is checked against it and
 * applied only if it passes, so a failed item leaves no trace and the next one sees the cart as it
 * stands (the 100-item limit counts earlier items of the same request). The changes are written
 * at the end, or dropped when all-or-nothing says so.
 */
export class CartWorkspace {
  readonly cart: CartRecord;
  readonly lines: CartLine[];
  readonly promotions: AppliedPromotion[];
  readonly shippingGroups: ShippingGroupRecord[];
  /** Spec 3.3 rule 1: the cart's currency, or the one its first item will set. */
  currency: string;
  private readonly insertedIds = new Set<string>();
  private readonly updatedIds = new Set<string>();
  private readonly addedPromotions: AppliedPromotion[] = [];
  private readonly mergedCartIds: string[] = [];
  /** The JSON size of every line's custom inputs together. */
  private inputBytes: number;

  constructor(state: CartState, requestedCurrency: string) {
    this.cart = state.cart;
    this.lines = [...state.lines];
    this.promotions = [...state.promotions];
    this.shippingGroups = [...state.shippingGroups];
    this.currency = state.cart.currency ?? requestedCurrency;
    this.inputBytes = this.lines.reduce((sum, line) => sum + jsonByteLength(line.customInputs), 0);
  }

  get uniqueItems(): number {
    return uniqueItemCount(this);
  }

  /**
   * Spec §8: at most 100 unique items (lines, their tax items, promotions); and the custom inputs of
   * the new lines must fit within the cart's total (MAX_CART_INPUTS_BYTES, README "Service limits").
   */
  requireRoom(extra: number, what: string, newLines: readonly Pick<CartLine, 'customInputs'>[] = []): void {
    if (extra > 0 && this.uniqueItems + extra > MAX_CART_ITEMS) {
      throw itemRule(
        `the cart holds ${this.uniqueItems} of at most ${MAX_CART_ITEMS} unique items (products, custom items, tax items and promotions), so ${what} does not fit`,
      );
    }
    const added = newLines.reduce((sum, line) => sum + jsonByteLength(line.customInputs), 0);
    if (added > 0 && this.inputBytes + added > MAX_CART_INPUTS_BYTES) {
      throw itemRule(
        `the custom inputs of a cart may take at most ${MAX_CART_INPUTS_BYTES} bytes together; this cart's take ${this.inputBytes}, so ${what} (${added} more) does not fit`,
      );
    }
  }

  requireShippingGroup(id: string): string {
    const group = this.shippingGroups.find((candidate) => candidate.id.toLowerCase() === id.toLowerCase());
    if (!group)
      throw itemNotFound(`No shipping group ${id} in cart ${this.cart.id}`, { shipping_group_id: id });
    return group.id;
  }

  findLine(mergeKey: string): CartLine | undefined {
    return this.lines.find((line) => line.mergeKey === mergeKey);
  }

  insertLine(line: CartLine): void {
    this.lines.push(line);
    this.inputBytes += jsonByteLength(line.customInputs);
    this.insertedIds.add(line.id);
  }

  replaceLine(line: CartLine): void {
    const index = this.lines.findIndex((candidate) => candidate.id === line.id);
    if (index < 0) throw new ItemFailure(404, `No item ${line.id} in cart ${this.cart.id}`);
    this.lines[index] = line;
    if (!this.insertedIds.has(line.id)) this.updatedIds.add(line.id);
  }

  addPromotion(applied: AppliedPromotion): void {
    this.promotions.push(applied);
    this.addedPromotions.push(applied);
  }

  /** Spec 3.3 rule 6: the other cart's shipping groups come along; the cart itself goes. */
  absorbCart(cartId: string, groups: readonly ShippingGroupRecord[]): void {
    this.shippingGroups.push(...groups.map((group) => ({ ...group, cartId: this.cart.id })));
    this.mergedCartIds.push(cartId);
  }

  get changed(): boolean {
    return (
      this.insertedIds.size + this.updatedIds.size + this.addedPromotions.length + this.mergedCartIds.length >
      0
    );
  }

  changes(): CartChanges {
    return {
      ...noChanges(),
      inserted: this.lines.filter((line) => this.insertedIds.has(line.id)),
      updated: this.lines.filter((line) => this.updatedIds.has(line.id)),
      addedPromotions: this.addedPromotions,
      mergedCartIds: this.mergedCartIds,
    };
  }

  state(): CartState {
    return {
      cart: { ...this.cart, currency: this.currency },
      lines: this.lines,
      promotions: this.promotions,
      shippingGroups: this.shippingGroups,
    };
  }
}
