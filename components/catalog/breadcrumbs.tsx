import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/server-link';
import type { Crumb } from '@/lib/storefront/catalog/catalog-view';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslations('Catalog');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const name = 'word' in crumb ? t(crumb.word) : crumb.name;
          return (
            <li key={`${name}-${index}`} className="flex items-center gap-1">
              {crumb.href && !last ? (
                <Link href={crumb.href} className="hover:text-brand-700 hover:underline">
                  {name}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-medium text-ink' : undefined}
                >
                  {name}
                </span>
              )}
              {!last && <span aria-hidden="true">›</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
