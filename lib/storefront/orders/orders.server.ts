import 'server-only';
import type { CommerceError } from '@/lib/commerce/result';
import { getOrder, listOrders } from '@/lib/commerce/operations/orders';
import { listPaymentCards } from '@/lib/commerce/operations/payments';
import { expiryPassed, type SavedCardChoice } from './payment-bodies';
import type { OrderResponse } from '@/lib/commerce/schemas/carts';
import { readPlacedOrderIds } from '@/lib/storefront/cart/cart-cookies.server';
import { orderSummary, orderView, type OrderSummary, type OrderView } from './order-view';
import { cartShopper, type CartShopper } from '@/lib/storefront/cart/cart-shopper.server';
import { viewOptions } from '@/lib/storefront/cart/cart.server';

export type OrderAccess =
  | { ok: true; view: OrderView; canReorder: boolean }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'sign-in' }
  | { ok: false; reason: 'error'; error: CommerceError };

const sameId = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase());

type Visible = { ok: true; order: OrderResponse; placedHere: boolean } | Exclude<OrderAccess, { ok: true }>;

/**
 * An order, only for someone allowed to see it: the browser that placed it (its id is in the
 * httpOnly placed-orders cookie) or the signed-in account it belongs to. The service lets anyone
 * with an anonymous order's id read it, so holding an id alone is not enough here.
 */
export async function findVisibleOrder(shopper: CartShopper, orderId: string): Promise<Visible> {
  const placedHere = (await readPlacedOrderIds()).includes(orderId);
  if (!placedHere && !shopper.accountId) return { ok: false, reason: 'not-found' };

  const result = await getOrder(shopper.client, orderId);
  if (!result.ok) {
    if (result.error.status !== 404) return { ok: false, reason: 'error', error: result.error };
    // Placed here while signed in, looked at after signing out: the account's orders are its own.
    return { ok: false, reason: placedHere && !shopper.accountId ? 'sign-in' : 'not-found' };
  }
  const owner = result.data.data.relationships.account?.data?.id;
  if (!placedHere && !sameId(owner, shopper.accountId)) return { ok: false, reason: 'not-found' };
  return { ok: true, order: result.data, placedHere };
}

export async function loadVisibleOrder(orderId: string): Promise<OrderAccess> {
  const shopper = await cartShopper();
  const found = await findVisibleOrder(shopper, orderId);
  if (!found.ok) return found;
  const view = orderView(found.order, await viewOptions(shopper.context, found.order.included.items));
  return { ok: true, view, canReorder: Boolean(shopper.accountId) };
}

export type OrderHistory =
  { ok: true; signedIn: boolean; orders: OrderSummary[] } | { ok: false; error: CommerceError };

/**
 * The orders this person may see: a signed-in account's orders (newest first), else the orders
 * this browser placed. Each anonymous one is read on its own, as the service lists only accounts'.
 */
export async function loadOrderHistory(): Promise<OrderHistory> {
  const shopper = await cartShopper();
  if (shopper.accountId) return accountOrders(shopper);
  const placed = await readPlacedOrderIds();
  const loaded = await Promise.all(placed.map((id) => loadVisibleOrder(id)));
  return {
    ok: true,
    signedIn: false,
    orders: loaded.flatMap((access) => (access.ok ? [orderSummary(access.view)] : [])),
  };
}

async function accountOrders(shopper: CartShopper): Promise<OrderHistory> {
  const result = await listOrders(shopper.client, { limit: 50 });
  if (!result.ok) return { ok: false, error: result.error };
  // A listing carries no items: the summary needs only the order's own figures.
  const options = { locale: shopper.context.locale, toUrl: (href: string) => href, products: new Map() };
  return {
    ok: true,
    signedIn: true,
    orders: result.data.data.map((order) =>
      orderSummary(orderView({ data: order, included: { items: [] } }, options)),
    ),
  };
}

/** A signed-in checkout's starting values: the account's email and name, and the last address used. */
export interface CheckoutStart {
  email?: string;
  first_name?: string;
  last_name?: string;
  line_1?: string;
  line_2?: string;
  city?: string;
  region?: string;
  postcode?: string;
  country?: string;
}

/**
 * The newest order's delivery address (or its billing address, for a digital order) fills the
 * form; without orders, the account's name split at its first space does. A failed read only
 * means an empty form, so it is not an error the shopper has to see.
 */
export async function loadCheckoutStart(
  shopper: CartShopper,
  account: { email: string; accountName: string } | null,
): Promise<CheckoutStart> {
  if (!account || !shopper.accountId) return {};
  const [first, ...rest] = account.accountName.trim().split(/\s+/);
  const start: CheckoutStart = { email: account.email, first_name: first ?? '', last_name: rest.join(' ') };
  const result = await listOrders(shopper.client, { limit: 1 });
  const last = result.ok ? result.data.data[0] : undefined;
  if (!last) return start;
  const address =
    last.requires_shipping === false
      ? (last.billing_address ?? last.shipping_address)
      : last.shipping_address;
  return {
    ...start,
    first_name: address.first_name,
    last_name: address.last_name,
    line_1: address.line_1,
    line_2: address.line_2 ?? '',
    city: address.city,
    region: address.region ?? '',
    postcode: address.postcode,
    country: address.country,
  };
}

/**
 * The signed-in account's saved cards that can still pay (not past their expiry month); none for
 * a guest, or when they cannot be read (the shopper types a card instead).
 */
export async function loadSavedCards(): Promise<SavedCardChoice[]> {
  const shopper = await cartShopper();
  if (!shopper.accountId) return [];
  const result = await listPaymentCards(shopper.client);
  if (!result.ok) return [];
  return result.data.data
    .filter((card) => !expiryPassed({ month: card.exp_month, year: card.exp_year }))
    .map((card) => ({
      id: card.id,
      brand: card.brand,
      lastFour: card.last_four,
      expMonth: card.exp_month,
      expYear: card.exp_year,
    }));
}
