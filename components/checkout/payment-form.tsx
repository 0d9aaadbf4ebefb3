'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CART_QUERY_KEY } from '@/lib/storefront/cart/cart-client';
import { EMPTY_CART } from '@/lib/storefront/cart/cart-view';
import {
  type CardPaymentFields,
  type PaymentBody,
  type SavedCardChoice,
} from '@/lib/storefront/orders/payment-bodies';
import { ordersApi } from '@/lib/storefront/orders/orders-client';
import {
  CardFields,
  checkCard,
  EMPTY_CARD,
  fieldError,
  TestCardsNote,
  type CardErrors,
  type CardField,
} from './card-fields';
import { buttonClass } from '@/components/ui/button';

const NEW_CARD = 'new';

/**
 * The checkout's last step: the shopper pays the placed order with a new card (number, expiry,
 * security code, name) or, signed in, one of the account's saved cards. A refusal (a declined
 * card) is said next to the form and takes the focus, and the shopper can try again; once paid,
 * the cart is empty and the order page thanks.
 */
export function PaymentForm({
  orderId,
  total,
  savedCards = [],
  defaultName = '',
  refused,
}: {
  orderId: string;
  total: string;
  savedCards?: SavedCardChoice[];
  /** The order's customer: most pay with a card in their own name. */
  defaultName?: string;
  /** Why the form, posted without the script, was sent back: in words, and the field it names. */
  refused?: { message: string; field?: string };
}) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState(savedCards[0]?.id ?? NEW_CARD);
  const [card, setCard] = useState<CardPaymentFields>({ ...EMPTY_CARD, name: defaultName });
  const [errors, setErrors] = useState<CardErrors>(() =>
    refused?.field && refused.field in EMPTY_CARD
      ? { [refused.field]: fieldError(t, refused.field as CardField, '') }
      : {},
  );
  const message = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const pay = useMutation({
    mutationFn: (body: PaymentBody) => ordersApi.pay(orderId, body),
    onSuccess: () => {
      queryClient.setQueryData(CART_QUERY_KEY, EMPTY_CART);
      router.replace(`/orders/${encodeURIComponent(orderId)}?paid=1`);
    },
  });
  const problem = pay.isIdle ? (refused?.message ?? null) : (pay.error?.message ?? null);
  const busy = pay.isPending || pay.isSuccess;

  useEffect(() => {
    if (problem) message.current?.focus();
  }, [problem, pay.failureCount, pay.submittedAt]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    pay.reset();
    if (choice !== NEW_CARD) {
      pay.mutate({ source: 'saved', cardId: choice });
      return;
    }
    const checked = checkCard(t, card);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    pay.mutate({ source: 'card', ...checked.card });
  }

  return (
    <form
      ref={form}
      // Posted before the script runs (or without it), the handler pays and answers with the paid
      // order's page, or with this page saying why not (cart-forms.ts reads the fields).
      method="post"
      action={`/api/orders/${encodeURIComponent(orderId)}/payments`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="payment-heading"
      className="space-y-4 rounded-xl border border-brand-200 bg-white p-5"
    >
      <h2 id="payment-heading" className="font-serif text-xl font-semibold">
        {t('payTitle')}
      </h2>
      <p className="text-sm text-stone-700">
        {t.rich('totalToPay', { total, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      {savedCards.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">{t('payWith')}</legend>
          {[
            ...savedCards.map((saved) => ({ id: saved.id, label: savedCardLabel(saved, t) })),
            { id: NEW_CARD, label: t('newCard') },
          ].map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-stone-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="card"
                value={option.id}
                checked={choice === option.id}
                disabled={busy}
                onChange={() => {
                  setChoice(option.id);
                  pay.reset();
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      {choice === NEW_CARD && (
        <CardFields
          idPrefix="payment"
          card={card}
          errors={errors}
          disabled={busy}
          onChange={(field, value) => {
            setCard((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
        />
      )}
      {problem && (
        <p
          id="payment-problem"
          ref={message}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        aria-busy={pay.isPending}
        className={buttonClass({ size: 'lg', wide: true })}
      >
        {busy ? t('paying') : t('pay', { total })}
      </button>
      <TestCardsNote id="payment-test-cards" />
    </form>
  );
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

function savedCardLabel(card: SavedCardChoice, t: ReturnType<typeof useTranslations<'Checkout'>>): string {
  return t('savedCard', {
    brand: BRANDS[card.brand] ?? card.brand,
    lastFour: card.lastFour,
    month: String(card.expMonth).padStart(2, '0'),
    year: String(card.expYear),
  });
}
