import { useTranslations } from 'next-intl';
import type { CommerceError } from '@/lib/commerce/result';
import { Alert } from '@/components/ui/alert';

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
    <Alert panel>
      <p className="font-medium">{t('unavailable.what', { what })}</p>
      <p className="mt-1 text-sm">{reason}</p>
    </Alert>
  );
}
