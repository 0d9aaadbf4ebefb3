'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { LANGUAGES, type Language } from '@/lib/i18n/markets';
import { CURRENCIES, type Currency } from '@/lib/i18n/locales';

/** Each language named in itself, as shoppers look for it. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/**
 * Language and currency: a plain form post (works without JavaScript), sent on change when it runs.
 * The answer is the same page in the market chosen (app/api/shopper-context/route.ts).
 */
export function ContextSwitcher({ language, currency }: { language: Language; currency: Currency }) {
  // The phone's menu shows a second switcher while the wide header's is hidden: ids stay unique.
  const t = useTranslations('Layout');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const returnTo = useRef<HTMLInputElement>(null);
  // A choice made before the page's script ran (a slow connection) fired no change the script
  // could hear: once it runs, a choice that differs from the page's market is sent as made then.
  useEffect(() => {
    const fields = form.current?.elements;
    const chosen = (name: string) => (fields?.namedItem(name) as HTMLSelectElement | null)?.value;
    if (chosen('language') !== language || chosen('currency') !== currency) form.current?.requestSubmit();
  }, [language, currency]);
  return (
    <form
      ref={form}
      method="post"
      action="/api/shopper-context"
      // The browser does not put back an earlier choice on a page opened from history: only a
      // choice made on this page is sent by the effect above.
      autoComplete="off"
      className="flex items-center gap-2 text-sm"
      onSubmit={() => {
        if (returnTo.current) returnTo.current.value = window.location.pathname + window.location.search;
      }}
    >
      <input ref={returnTo} type="hidden" name="returnTo" />
      <label className="sr-only" htmlFor={`${id}-language`}>
        {t('language')}
      </label>
      <select
        id={`${id}-language`}
        name="language"
        defaultValue={language}
        onChange={() => form.current?.requestSubmit()}
        className="rounded-md border border-stone-300 bg-white px-2 py-1"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${id}-currency`}>
        {t('currency')}
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
          {t('apply')}
        </button>
      </noscript>
    </form>
  );
}
