import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/server-link';

export interface PageInfo {
  current: number;
  total: number;
  firstRecord: number;
  lastRecord: number;
  totalRecords: number;
}

/** First/previous/next/last with "Showing X–Y of Z"; hrefs are built by the page, which owns the URL. */
export function Pagination({
  info,
  hrefFor,
  className = '',
}: {
  info: PageInfo;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  const t = useTranslations('Listing');
  const { current, total } = info;
  const item = (label: string, page: number, enabled: boolean, rel?: string) =>
    enabled ? (
      <Link href={hrefFor(page)} rel={rel} className="page-step">
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className="page-step off">
        {label}
      </span>
    );
  return (
    <nav
      aria-label={t('pages')}
      className={`flex flex-col items-center justify-between gap-3 text-sm sm:flex-row ${className}`}
    >
      <p className="text-stone-600" aria-live="polite">
        {t('showing', { first: info.firstRecord, last: info.lastRecord, total: info.totalRecords })}
      </p>
      {total > 1 && (
        <div className="flex flex-wrap items-center justify-center gap-2">
          {item(t('first'), 1, current > 1)}
          {item(t('previous'), current - 1, current > 1, 'prev')}
          <span className="px-2 text-stone-700">{t('pageOf', { current, total })}</span>
          {item(t('next'), current + 1, current < total, 'next')}
          {item(t('last'), total, current < total)}
        </div>
      )}
    </nav>
  );
}
