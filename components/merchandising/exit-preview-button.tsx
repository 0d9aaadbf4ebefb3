'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { request } from '@/lib/storefront/http/request';

/** Leaves the preview and loads the same page again as shoppers see it (a full load: no preview content stays in the router's cache). */
export function ExitPreviewButton() {
  const t = useTranslations('Merchandising');
  const exit = useMutation({
    mutationFn: () => request<void>('/api/merchandising/preview', { method: 'DELETE' }),
    onSuccess: () => window.location.reload(),
  });
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => exit.mutate()}
        disabled={exit.isPending || exit.isSuccess}
        className="rounded-md bg-white px-3 py-1 text-sm font-medium text-amber-950 hover:bg-amber-50 disabled:opacity-60"
      >
        {exit.isPending || exit.isSuccess ? t('preview.leaving') : t('preview.exit')}
      </button>
      {exit.isError && (
        <span role="alert" className="text-sm">
          {exit.error.message}
        </span>
      )}
    </span>
  );
}
