import { formatDate } from '@/lib/storefront/i18n/dates';
import type { SubscriptionSummary } from '@/lib/storefront/subscriptions/subscription-view';

/** The next invoice date, or why there is none. */
export function nextInvoiceText(
  summary: Pick<SubscriptionSummary, 'nextInvoice' | 'flags'>,
  locale: string,
): string {
  if (summary.flags.canceled) return 'None: canceled';
  if (summary.flags.closed) return 'None: the plan has ended';
  if (summary.flags.paused) return 'None while paused';
  // A close plan that has billed its last payment and runs to its end.
  return formatDate(summary.nextInvoice, locale) ?? 'None left: the plan is paid in full';
}
