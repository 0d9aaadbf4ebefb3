import { useTranslations } from 'next-intl';
import { statusBadge } from '@/lib/storefront/subscriptions/subscription-words';
import type { SubscriptionFlags } from '@/lib/storefront/subscriptions/subscription-view';

const TONES = {
  good: 'bg-brand-100 text-brand-900',
  paused: 'bg-amber-100 text-amber-900',
  ended: 'bg-stone-200 text-stone-700',
} as const;

export function StatusBadge({ flags, status }: { flags: SubscriptionFlags; status: 'active' | 'inactive' }) {
  const t = useTranslations('Subscriptions');
  const badge = statusBadge(t, flags, status);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[badge.tone]}`}>
      {badge.label}
    </span>
  );
}
