import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from '@/components/ui/button';

export default function NotFound() {
  const t = useTranslations('NotFound');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{t('code')}</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">{t('title')}</h1>
      <p className="mt-4 text-stone-600">{t('text')}</p>
      <Link href="/" className={`${buttonClass()} mt-8`}>
        {t('back')}
      </Link>
    </section>
  );
}
