import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { TabNav } from '@/components/ui/tab-nav';
import {
  MERCHANDISING_HOME,
  ORDERS_TO_REVIEW_PATH,
  PRODUCTS_PATH,
  VARIATIONS_PATH,
} from '@/lib/storefront/merchandising/merchandising-paths';
import { MerchandiserSignOut } from './merchandiser-sign-out';

const TABS = [
  { key: 'releases', href: MERCHANDISING_HOME },
  { key: 'products', href: PRODUCTS_PATH },
  { key: 'variations', href: VARIATIONS_PATH },
  { key: 'orders', href: ORDERS_TO_REVIEW_PATH },
] as const;

export type MerchandisingTab = (typeof TABS)[number]['key'];

/**
 * The merchandising area's frame, rendered only for a signed-in merchandiser (pages check the
 * session before they compose it), so nobody else sees even its navigation.
 */
export function MerchandisingShell({
  current,
  children,
}: {
  current: MerchandisingTab | null;
  children: ReactNode;
}) {
  const t = useTranslations('Merchandising');
  const tabs = TABS.map((tab) => ({ ...tab, label: t(`tabs.${tab.key}`) }));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1">
          <TabNav label={t('tabsLabel')} tabs={tabs} current={current} />
        </div>
        <MerchandiserSignOut />
      </div>
      {children}
    </div>
  );
}

export function MerchandisingSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="space-y-4">
      <div className="h-9 w-1/3 animate-pulse rounded bg-stone-200" />
      <div className="h-40 animate-pulse rounded-xl bg-stone-200" />
      <div className="h-40 animate-pulse rounded-xl bg-stone-200" />
    </div>
  );
}
