import 'server-only';
import * as carts from '@/lib/commerce/operations/carts';
import type { Cart } from '@/lib/commerce/schemas/carts';
import { staticTokenProvider } from '@/lib/commerce/tokens';
import { newCartId, readCartId, reserveNewCartId, saveCartId } from './cart-cookies.server';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import { getShopperContext, toCommerceContext } from '@/lib/i18n/shopper-context.server';

const newest = (list: readonly Cart[]) =>
  [...list].sort((a, b) => b.meta.timestamps.updated_at.localeCompare(a.meta.timestamps.updated_at))[0];

/**
 * On sign-in (DESIGN.md §3, spec 3.3 rule 6): what the shopper put in the cart before signing in
 * joins the account's cart (items in both add up; the service removes the anonymous cart), and the
 * cookie then names the account's cart. Without an account cart the merge goes into a new id,
 * which the account token makes the account's; so does a cart in a currency none of the account's
 * carts is in (carts of two currencies cannot be merged). If the merge is refused (too many items)
 * the shopper keeps the cart they were filling, so nothing they chose is lost. Answers the id the
 * browser's cookie now names (the session keeps it), if any.
 */
export async function adoptCartOnSignIn(
  accountId: string,
  accountToken: string,
): Promise<string | undefined> {
  const client = shopperClient(toCommerceContext(await getShopperContext())).with({
    tokens: staticTokenProvider(accountToken),
  });
  const [browserCartId, owned] = await Promise.all([readCartId(), carts.listAccountCarts(client)]);
  const accountCartId = owned.ok ? newest(owned.data.data)?.id : undefined;

  const browserCart = browserCartId ? await carts.getCart(client, browserCartId) : undefined;
  if (!browserCartId || !browserCart?.ok) {
    // No cart here, or one this account cannot see (gone, or another account's): use the account's.
    if (browserCart && !browserCart.ok && browserCart.error.status !== 404) return accountCartId;
    if (accountCartId) await saveCartId(accountCartId);
    else if (browserCartId) return reserveNewCartId();
    return accountCartId;
  }
  // Nothing in it (an id the proxy reserved, which the service reads as a new cart of whoever asks):
  // the account's cart, if it has one, is the one to fill.
  if (browserCart.data.data.meta.unique_items === 0) {
    if (!accountCartId) return browserCartId;
    await saveCartId(accountCartId);
    return accountCartId;
  }
  const owners = browserCart.data.data.relationships?.accounts?.data ?? [];
  if (owners.some((owner) => owner.id.toLowerCase() === accountId.toLowerCase())) return browserCartId;

  // The items join the account's newest cart that can take them: one in their currency, or one
  // not priced yet. Without one they become a new cart of the account's, in their own currency.
  const currency = browserCart.data.data.currency;
  const joinable = owned.ok
    ? owned.data.data.filter((cart) => cart.currency === null || cart.currency === currency)
    : [];
  const target = newest(joinable)?.id ?? newCartId();
  const merged = await carts.mergeCarts(client, target, browserCartId);
  if (!merged.ok) return browserCartId;
  await saveCartId(target);
  return target;
}
