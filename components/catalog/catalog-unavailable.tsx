import { useTranslations } from 'next-intl';
import { describeError } from '@/lib/commerce/describe-error';
import type { CommerceError } from '@/lib/commerce/result';

export function CatalogUnavailable({ error }: { error: CommerceError }) {
  const t = useTranslations('Catalog');
  const errors = useTranslations('Errors');
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-medium">{t('unavailable')}</p>
      <p className="mt-1 text-sm">{describeError(error, errors)}</p>
    </div>
  );
}
