import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { SummaryLines } from '@/components/checkout/summary-lines';
import { currentCartId } from '@/lib/storefront/cart/cart-handlers.server';
import { cartShopper } from '@/lib/storefront/cart/cart-shopper.server';
import { loadCart } from '@/lib/storefront/cart/cart.server';
import { loadShippingChoice } from '@/lib/storefront/cart/shipping.server';
import { describeError } from '@/lib/commerce/describe-error';
import { readSession } from '@/lib/storefront/session/account-session.server';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default function CheckoutPage() {
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">Checkout</h1>
      <Suspense
        fallback={
          <div
            aria-busy="true"
            aria-label="Loading checkout"
            className="h-96 animate-pulse rounded-xl bg-stone-200"
          />
        }
      >
        <Checkout />
      </Suspense>
    </div>
  );
}

async function Checkout() {
  const [shopper, session] = await Promise.all([cartShopper(), readSession()]);
  const cartId = await currentCartId(shopper);
  const [load, shipping] = await Promise.all([
    loadCart(shopper, cartId),
    cartId ? loadShippingChoice(shopper, cartId) : null,
  ]);
  if (!load.ok) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        Your cart cannot be read right now. {describeError(load.error)}
      </p>
    );
  }
  const cart = load.view;
  if (cart.lines.length === 0 || !cart.totals) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
        <p className="font-serif text-xl">Your cart is empty, so there is nothing to check out.</p>
        <Link
          href="/shop"
          className="mt-5 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          Browse all products
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
      <CheckoutForm
        email={session.status === 'signed-in' ? session.session.email : undefined}
        shipping={shipping?.ok ? shipping.data : { requiresShipping: true, options: [] }}
        total={cart.totals.total}
        locale={shopper.context.locale}
      />
      <aside
        aria-labelledby="checkout-summary-heading"
        className="h-fit space-y-3 rounded-xl border border-stone-200 bg-white p-5"
      >
        <div className="flex items-baseline justify-between">
          <h2 id="checkout-summary-heading" className="font-serif text-xl font-semibold">
            Your order
          </h2>
          <Link href="/cart" className="text-sm text-brand-700 underline">
            Edit cart
          </Link>
        </div>
        <SummaryLines lines={cart.lines} promotions={cart.promotions} totals={cart.totals} />
      </aside>
    </div>
  );
}
