import { TabNav } from '@/components/ui/tab-nav';
import type { ReactNode } from 'react';
import { ACCOUNT_HOME, ACCOUNT_ORDERS_PATH, PREFERENCES_PATH } from '@/lib/storefront/account/account-paths';

const TABS = [
  { key: 'subscriptions', label: 'Subscriptions', href: ACCOUNT_HOME },
  { key: 'orders', label: 'Orders', href: ACCOUNT_ORDERS_PATH },
  { key: 'preferences', label: 'Preferences', href: PREFERENCES_PATH },
] as const;

/** The account area's frame: static, so it is part of the prerendered shell; the content streams in. */
export function AccountShell({
  current,
  children,
}: {
  current: (typeof TABS)[number]['key'];
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Your account</p>
      <TabNav label="Account" tabs={TABS} current={current} />
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
