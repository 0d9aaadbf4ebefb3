'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { requestData } from '@/lib/storefront/http/request';
import type { ProductSaved } from '@/lib/storefront/merchandising/merchandising-answers';

type Status = 'live' | 'draft';

/**
 * Switches a product between live and draft in the draft data. Shoppers see it after the next
 * publish (spec 3.2), which the message says; the list reloads with the new status.
 */
export function ProductStatusButton({
  productId,
  productName,
  status,
}: {
  productId: string;
  productName: string;
  status: Status;
}) {
  const t = useTranslations('Merchandising');
  const router = useRouter();
  const next: Status = status === 'live' ? 'draft' : 'live';
  const change = useMutation({
    mutationFn: () =>
      requestData<ProductSaved>(`/api/merchandising/products/${encodeURIComponent(productId)}/status`, {
        method: 'POST',
        body: { status: next },
      }),
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={() => change.mutate()}
        disabled={change.isPending}
        aria-label={t('products.makeLabel', { action: next, product: productName })}
        className="rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 disabled:opacity-60"
      >
        {change.isPending
          ? t('products.saving')
          : next === 'draft'
            ? t('products.makeDraft')
            : t('products.makeLive')}
      </button>
      <span role="status" className="text-xs text-emerald-800">
        {change.isSuccess && t('products.changed', { product: productName, status: change.data.status })}
      </span>
      {change.isError && (
        <span role="alert" className="text-xs text-red-700">
          {change.error.message}
        </span>
      )}
    </div>
  );
}
