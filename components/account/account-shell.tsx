import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { TabNav } from '@/components/ui/tab-nav';
import {
  ACCOUNT_HOME,
  ACCOUNT_ORDERS_PATH,
  ADDRESSES_PATH,
  PREFERENCES_PATH,
  PROFILE_PATH,
} from '@/lib/storefront/account/account-paths';

const TABS = [
  { key: 'subscriptions', href: ACCOUNT_HOME },
  { key: 'orders', href: ACCOUNT_ORDERS_PATH },
  { key: 'profile', href: PROFILE_PATH },
  { key: 'addresses', href: ADDRESSES_PATH },
  { key: 'preferences', href: PREFERENCES_PATH },
] as const;

/** The account area's frame: static, so it is part of the prerendered shell; the content streams in. */
export function AccountShell({
  current,
  children,
}: {
  current: (typeof TABS)[number]['key'];
  children: ReactNode;
}) {
  const t = useTranslations('Account');
  const tabs = TABS.map((tab) => ({ ...tab, label: t(`tabs.${tab.key}`) }));
  return (
    <div className="space-y-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{t('eyebrow')}</p>
      <TabNav label={t('tabsLabel')} tabs={tabs} current={current} />
      {children}
    </div>
  );
}

export function AccountSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="space-y-4">
      <div className="h-9 w-1/3 animate-pulse rounded bg-stone-200" />
      <div className="h-24 animate-pulse rounded-xl bg-stone-200" />
      <div className="h-24 animate-pulse rounded-xl bg-stone-200" />
    </div>
  );
}
