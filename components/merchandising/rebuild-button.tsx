'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { requestData } from '@/lib/storefront/http/request';
import type { ProductBuilt } from '@/lib/storefront/merchandising/merchandising-answers';
import { InlineMessage } from '@/components/ui/inline-message';
import { buttonClass } from '@/components/ui/button';

/** Rebuilds a parent's children from its variations; shoppers see them after the next publish. */
export function RebuildButton({ productId, productName }: { productId: string; productName: string }) {
  const t = useTranslations('Merchandising');
  const router = useRouter();
  const rebuild = useMutation({
    mutationFn: () =>
      requestData<ProductBuilt>(`/api/merchandising/products/${encodeURIComponent(productId)}/build`, {
        method: 'POST',
      }),
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => rebuild.mutate()}
        disabled={rebuild.isPending}
        aria-label={t('variations.rebuildLabel', { product: productName })}
        className={buttonClass({ tone: 'outline', size: 'sm' })}
      >
        {rebuild.isPending ? t('variations.rebuilding') : t('variations.rebuild')}
      </button>
      {rebuild.isSuccess && (
        <InlineMessage tone="success">
          {t('variations.rebuilt', {
            product: productName,
            children: rebuild.data.children,
            created: rebuild.data.created,
            removed: rebuild.data.removed,
          })}
        </InlineMessage>
      )}
      {rebuild.isError && <InlineMessage tone="error">{rebuild.error.message}</InlineMessage>}
    </div>
  );
}
