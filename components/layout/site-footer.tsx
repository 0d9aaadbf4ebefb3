import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { STORE } from '@/lib/storefront/site/store';

export function SiteFooter() {
  const t = useTranslations('Footer');
  const home = useTranslations('Home');
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-stone-600 sm:flex-row sm:justify-between sm:px-6">
        <p>
          © {STORE.name}. {home('tagline')}.
        </p>
        <p>
          {t.rich('demo', {
            api: (chunks) => (
              <a className="underline hover:text-brand-700" href="/commerce/openapi.json">
                {chunks}
              </a>
            ),
          })}{' '}
          <Link className="underline hover:text-brand-700" href="/status">
            {t('status')}
          </Link>
        </p>
      </div>
    </footer>
  );
}
