import { eq } from 'drizzle-orm';
import type { UpdateCartRequest } from '@/lib/commerce/schemas/carts';
import { findAccount } from '../accounts/address-store';
import { forbidden, notFound, unprocessable } from '../http/errors';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { loadCartState, lockVisibleCart } from './cart-store';
import type { CartState } from './model';
import { carts } from './schema';

type CartChange = UpdateCartRequest['data'];

/**
 * `PUT /v2/carts/{id}` (the vendor's `updateACart`): the fields given replace the cart's, on the
 * locked row, so two changes of different fields both hold. A cart nobody has used yet is 404.
 */
export async function updateCart(
  db: Database,
  principal: Principal,
  cartId: string,
  change: CartChange,
): Promise<CartState> {
  const settings = change.discount_settings;
  if (settings?.custom_discounts_enabled && settings.use_rule_promotions)
    throw unprocessable(
      'data.discount_settings: custom_discounts_enabled and use_rule_promotions cannot both be true',
      { field: 'data.discount_settings' },
    );
  return db.transaction(async (tx) => {
    const cart = await lockVisibleCart(tx, principal, cartId);
    const email = change.contact ? change.contact.email || null : undefined;
    // The vendor keeps a contact email for guests' carts only (an account's cart has its account).
    if (email && cart.accountId)
      throw unprocessable('data.contact: a cart that belongs to an account takes no contact email', {
        field: 'data.contact.email',
      });
    const [row] = await tx
      .update(carts)
      .set({
        updatedAt: new Date(),
        ...(change.name !== undefined && { name: change.name }),
        ...(change.description !== undefined && { description: change.description }),
        ...(email !== undefined && { contactEmail: email }),
        ...(settings && { discountSettings: { ...(cart.discountSettings ?? {}), ...settings } }),
        ...(change.custom_attributes && {
          customAttributes:
            Object.keys(change.custom_attributes).length > 0 ? change.custom_attributes : null,
        }),
      })
      .where(eq(carts.id, cart.id))
      .returning();
    return loadCartState(tx, row!);
  });
}

/**
 * The one account a request may associate with a cart (or take off it): an account token only its
 * own — another account's id answers as an account that does not exist — and an administrator any
 * existing account. Without a body, the token's own account.
 */
async function accountOfRequest(db: Database, principal: Principal, named: string | undefined) {
  if (principal.kind === 'account') {
    const own = principal.accountId.toLowerCase();
    if (named !== undefined && named.toLowerCase() !== own) throw notFound(`No account ${named}`);
    return own;
  }
  if (principal.kind !== 'admin') throw forbidden('Associating a cart needs an account token');
  if (named === undefined) throw unprocessable('data: name the account', { field: 'data' });
  const account = await findAccount(db, named);
  if (!account) throw notFound(`No account ${named}`);
  return account.id.toLowerCase();
}

/**
 * `POST /v2/carts/{id}/relationships/accounts`: a guest's cart becomes the account's (it then
 * lists among the account's carts and is 404 to everyone else). `created` is false when it was
 * already that account's (the vendor's 204). A cart of another account is 404, as for every
 * other cart operation; a cart with a contact email cannot be associated (422, as the vendor).
 */
export async function associateAccount(
  db: Database,
  principal: Principal,
  cartId: string,
  named: string | undefined,
): Promise<{ accountId: string; created: boolean }> {
  const accountId = await accountOfRequest(db, principal, named);
  return db.transaction(async (tx) => {
    const cart = await lockVisibleCart(tx, principal, cartId);
    if (cart.accountId?.toLowerCase() === accountId) return { accountId, created: false };
    if (cart.accountId) throw notFound(`No cart ${cartId}`);
    if (cart.contactEmail)
      throw unprocessable('Carts with a contact email cannot be associated with an account', {
        field: 'contact.email',
      });
    await tx.update(carts).set({ accountId, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return { accountId, created: true };
  });
}

/**
 * `DELETE /v2/carts/{id}/relationships/accounts`: the account's cart becomes a guest cart again,
 * reachable by whoever holds its id. A guest cart stays as it is; another account's is 404.
 */
export async function dissociateAccount(
  db: Database,
  principal: Principal,
  cartId: string,
  named: string | undefined,
): Promise<void> {
  const accountId = await accountOfRequest(db, principal, named);
  await db.transaction(async (tx) => {
    const cart = await lockVisibleCart(tx, principal, cartId);
    if (cart.accountId === null) return;
    if (cart.accountId.toLowerCase() !== accountId) throw notFound(`No cart ${cartId}`);
    await tx.update(carts).set({ accountId: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
}
