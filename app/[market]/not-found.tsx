import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export default function NotFound() {
  const t = useTranslations('NotFound');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{t('code')}</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">{t('title')}</h1>
      <p className="mt-4 text-stone-600">{t('text')}</p>
      <Link
        href="/"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        {t('back')}
      </Link>
    </section>
  );
}
