import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/server-link';
import { HELP_TOPICS } from '@/lib/storefront/site/help-topics';
import { STORE } from '@/lib/storefront/site/store';

export function SiteFooter() {
  const t = useTranslations('Footer');
  const home = useTranslations('Home');
  const help = useTranslations('Help');
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <nav aria-label={t('help')} className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-stone-700">
          {HELP_TOPICS.map((topic) => (
            <li key={topic}>
              <Link className="site-help-link" href={`/help/${topic}`}>
                {help(`${topic}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-fine-print">
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
