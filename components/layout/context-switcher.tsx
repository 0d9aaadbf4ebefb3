'use client';

import { useId, useRef } from 'react';
import { CURRENCIES, LOCALES, type Currency, type Locale } from '@/lib/storefront/i18n/locales';

/** Language and currency; a plain form post (works without JavaScript), sent on change when it runs. */
export function ContextSwitcher({ locale, currency }: { locale: Locale; currency: Currency }) {
  // The phone's menu shows a second switcher while the wide header's is hidden: ids stay unique.
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const returnTo = useRef<HTMLInputElement>(null);
  return (
    <form
      ref={form}
      method="post"
      action="/api/shopper-context"
      className="flex items-center gap-2 text-sm"
      onSubmit={() => {
        if (returnTo.current) returnTo.current.value = window.location.pathname + window.location.search;
      }}
    >
      <input ref={returnTo} type="hidden" name="returnTo" />
      <label className="sr-only" htmlFor={`${id}-locale`}>
        Language
      </label>
      <select
        id={`${id}-locale`}
        name="locale"
        defaultValue={locale}
        onChange={() => form.current?.requestSubmit()}
        className="rounded-md border border-stone-300 bg-white px-2 py-1"
      >
        {LOCALES.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${id}-currency`}>
        Currency
      </label>
      <select
        id={`${id}-currency`}
        name="currency"
        defaultValue={currency}
        onChange={() => form.current?.requestSubmit()}
        className="rounded-md border border-stone-300 bg-white px-2 py-1"
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-md border border-stone-300 px-2 py-1">
          Apply
        </button>
      </noscript>
    </form>
  );
}
