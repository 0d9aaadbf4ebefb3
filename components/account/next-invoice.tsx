import { formatDate } from '@/lib/i18n/dates';
import type { SubscriptionWords } from '@/lib/storefront/subscriptions/subscription-words';
import type { SubscriptionSummary } from '@/lib/storefront/subscriptions/subscription-view';

/** The next invoice date, or why there is none. */
export function nextInvoiceText(
  t: SubscriptionWords,
  summary: Pick<SubscriptionSummary, 'nextInvoice' | 'flags'>,
  locale: string,
): string {
  if (summary.flags.canceled) return t('nextInvoice.canceled');
  if (summary.flags.closed) return t('nextInvoice.closed');
  if (summary.flags.paused) return t('nextInvoice.paused');
  // A close plan that has billed its last payment and runs to its end.
  return formatDate(summary.nextInvoice, locale) ?? t('nextInvoice.paidInFull');
}
