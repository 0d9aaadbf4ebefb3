import { Link } from '@/lib/i18n/navigation';

export interface PageInfo {
  current: number;
  total: number;
  firstRecord: number;
  lastRecord: number;
  totalRecords: number;
}

/** First/previous/next/last with "Showing X–Y of Z"; hrefs are built by the page, which owns the URL. */
export function Pagination({ info, hrefFor }: { info: PageInfo; hrefFor: (page: number) => string }) {
  const { current, total } = info;
  const item = (label: string, page: number, enabled: boolean, rel?: string) =>
    enabled ? (
      <Link
        href={hrefFor(page)}
        rel={rel}
        className="rounded-md border border-stone-300 px-3 py-1.5 hover:bg-stone-100"
      >
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className="rounded-md border border-stone-200 px-3 py-1.5 text-stone-400">
        {label}
      </span>
    );
  return (
    <nav aria-label="Pages" className="flex flex-col items-center justify-between gap-3 text-sm sm:flex-row">
      <p className="text-stone-600" aria-live="polite">
        Showing {info.firstRecord}–{info.lastRecord} of {info.totalRecords}
      </p>
      {total > 1 && (
        <div className="flex items-center gap-2">
          {item('First', 1, current > 1)}
          {item('Previous', current - 1, current > 1, 'prev')}
          <span className="px-2 text-stone-700">
            Page {current} of {total}
          </span>
          {item('Next', current + 1, current < total, 'next')}
          {item('Last', total, current < total)}
        </div>
      )}
    </nav>
  );
}
