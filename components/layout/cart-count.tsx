'use client';

import { Link } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { CartDrawer } from '@/components/cart/cart-drawer';
import { openCartDrawer } from '@/components/cart/cart-drawer-state';
import { useCart } from '@/components/cart/use-cart';

/**
 * The header's cart link; `count` is null while the cart is still being read. With `onOpen` (once the
 * page runs) a plain click opens the mini-cart instead; without JavaScript, or with a modifier key
 * (a new tab), it stays a link to the cart page.
 */
export function CartCountLink({
  count,
  onOpen,
}: {
  count: number | null;
  onOpen?: (opener: HTMLElement) => void;
}) {
  // The name starts with the words on the link, "Cart" and the count (the space between them is in
  // the text, though flex layout does not draw it), so that speech input finds the link by what it
  // shows (WCAG 2.5.3, axe label-content-name-mismatch).
  const t = useTranslations('Header');
  const label = count === null ? t('cart') : t('cartLabel', { count });
  return (
    <Link
      href="/cart"
      className="cart-pill"
      aria-label={label}
      aria-haspopup={onOpen ? 'dialog' : undefined}
      onClick={
        onOpen &&
        ((event: MouseEvent<HTMLAnchorElement>) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpen(event.currentTarget);
        })
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span className="max-sm:sr-only">{t('cart')}</span>{' '}
      <span className="cart-pill-count">{count ?? '·'}</span>
    </Link>
  );
}

/**
 * The live count (and the mini-cart it opens): the shopper's cart as React Query holds it, asked for
 * by the browser after the page (catalog pages are cached whole, the same for everyone), so every
 * change shows at once. Until it arrives the badge holds its place with a dot.
 */
export function CartCount() {
  // While it hydrates it shows what the server drew (useCart sees to it).
  const cart = useCart();
  const count = cart.data ? cart.data.itemCount : null;
  return (
    <>
      <CartCountLink count={count} onOpen={openCartDrawer} />
      <CartDrawer />
    </>
  );
}
