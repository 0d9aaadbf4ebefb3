import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/dates';
import { flagSentences } from '@/lib/storefront/subscriptions/subscription-words';
import type { SubscriptionDetail } from '@/lib/storefront/subscriptions/subscription-view';
import { nextInvoiceText } from './next-invoice';
import { StatusBadge } from './status-badge';

/** Status, state flags in words, and every date the subscription has (spec 2.2, 2.6). */
export function SubscriptionFacts({ detail, locale }: { detail: SubscriptionDetail; locale: string }) {
  const t = useTranslations('Subscriptions');
  const date = (value: string | undefined) => formatDate(value, locale);
  const { dates } = detail;
  const rows: [string, string | null][] = [
    [t('facts.started'), date(dates.started)],
    [t('facts.trialEnds'), date(dates.trialEnds)],
    [t('facts.nextInvoice'), nextInvoiceText(t, detail, locale)],
    [detail.flags.paused ? t('facts.pausedOn') : t('facts.lastPaused'), date(dates.pausedAt)],
    // While paused, an earlier resume is history that reads as if it were running: it is left out.
    [t('facts.resumedOn'), detail.flags.paused ? null : date(dates.resumedAt)],
    [t('facts.canceledOn'), date(dates.canceledAt)],
    [
      detail.flags.canceled || detail.flags.closed ? t('facts.endedOn') : t('facts.endsOn'),
      date(dates.endDate),
    ],
  ];
  return (
    <section
      aria-labelledby="status-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="status-heading" className="font-serif text-lg font-semibold">
          {t('facts.heading')}
        </h2>
        <StatusBadge flags={detail.flags} status={detail.status} />
      </div>
      <ul className="space-y-1 text-sm text-stone-700" aria-label={t('facts.state')}>
        {flagSentences(t, detail.flags, detail.status).map((sentence) => (
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
