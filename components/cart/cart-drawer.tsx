'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/navigation';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside } from '@/components/ui/focus-trap';
import type { CartLineView } from '@/lib/storefront/cart/cart-view';
import { taxBasis } from '@/lib/storefront/cart/tax-basis';
import { cartDrawerOpener, closeCartDrawer, useCartDrawerOpen } from './cart-drawer-state';
import { useCart } from './use-cart';
import { CloseButton } from '@/components/ui/close-button';
import { CartLineControls } from './cart-line-controls';
import { LineTotal } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { buttonClass } from '@/components/ui/button';

/**
 * The mini-cart: a modal drawer over the page's right edge (a sheet over the whole width on a phone),
 * opened by the header's cart button or after an add. It lives in the top layer, so nothing on the
 * page moves; focus goes in, stays in, and goes back to what opened it on close (Escape too). Its
 * lines change quantity and go as on the cart page, and its summary is the cart page's.
 */
export function CartDrawer() {
  const open = useCartDrawerOpen();
  const pathname = usePathname();
  // A link in the drawer leads to another page: the drawer does not follow the shopper there.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownOn.current) closeCartDrawer();
    shownOn.current = pathname;
  }, [pathname]);
  return open ? createPortal(<DrawerDialog />, document.body) : null;
}

function DrawerDialog() {
  const t = useTranslations('Cart');
  const dialog = useRef<HTMLDialogElement>(null);
  const cart = useCart();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => cartDrawerOpener()?.focus();
  }, []);

  const [announcement, setAnnouncement] = useState('');
  const view = cart.data;
  const count = view?.itemCount ?? 0;
  const title = () => document.getElementById('cart-drawer-title');
  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby="cart-drawer-title"
      onCancel={(event) => {
        event.preventDefault();
        closeCartDrawer();
      }}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its panel) closes it.
        if (event.target === event.currentTarget) closeCartDrawer();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-900/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <h2 id="cart-drawer-title" tabIndex={-1} className="font-serif text-xl font-semibold outline-none">
            {t('title')}{' '}
            {view && (
              <span className="ml-2 text-sm font-normal text-stone-600">{t('itemCount', { count })}</span>
            )}
          </h2>
          <CloseButton label={t('closeCart')} onClick={closeCartDrawer} />
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <div className="min-h-0 flex-1 overflow-y-auto px-5">
          {cart.isPending ? (
            <p className="py-6 text-sm text-stone-600" aria-busy="true">
              {t('loadingDots')}
            </p>
          ) : cart.isError ? (
            <p role="alert" className="py-6 text-sm text-red-800">
              {t('cannotShowWith', { reason: cart.error.message })}
            </p>
          ) : !view || view.lines.length === 0 || !view.totals ? (
            <p className="py-6 text-stone-700">{t('empty')}</p>
          ) : (
            <>
              <ul aria-label={t('itemsInCart')} className="divide-y divide-stone-200">
                {view.lines.map((line) => (
                  <DrawerLine key={line.id} line={line} onDone={setAnnouncement} emptied={title} />
                ))}
              </ul>
              {/* The cart page's own summary, from the same cart: the figures agree after a promotion. */}
              <div className="border-t border-stone-200 py-4">
                <CartSummary
                  totals={view.totals}
                  promotions={view.promotions}
                  basis={taxBasis(view.lines)}
                  freeDelivery={view.freeDelivery}
                />
              </div>
            </>
          )}
        </div>
        <div className="space-y-3 border-t border-stone-200 px-5 py-4">
          {view?.totals && view.lines.length > 0 && (
            <>
              <Link href="/checkout" onClick={closeCartDrawer} className={buttonClass({ wide: true })}>
                {t('checkOut')}
              </Link>
              <Link
                href="/cart"
                onClick={closeCartDrawer}
                className="block rounded-md border border-stone-300 px-5 py-2.5 text-center font-medium text-stone-800 hover:border-brand-500"
              >
                {t('viewCart')}
              </Link>
            </>
          )}
          <button
            type="button"
            onClick={closeCartDrawer}
            className="block w-full py-1.5 text-center text-sm font-medium text-brand-700 underline"
          >
            {t('continueShopping')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

function DrawerLine({
  line,
  onDone,
  emptied,
}: {
  line: CartLineView;
  onDone: (announcement: string) => void;
  emptied: () => HTMLElement | null;
}) {
  const details = line.options.map((option) => `${option.label}: ${option.value}`).join(', ');
  return (
    <li className="flex gap-3 py-4">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-md border border-stone-200 bg-stone-100">
        {line.image && (
          <Image
            src={line.image.src}
            alt={line.image.alt}
            width={64}
            height={64}
            unoptimized
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium">
              {line.href ? (
                <Link href={line.href} onClick={closeCartDrawer} className="hover:text-brand-700">
                  {line.name}
                </Link>
              ) : (
                line.name
              )}
            </p>
            {details && <p className="text-stone-600">{details}</p>}
          </div>
          <LineTotal line={line} className="shrink-0 text-right font-semibold" />
        </div>
        <CartLineControls line={line} idPrefix="drawer-quantity" onDone={onDone} emptied={emptied} />
      </div>
    </li>
  );
}
