import 'server-only';
import { connection } from 'next/server';
import type { CommerceClient } from '@/lib/commerce/client';
import { staticTokenProvider } from '@/lib/commerce/tokens';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import { shopperAddress } from '@/lib/storefront/http/shopper-address.server';
import { readSession } from '@/lib/storefront/session/account-session.server';
import { getShopperContext, toCommerceContext, type ShopperContext } from '@/lib/i18n/shopper-context.server';

export interface CartShopper {
  /** Talks to the cart service as this shopper: the account token when signed in, else implicit. */
  client: CommerceClient;
  context: ShopperContext;
  /** Set when an account member is signed in: carts made now belong to the account (DESIGN.md §3). */
  accountId?: string;
  /** The account's cart as sign-in found it (the session keeps it). */
  accountCartId?: string;
}

/**
 * Who is shopping. The currency rides along as `X-Currency`, so a cart created by its first add
 * takes the currency the shopper sees (spec 3.3 rule 1). Reads cookies: request time only.
 */
export async function cartShopper(): Promise<CartShopper> {
  // A cart is this request's alone: never part of a prerendered shell (STYLE.md: carts are not cached).
  await connection();
  const [context, session, address] = await Promise.all([
    getShopperContext(),
    readSession(),
    shopperAddress(),
  ]);
  // The shopper's address goes along, so the service counts their new carts (README "Service limits").
  const client = shopperClient({ ...toCommerceContext(context), shopperAddress: address });
  if (session.status !== 'signed-in') return { client, context };
  return {
    client: client.with({ tokens: staticTokenProvider(session.session.token) }),
    context,
    accountId: session.session.accountId,
    accountCartId: session.session.cartId,
  };
}
