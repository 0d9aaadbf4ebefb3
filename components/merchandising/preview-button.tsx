'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { requestData } from '@/lib/storefront/http/request';
import type { PreviewOpened } from '@/lib/storefront/merchandising/merchandising-answers';
import { InlineMessage } from '@/components/ui/inline-message';
import { buttonClass } from '@/components/ui/button';

/**
 * Starts previewing a release, or the catalog's current unpublished data (`releaseId` left out),
 * and opens the storefront's home page (or the product `productId`'s page) with a full load, so every page (and the router's cache) is
 * rendered from it in draft mode.
 */
export function PreviewButton({
  catalogId,
  releaseId,
  productId,
  label,
  text,
}: {
  catalogId: string;
  releaseId?: string;
  productId?: string;
  label: string;
  text?: string;
}) {
  const t = useTranslations('Merchandising');
  const preview = useMutation({
    mutationFn: () =>
      requestData<PreviewOpened>('/api/merchandising/preview', {
        method: 'POST',
        body: releaseId
          ? { catalogId, releaseId }
          : { catalogId, current: true, ...(productId && { productId }) },
      }),
    onSuccess: (started) => window.location.assign(started.next),
  });
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={() => preview.mutate()}
        disabled={preview.isPending || preview.isSuccess}
        aria-label={label}
        className={buttonClass({ tone: 'outline', size: 'sm' })}
      >
        {preview.isPending || preview.isSuccess ? t('preview.opening') : (text ?? t('preview.button'))}
      </button>
      {preview.isError && (
        <InlineMessage tone="error" size="xs" as="span">
          {preview.error.message}
        </InlineMessage>
      )}
    </span>
  );
}
