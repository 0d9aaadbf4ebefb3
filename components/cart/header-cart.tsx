import { CartCount } from '@/components/layout/cart-count';
import { currentCartId } from '@/lib/storefront/cart/cart-handlers.server';
import { cartShopper } from '@/lib/storefront/cart/cart-shopper.server';
import { loadCart } from '@/lib/storefront/cart/cart.server';
import { CartHydration } from './cart-hydration';

/** The header's count, read with the page (cookies: render inside Suspense). */
export async function HeaderCart() {
  const shopper = await cartShopper();
  const load = await loadCart(shopper, await currentCartId(shopper));
  return (
    <CartHydration load={load}>
      <CartCount serverCount={load.ok ? load.view.itemCount : null} />
    </CartHydration>
  );
}
