'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { requestData } from '@/lib/storefront/http/request';
import type { ProductSaved } from '@/lib/storefront/merchandising/merchandising-answers';
import { InlineMessage } from '@/components/ui/inline-message';
import { buttonClass } from '@/components/ui/button';

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
        className={buttonClass({ tone: 'secondary', size: 'sm' })}
      >
        {change.isPending
          ? t('products.saving')
          : next === 'draft'
            ? t('products.makeDraft')
            : t('products.makeLive')}
      </button>
      <InlineMessage tone="success" size="xs" as="span">
        {change.isSuccess && t('products.changed', { product: productName, status: change.data.status })}
      </InlineMessage>
      {change.isError && (
        <InlineMessage tone="error" size="xs" as="span">
          {change.error.message}
        </InlineMessage>
      )}
    </div>
  );
}
