'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/navigation';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside } from '@/components/ui/focus-trap';
import type { CartLineView } from '@/lib/storefront/cart/cart-view';
import { cartDrawerOpener, closeCartDrawer, useCartDrawerOpen } from './cart-drawer-state';
import { useCart } from './use-cart';
import { CloseButton } from '@/components/ui/close-button';

/**
 * The mini-cart: a modal drawer over the page's right edge (a sheet over the whole width on a phone),
 * opened by the header's cart button or after an add. It lives in the top layer, so nothing on the
 * page moves; focus goes in, stays in, and goes back to what opened it on close (Escape too).
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

  const view = cart.data;
  const count = view?.itemCount ?? 0;
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
          <h2 id="cart-drawer-title" className="font-serif text-xl font-semibold">
            {t('title')}{' '}
            {view && (
              <span className="ml-2 text-sm font-normal text-stone-600">{t('itemCount', { count })}</span>
            )}
          </h2>
          <CloseButton label={t('closeCart')} onClick={closeCartDrawer} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5">
          {cart.isPending ? (
            <p className="py-6 text-sm text-stone-600" aria-busy="true">
              {t('loadingDots')}
            </p>
          ) : cart.isError ? (
            <p role="alert" className="py-6 text-sm text-red-800">
              {t('cannotShowWith', { reason: cart.error.message })}
            </p>
          ) : !view || view.lines.length === 0 ? (
            <p className="py-6 text-stone-700">{t('empty')}</p>
          ) : (
            <ul aria-label={t('itemsInCart')} className="divide-y divide-stone-200">
              {view.lines.map((line) => (
                <DrawerLine key={line.id} line={line} />
              ))}
            </ul>
          )}
        </div>
        <div className="space-y-3 border-t border-stone-200 px-5 py-4">
          {view?.totals && view.lines.length > 0 && (
            <>
              <dl className="flex justify-between text-base font-semibold">
                <dt>{t('subtotal')}</dt>
                <dd>{view.totals.subtotal.formatted}</dd>
              </dl>
              <p className="text-xs text-stone-500">{t('shippingAtCheckout')}</p>
              <Link
                href="/checkout"
                onClick={closeCartDrawer}
                className="block rounded-md bg-brand-600 px-5 py-2.5 text-center font-medium text-white hover:bg-brand-700"
              >
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

function DrawerLine({ line }: { line: CartLineView }) {
  const t = useTranslations('Cart');
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
      <div className="min-w-0 flex-1 text-sm">
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
        <p className="text-stone-600">{t('quantityShort', { count: line.quantity })}</p>
      </div>
      <p className="shrink-0 text-sm font-semibold">{line.total.formatted}</p>
    </li>
  );
}
