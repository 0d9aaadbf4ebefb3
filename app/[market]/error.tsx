'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from '@/components/ui/button';

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-red-700">{t('pageEyebrow')}</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">{t('pageTitle')}</h1>
      <p className="mt-4 text-stone-600">
        {t('pageText')}
        {error.digest && (
          <span className="mt-2 block text-xs text-stone-500">
            {t('reference', { digest: error.digest })}
          </span>
        )}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClass()}>
          {t('tryAgain')}
        </button>
        <Link
          href="/"
          className="rounded-md border border-stone-300 px-5 py-2.5 font-medium text-stone-700 hover:bg-stone-100"
        >
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
