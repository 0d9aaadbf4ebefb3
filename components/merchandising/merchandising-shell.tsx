import { TabNav } from '@/components/ui/tab-nav';
import type { ReactNode } from 'react';
import { MERCHANDISING_HOME, VARIATIONS_PATH } from '@/lib/storefront/merchandising/merchandising-paths';
import { MerchandiserSignOut } from './merchandiser-sign-out';

const TABS = [
  { key: 'releases', label: 'Releases', href: MERCHANDISING_HOME },
  { key: 'variations', label: 'Variations', href: VARIATIONS_PATH },
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
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Merchandising</p>
        <MerchandiserSignOut />
      </div>
      <TabNav label="Merchandising" tabs={TABS} current={current} />
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
