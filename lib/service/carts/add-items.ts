import type { z } from 'zod';
import { findCartProduct, type CartProduct, type CartProductLookup } from '../catalog';
import { notFound } from '../http/errors';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import type { OfferingBundle } from '../subscriptions/subscription-store';
import { canSeeCart, isExpired, ownerOf } from './access';
import { addCustomLine, addProductLine } from './add-lines';
import { addPromotion } from './add-promotion';
import { addSubscriptionLine, lookUpOfferings } from './add-subscription';
import { ensureCart, loadCartState, lockCarts, resetCart, saveCartChanges, touchCart } from './cart-store';
import { CartWorkspace, type AddContext } from './cart-workspace';
import { requireExactTotals } from './exact-totals';
import { ItemFailure, itemNotFound } from './item-failure';
import { parseItems, itemIdentity, type addToCartEnvelope, type ParsedItem } from './item-requests';
import { mergeCart } from './merge-carts';
import type { CartState } from './model';
import { reorder } from './reorder';
import { StockLookup } from './stock-rule';

export interface ItemErrorDocument {
  status: string;
  title: string;
  detail: string;
  meta: Record<string, unknown> & { index: number };
}

const errorDocument = (parsed: ParsedItem, failure: ItemFailure): ItemErrorDocument => ({
  status: String(failure.status),
  title: failure.title,
  detail: failure.detail,
  meta: { index: parsed.index, ...itemIdentity(parsed.raw), ...failure.meta },
});

/** Nothing was added: the request's answer is these errors with this status; the cart is unchanged. */
export class ItemsRejected extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 422,
    readonly errors: ItemErrorDocument[],
  ) {
    super('no item was added');
    this.name = 'ItemsRejected';
  }
}

/**
 * DESIGN.md §3: a one-item request answers with that item's status (when its errors agree), any
 * longer one with 400.
 */
function rejectionStatus(itemCount: number, errors: ItemErrorDocument[]): ItemsRejected['status'] {
  const statuses = new Set(errors.map((error) => Number(error.status)));
  if (itemCount === 1 && statuses.size === 1) return [...statuses][0] as ItemsRejected['status'];
  return 400;
}

export interface AddRequest {
  cartId: string;
  principal: Principal;
  body: z.infer<typeof addToCartEnvelope>;
  requestedCurrency: string;
  catalog: CartProductLookup['context'];
  /** Called when this add creates the cart, inside its transaction; throws to refuse it. */
  admitNewCart?: () => Promise<void>;
}

/** Spec 2.8: a product is named by id or sku; the id wins when both are given. */
const lookupKey = (item: { id?: string; sku?: string }) =>
  item.id !== undefined ? `id:${item.id.toLowerCase()}` : `sku:${item.sku}`;

/**
 * Products are looked up before the cart is locked, so the lock is held only while the cart
 * changes. Each distinct product is read once.
 */
async function lookUpProducts(
  db: Database,
  items: ParsedItem[],
  catalog: CartProductLookup['context'],
): Promise<Map<string, CartProduct | null>> {
  const products = new Map<string, CartProduct | null>();
  for (const parsed of items) {
    if (!parsed.ok || parsed.item.type !== 'cart_item') continue;
    const key = lookupKey(parsed.item);
    if (products.has(key)) continue;
    products.set(
      key,
      await findCartProduct(db, {
        ...(parsed.item.id !== undefined ? { id: parsed.item.id } : { sku: parsed.item.sku }),
        context: catalog,
      }),
    );
  }
  return products;
}

/** What the request's items name, read before the cart is locked. */
interface Lookups {
  products: Map<string, CartProduct | null>;
  offerings: Map<string, OfferingBundle>;
}

