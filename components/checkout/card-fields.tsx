'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { TEST_CARDS } from '@/lib/commerce/schemas/payments';
import { cardPayment, readExpiry, type CardPaymentFields } from '@/lib/storefront/orders/payment-bodies';

export type CardField = keyof CardPaymentFields;
export type CardErrors = Partial<Record<CardField, string>>;
export const EMPTY_CARD: CardPaymentFields = { cardNumber: '', expiry: '', securityCode: '', name: '' };

type CheckoutWords = ReturnType<typeof useTranslations<'Checkout'>>;

/** The rule a field breaks, in the shopper's language (payment-bodies.ts has one rule a field). */
export function fieldError(t: CheckoutWords, field: CardField, value: string): string {
  switch (field) {
    case 'cardNumber':
      if (!value.trim()) return t('enterCard');
      return /^[0-9 ]+$/.test(value.trim()) ? t('cardLength') : t('cardDigits');
    case 'expiry':
      return readExpiry(value) ? t('cardInvalid.expired') : t('cardInvalid.expiry');
    case 'securityCode':
      return t('cardInvalid.securityCode');
    case 'name':
      return t('cardInvalid.name');
  }
}

/**
 * Checks a typed card with the handler's own rules before it is sent: the card's fields as the
 * handler takes them, or each broken rule worded for its field.
 */
export function checkCard(
  t: CheckoutWords,
  card: CardPaymentFields,
): { ok: true; card: CardPaymentFields } | { ok: false; errors: CardErrors } {
  const parsed = cardPayment.safeParse({ source: 'card', ...card });
  if (parsed.success) {
    const { source: _source, ...fields } = parsed.data;
    return { ok: true, card: fields };
  }
  const errors: CardErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CardField;
    if (field in EMPTY_CARD) errors[field] ??= fieldError(t, field, card[field]);
  }
  return { ok: false, errors };
}

/**
 * A card's number, expiry, security code and name: the checkout's payment step and a
 * subscription's new card share it. `idPrefix` keeps two forms on one page apart.
 */
export function CardFields({
  idPrefix,
  card,
  errors,
  disabled,
  onChange,
}: {
  idPrefix: string;
  card: CardPaymentFields;
  errors: CardErrors;
  disabled: boolean;
  onChange: (field: CardField, value: string) => void;
}) {
  const t = useTranslations('Checkout');
  const input = (
    field: CardField,
    label: string,
    props: { autoComplete: string; inputMode?: 'numeric'; mono?: boolean; placeholder?: string },
  ) => {
    const id = `${idPrefix}-${field}`;
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          name={field}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          value={card[field]}
          disabled={disabled}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `${id}-error` : undefined}
          onChange={(event) => onChange(field, event.target.value)}
          className={`w-full rounded-md border px-3 py-2 ${props.mono ? 'font-mono' : ''} ${errors[field] ? 'border-red-600' : 'border-stone-300'}`}
        />
        {errors[field] && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {errors[field]}
          </p>
        )}
      </div>
    );
  };
  return (
    <div className="space-y-4">
      {input('cardNumber', t('cardNumber'), { autoComplete: 'cc-number', inputMode: 'numeric', mono: true })}
      <div className="grid grid-cols-2 gap-4">
        {input('expiry', t('cardExpiry'), {
          autoComplete: 'cc-exp',
          inputMode: 'numeric',
          placeholder: t('expiryPlaceholder'),
        })}
        {input('securityCode', t('securityCode'), { autoComplete: 'cc-csc', inputMode: 'numeric' })}
      </div>
      {input('name', t('cardName'), { autoComplete: 'cc-name' })}
    </div>
  );
}

/** The service's test cards, as the forms that take a card say them. */
export function TestCardsNote({ id }: { id?: string }): ReactNode {
  const t = useTranslations('Checkout');
  return (
    <p id={id} className="text-sm text-stone-600">
      {t('testCards', { success: grouped(TEST_CARDS.success), declined: grouped(TEST_CARDS.declined) })}
    </p>
  );
}

/** "4242424242424242" → "4242 4242 4242 4242", as a card shows it. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
