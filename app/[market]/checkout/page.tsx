import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { currentCartId } from '@/lib/storefront/cart/cart-handlers.server';
import { cartShopper } from '@/lib/storefront/cart/cart-shopper.server';
import { loadCart } from '@/lib/storefront/cart/cart.server';
import { loadShippingChoice } from '@/lib/storefront/cart/shipping.server';
import { describeError } from '@/lib/commerce/describe-error';
import { loadCheckoutStart } from '@/lib/storefront/orders/orders.server';
import { readSession } from '@/lib/storefront/session/account-session.server';
import { loadAddresses } from '@/lib/storefront/account/addresses.server';
import { currentMarket } from '@/lib/i18n/current-market.server';
import { marketCountry } from '@/lib/i18n/markets';
import { readFormRefusal } from '@/lib/storefront/http/form-post.server';
import { readCheckoutDraft } from '@/lib/storefront/cart/checkout-draft.server';
import { buttonClass } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Checkout');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Rendered before the first byte, not streamed behind a skeleton: the checkout works without JavaScript. */
export const instant = false;

type Props = PageProps<'/[market]/checkout'>;

export default async function CheckoutPage({ searchParams }: Props) {
  const [t, search] = await Promise.all([getTranslations('Checkout'), searchParams]);
  // The form posted before the page's script ran comes back here saying why it was refused.
  const refusal = readFormRefusal(search);
  const field = typeof search.field === 'string' ? search.field : undefined;
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">{t('title')}</h1>
      {refusal && <Alert>{t(`formRefusals.${refusal}`)}</Alert>}
      <Checkout refused={refusal ? { field } : undefined} />
    </div>
  );
}

/** `refused`: the form came back from a post without the script; its fields are shown as they were. */
async function Checkout({ refused }: { refused?: { field?: string } }) {
  const [shopper, session, t, errors, market] = await Promise.all([
    cartShopper(),
    readSession(),
    getTranslations('Checkout'),
    getTranslations('Errors'),
    currentMarket(),
  ]);
  const cartId = await currentCartId(shopper);
  const account = session.status === 'signed-in' ? session.session : null;
  const [load, shipping, prefill, saved, draft] = await Promise.all([
    loadCart(shopper, cartId),
    cartId ? loadShippingChoice(shopper, cartId) : null,
    loadCheckoutStart(shopper, account),
    account ? loadAddresses(account, shopper.context.locale) : null,
    refused ? readCheckoutDraft() : {},
  ]);
  // The address book is offered when it can be read; without it, the form is typed as before.
  const savedAddresses = saved?.ok
    ? saved.addresses.map((address) => ({
        id: address.id,
        summary: address.label
          ? `${address.label} — ${address.lines.slice(0, 2).join(', ')}`
          : address.lines.slice(0, 3).join(', '),
        fields: address.fields,
      }))
    : [];
  if (!load.ok) {
    return <Alert panel>{t('cannotRead', { reason: describeError(load.error, errors) })}</Alert>;
  }
  const cart = load.view;
  if (cart.lines.length === 0 || !cart.totals) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
        <p className="font-serif text-xl">{t('empty')}</p>
        <Link href="/shop" className={`${buttonClass()} mt-5`}>
          {t('browseAll')}
        </Link>
      </div>
    );
  }
  return (
    <CheckoutView
      cart={cart}
      totals={cart.totals}
      // The market's country (fr-fr → France) unless the last order went elsewhere.
      prefill={{ country: marketCountry(market), ...prefill, ...draft }}
      // A form sent back keeps what was typed, not a saved address over it.
      savedAddresses={refused ? [] : savedAddresses}
      canSaveAddress={Boolean(account)}
      shipping={shipping?.ok ? shipping.data : { requiresShipping: true, options: [] }}
      locale={shopper.context.locale}
      refusedField={refused?.field}
    />
  );
}