async function applyItem(
  ws: CartWorkspace,
  parsed: ParsedItem & { ok: true },
  { products, offerings }: Lookups,
  ctx: AddContext,
): Promise<{ added: boolean; failures: ItemFailure[] }> {
  const { item } = parsed;
  try {
    switch (item.type) {
      case 'cart_item': {
        const product = products.get(lookupKey(item));
        if (!product)
          throw itemNotFound(`No product ${item.id ?? item.sku} in the catalog this shopper sees`);
        addProductLine(
          ws,
          {
            product,
            quantity: item.quantity,
            customInputs: item.custom_inputs,
            bundle: item.bundle_configuration?.selected_options,
            shippingGroupId: item.shipping_group_id,
            taxes: item.tax,
            available: await ctx.stock.available(product.id),
          },
          ctx,
        );
        break;
      }
      case 'custom_item':
        addCustomLine(ws, item, ctx);
        break;
      case 'subscription_item':
        addSubscriptionLine(ws, item, offerings, ctx);
        break;
      case 'promotion_item':
        await addPromotion(ws, item.code, ctx);
        break;
      case 'cart_items':
        await mergeCart(ws, item.cart_id, ctx);
        break;
      case 'order_items': {
        const { added, failures } = await reorder(ws, item.order_id, ctx);
        return { added: added > 0, failures };
      }
    }
    return { added: true, failures: [] };
  } catch (error) {
    if (error instanceof ItemFailure) return { added: false, failures: [error] };
    throw error;
  }
}

export interface AddResult {
  state: CartState;
  errors: ItemErrorDocument[];
  /** Whether this add created the cart. */
  created: boolean;
}

/**
 * Spec 4.4 and 3.3: adds every requested item to the cart, creating the cart on its first add.
 * The cart is locked for the whole change, so concurrent adds queue instead of losing quantities or
 * overrunning the 100-item limit. When nothing is added, or all-or-nothing meets an error, the
 * transaction is rolled back and `ItemsRejected` carries the errors.
 */
export async function addItems(db: Database, request: AddRequest): Promise<AddResult> {
  const parsed = parseItems(request.body.data);
  const allOrNothing = request.body.options?.add_all_or_nothing ?? false;
  const lookups: Lookups = {
    products: await lookUpProducts(db, parsed, request.catalog),
    offerings: await lookUpOfferings(
      db,
      parsed.flatMap((entry) => (entry.ok ? [entry.item] : [])),
    ),
  };
  const mergeSources = parsed.flatMap((entry) =>
    entry.ok && entry.item.type === 'cart_items' ? [entry.item.cart_id] : [],
  );

  return db.transaction(async (tx) => {
    const now = new Date();
    const created = await ensureCart(tx, request.cartId, ownerOf(request.principal), now);
    if (created) await request.admitNewCart?.();
    const lockedCarts = await lockCarts(tx, [request.cartId, ...mergeSources]);
    let cart = lockedCarts.get(request.cartId);
    if (!cart || !canSeeCart(request.principal, cart.accountId)) throw notFound(`No cart ${request.cartId}`);
    if (isExpired(cart.updatedAt, now)) cart = await resetCart(tx, cart, now);

    const ws = new CartWorkspace(await loadCartState(tx, cart), request.requestedCurrency);
    const ctx: AddContext = {
      tx,
      principal: request.principal,
      catalog: request.catalog,
      now,
      lockedCarts,
      stock: new StockLookup(tx),
    };
    const errors: ItemErrorDocument[] = [];
    let added = 0;
    for (const entry of parsed) {
      if (!entry.ok) {
        errors.push(errorDocument(entry, entry.failure));
        continue;
      }
      const outcome = await applyItem(ws, entry, lookups, ctx);
      if (outcome.added) added += 1;
      errors.push(...outcome.failures.map((failure) => errorDocument(entry, failure)));
    }

    if (errors.length > 0 && (allOrNothing || added === 0))
      throw new ItemsRejected(rejectionStatus(parsed.length, errors), errors);
    if (!ws.changed) return { state: ws.state(), errors, created };
    requireExactTotals(ws.state(), ws.currency);
    await saveCartChanges(tx, cart.id, ws.changes());
    const saved = await touchCart(tx, cart.id, now, ws.currency);
    return { state: { ...ws.state(), cart: saved }, errors, created };
  });
}
