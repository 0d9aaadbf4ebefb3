'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { promotionBody } from '@/lib/storefront/cart/promotion-body';
import { useApplyPromotion } from './use-cart';

/** A promotion code box; the store's refusal (unknown code, nothing it applies to) shows under it. */
export function PromotionForm() {
  const t = useTranslations('Cart');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const apply = useApplyPromotion();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = promotionBody.safeParse({ code });
    if (!parsed.success) {
      // The code's two rules (cart-bodies.ts), in the shopper's language.
      setInvalid(parsed.error.issues[0]?.code === 'too_big' ? t('codeTooLong') : t('enterCode'));
      return;
    }
    setInvalid(null);
    apply.mutate(parsed.data.code, { onSuccess: () => setCode('') });
  }

  const error = invalid ?? apply.error?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-1">
      <label htmlFor="promotion-code" className="text-sm font-medium">
        {t('promotionCode')}
      </label>
      <div className="flex gap-2">
        <input
          id="promotion-code"
          name="code"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => {
            setCode(event.target.value);
            setInvalid(null);
            apply.reset();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promotion-code-error' : undefined}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 uppercase ${error ? 'border-red-600' : 'border-stone-300'}`}
        />
        <button
          type="submit"
          disabled={apply.isPending}
          aria-busy={apply.isPending}
          className="rounded-md border border-brand-600 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {apply.isPending ? t('applying') : t('apply')}
        </button>
      </div>
      {error && (
        <p id="promotion-code-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
