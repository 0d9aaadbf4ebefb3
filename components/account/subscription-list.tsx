import { Link } from '@/lib/i18n/navigation';
import { subscriptionHref } from '@/lib/storefront/account/account-paths';
import type { SubscriptionSummary } from '@/lib/storefront/subscriptions/subscription-view';
import { formatDate } from '@/lib/storefront/i18n/dates';
import { moneyText } from './money';
import { nextInvoiceText } from './next-invoice';
import { StatusBadge } from './status-badge';

/**
 * The account's subscriptions: offering, plan with its price, start date, status and next invoice,
 * each leading to its page. Two of one offering differ in plan, price or start date.
 */
export function SubscriptionList({
  subscriptions,
  locale,
}: {
  subscriptions: SubscriptionSummary[];
  locale: string;
}) {
  if (subscriptions.length === 0) {
    return (
      <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-600">
        You have no subscriptions yet.
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Your subscriptions">
      {subscriptions.map((subscription) => (
        <li key={subscription.id}>
          <Link
            href={subscriptionHref(subscription.id)}
            className="group flex h-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 transition hover:border-brand-500 hover:shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <h2 className="font-serif text-lg font-semibold group-hover:text-brand-700">
                {subscription.offeringName}
              </h2>
              <StatusBadge flags={subscription.flags} status={subscription.status} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-500">Plan</dt>
              <dd className="font-medium">{subscription.planName ?? 'Unknown plan'}</dd>
              <dt className="text-stone-500">Price</dt>
              <dd>
                {moneyText(subscription.planPrice, locale)}
                {subscription.planPrice && subscription.planPeriod && ` ${subscription.planPeriod}`}
              </dd>
              <dt className="text-stone-500">Started</dt>
              <dd>{formatDate(subscription.started, locale)}</dd>
              <dt className="text-stone-500">Next invoice</dt>
              <dd>{nextInvoiceText(subscription, locale)}</dd>
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
