import { useTranslations } from 'next-intl';
import type { CommerceError } from '@/lib/commerce/result';

/** What could not be shown: a key of `Merchandising.unavailable.what`. */
export type MerchandisingWhat = 'releases' | 'variations' | 'comparison' | 'products' | 'product' | 'orders';

/** A read the page needed failed: say which and why, in the service's own words where it gave them. */
export function MerchandisingUnavailable({ error, what }: { error: CommerceError; what: MerchandisingWhat }) {
  const t = useTranslations('Merchandising');
  const reason =
    error.kind === 'network'
      ? t('unavailable.network')
      : error.kind === 'validation'
        ? t('unavailable.validation')
        : (error.detail ?? error.title);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-medium">{t('unavailable.what', { what })}</p>
      <p className="mt-1 text-sm">{reason}</p>
    </div>
  );
}
