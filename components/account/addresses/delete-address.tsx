'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrating } from '@/components/ui/use-hydrating';
import { useRouter } from '@/lib/i18n/navigation';
import { request } from '@/lib/storefront/http/request';

/** Delete, then a second question before anything goes: "Yes, delete" or "Keep it". */
export function DeleteAddress({ id, name }: { id: string; name: string }) {
  const t = useTranslations('Addresses');
  const router = useRouter();
  const hydrating = useHydrating();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => request(`/api/account/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => router.refresh(),
  });
  const button = 'rounded-md border px-3 py-1.5 text-sm font-medium disabled:opacity-60';
  if (!asking)
    return (
      <button
        type="button"
        disabled={hydrating}
        aria-label={t('deleteLabel', { name })}
        onClick={() => setAsking(true)}
        className={`${button} border-stone-300 text-red-800 hover:bg-red-50`}
      >
        {t('delete')}
      </button>
    );
  return (
    <div role="group" aria-label={t('confirmDelete')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">{t('confirmDelete')}</span>
      <button
        type="button"
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
        className={`${button} border-red-700 bg-red-700 text-white hover:bg-red-800`}
      >
        {remove.isPending ? t('deleting') : t('confirm')}
      </button>
      <button type="button" onClick={() => setAsking(false)} className={`${button} border-stone-300`}>
        {t('keep')}
      </button>
      {remove.error && (
        <p role="alert" className="w-full text-sm text-red-800">
          {remove.error.message}
        </p>
      )}
    </div>
  );
}
