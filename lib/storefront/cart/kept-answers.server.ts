import 'server-only';
import { LRUCache } from 'lru-cache';
import type { CartItemsResponse } from '@/lib/commerce/schemas/carts';

/** A cart's items as the service last answered them, with the ETag that answer carried. */
export interface KeptAnswer {
  etag: string;
  data: CartItemsResponse;
}

/**
 * The last answer the service gave for each cart this process read (issue 28). The next read of the
 * cart sends its ETag (If-None-Match); the service answers 304 only while the cart, its lines,
 * promotions and shipping groups, the store's shipping methods and its products are as they were,
 * and then this answer is drawn again, without the service pricing, sending and the storefront
 * checking the whole cart. Nothing is shown from here without the service's word, so a change
 * made on another instance or by a merchandiser shows at once; a service that sends no ETag (the
 * vendor's) leaves this empty. Kept per cart and caller, so one shopper's answer never stands for
 * another's; 2,000 carts at most, and 20,000 items in all (a full cart holds 100), the least
 * recently read going first.
 */
const kept = new LRUCache<string, KeptAnswer>({
  max: 2_000,
  maxSize: 20_000,
  sizeCalculation: (answer) => 1 + answer.data.data.length,
});

const keyOf = (cartId: string, accountId: string | undefined) => `${accountId ?? ''} ${cartId}`;

export const keptAnswer = (cartId: string, accountId: string | undefined) =>
  kept.get(keyOf(cartId, accountId));

/** Keeps the answer when the service gave it an ETag; otherwise forgets the cart's. */
export function keepAnswer(
  cartId: string,
  accountId: string | undefined,
  answer: { data: CartItemsResponse; headers: Headers } | undefined,
): void {
  const etag = answer?.headers.get('etag');
  if (answer && etag) kept.set(keyOf(cartId, accountId), { etag, data: answer.data });
  else kept.delete(keyOf(cartId, accountId));
}
