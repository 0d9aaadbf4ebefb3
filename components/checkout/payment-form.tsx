'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TEST_CARDS } from '@/lib/commerce/schemas/payments';
import { paymentBody, type PaymentBody } from '@/lib/storefront/orders/payment-bodies';
import { ordersApi } from '@/lib/storefront/orders/orders-client';

/** "4242424242424242" → "4242 4242 4242 4242", as a card shows it. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The checkout's last step: the shopper pays the placed order with a card. A refusal (a declined
 * card) is said next to the form and takes the focus, and the shopper can try again; once paid,
 * the order page shows it as paid.
 */
export function PaymentForm({ orderId, total }: { orderId: string; total: string }) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const [cardNumber, setCardNumber] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const pay = useMutation({
    mutationFn: (body: PaymentBody) => ordersApi.pay(orderId, body),
    onSuccess: () => router.replace(`/orders/${encodeURIComponent(orderId)}?paid=1`),
  });
  const problem = invalid ?? pay.error?.message ?? null;

  useEffect(() => {
    if (problem) message.current?.focus();
  }, [problem, pay.failureCount, pay.submittedAt]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = paymentBody.safeParse({ cardNumber });
    if (!parsed.success) {
      // The number's two rules (payment-bodies.ts), in the shopper's language.
      const issue = parsed.error.issues[0];
      setInvalid(!issue ? t('enterCard') : issue.code === 'custom' ? t('cardLength') : t('cardDigits'));
      return;
    }
    setInvalid(null);
    pay.mutate(parsed.data);
  }

  return (
    <form
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
      <div className="space-y-1">
        <label htmlFor="payment-card-number" className="text-sm font-medium">
          {t('cardNumber')}
        </label>
        <input
          id="payment-card-number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          value={cardNumber}
          disabled={pay.isPending || pay.isSuccess}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'payment-problem' : 'payment-test-cards'}
          onChange={(event) => {
            setCardNumber(event.target.value);
            setInvalid(null);
          }}
          className={`w-full rounded-md border px-3 py-2 font-mono ${problem ? 'border-red-600' : 'border-stone-300'}`}
        />
      </div>
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
        disabled={pay.isPending || pay.isSuccess}
        aria-busy={pay.isPending}
        className="w-full rounded-md bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {pay.isPending || pay.isSuccess ? t('paying') : t('pay', { total })}
      </button>
      <p id="payment-test-cards" className="text-sm text-stone-600">
        {t('testCards', { success: grouped(TEST_CARDS.success), declined: grouped(TEST_CARDS.declined) })}
      </p>
    </form>
  );
}
