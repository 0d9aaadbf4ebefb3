import { formatDate } from '@/lib/storefront/i18n/dates';
import { flagSentences } from '@/lib/storefront/subscriptions/subscription-words';
import type { SubscriptionDetail } from '@/lib/storefront/subscriptions/subscription-view';
import { nextInvoiceText } from './next-invoice';
import { StatusBadge } from './status-badge';

/** Status, state flags in words, and every date the subscription has (spec 2.2, 2.6). */
export function SubscriptionFacts({ detail, locale }: { detail: SubscriptionDetail; locale: string }) {
  const date = (value: string | undefined) => formatDate(value, locale);
  const { dates } = detail;
  const rows: [string, string | null][] = [
    ['Started', date(dates.started)],
    ['Free trial ends', date(dates.trialEnds)],
    ['Next invoice', nextInvoiceText(detail, locale)],
    [detail.flags.paused ? 'Paused on' : 'Last paused', date(dates.pausedAt)],
    // While paused, an earlier resume is history that reads as if it were running: it is left out.
    ['Resumed on', detail.flags.paused ? null : date(dates.resumedAt)],
    ['Canceled on', date(dates.canceledAt)],
    [detail.flags.canceled || detail.flags.closed ? 'Ended on' : 'Ends on', date(dates.endDate)],
  ];
  return (
    <section
      aria-labelledby="status-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="status-heading" className="font-serif text-lg font-semibold">
          Status
        </h2>
        <StatusBadge flags={detail.flags} status={detail.status} />
      </div>
      <ul className="space-y-1 text-sm text-stone-700" aria-label="State">
        {flagSentences(detail.flags, detail.status).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-500">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
