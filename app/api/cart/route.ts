import { readCart } from '@/lib/storefront/cart/cart-handlers.server';

/** The shopper's cart (empty without one). A read never creates a cart (DESIGN.md §4). */
export async function GET() {
  return readCart();
}
