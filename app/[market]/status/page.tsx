import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ServiceStatus } from '@/components/layout/service-status';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Status');
  return { title: t('title'), robots: { index: false } };
}

/** The commerce service's health, for the people who run the shop (it used to sit on the home page). */
export default function StatusPage() {
  const t = useTranslations('Status');
  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <h1 className="font-serif text-3xl font-semibold">{t('title')}</h1>
      <p className="text-stone-600">{t('text')}</p>
      <Suspense fallback={<p className="text-sm text-stone-500">{t('checking')}</p>}>
        <ServiceStatus />
      </Suspense>
    </section>
  );
}
