import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { subscriptionHref } from '@/lib/storefront/account/account-paths';
import type { SubscriptionSummary } from '@/lib/storefront/subscriptions/subscription-view';
import { formatDate } from '@/lib/i18n/dates';
import { billingPeriodLabel } from '@/lib/storefront/subscriptions/subscription-words';
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
  const t = useTranslations('Subscriptions');
  if (subscriptions.length === 0) {
    return (
      <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-600">{t('list.empty')}</p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('list.label')}>
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
              <dt className="text-stone-500">{t('list.plan')}</dt>
              <dd className="font-medium">{subscription.planName ?? t('list.unknownPlan')}</dd>
              <dt className="text-stone-500">{t('list.price')}</dt>
              <dd>
                {moneyText(t, subscription.planPrice, locale)}
                {subscription.planPrice &&
                  subscription.planBilling &&
                  ` ${billingPeriodLabel(t, subscription.planBilling)}`}
              </dd>
              <dt className="text-stone-500">{t('list.started')}</dt>
              <dd>{formatDate(subscription.started, locale)}</dd>
              <dt className="text-stone-500">{t('list.nextInvoice')}</dt>
              <dd>{nextInvoiceText(t, subscription, locale)}</dd>
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
