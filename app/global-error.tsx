'use client';

import { useSyncExternalStore } from 'react';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { buttonClass } from '@/components/ui/button';
import './globals.css';

/** The page's language before the root layout failed: its `<html lang>` while it stood, else English. */
function pageLanguage(): 'en' | 'fr' {
  return document.documentElement.lang.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/**
 * Shown when the root layout itself fails; it must bring its own html and body, and it sits outside
 * next-intl's provider, so it picks its words from the message files itself.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const language = useSyncExternalStore(
    () => () => {},
    pageLanguage,
    () => 'en' as const,
  );
  const t = (language === 'fr' ? fr : en).Errors;
  return (
    <html lang={language}>
      <body className="flex min-h-screen items-center justify-center p-6">
        <main className="max-w-md text-center">
          <h1 className="font-serif text-3xl font-semibold">{t.globalTitle}</h1>
          <p className="mt-4 text-stone-600">{t.globalText}</p>
          <button type="button" onClick={reset} className={`${buttonClass()} mt-8`}>
            {t.tryAgain}
          </button>
        </main>
      </body>
    </html>
  );
}
