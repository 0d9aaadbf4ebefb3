'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { request } from '@/lib/storefront/http/request';

/** A "Sign out" button that ends a session at `endpoint` and shows a failure in words. */
export function SignOutControl({
  endpoint,
  onSignedOut,
  className = '',
}: {
  endpoint: string;
  onSignedOut: () => void | Promise<void>;
  className?: string;
}) {
  const t = useTranslations('Ui');
  const signOut = useMutation({
    mutationFn: () => request<void>(endpoint, { method: 'DELETE' }),
    onSuccess: onSignedOut,
  });
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      {signOut.isError && (
        <p role="alert" className="text-red-700">
          {signOut.error.message}
        </p>
      )}
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending || signOut.isSuccess}
        className="rounded-md border border-stone-300 px-3 py-1.5 font-medium text-stone-700 hover:bg-stone-100 disabled:opacity-60"
      >
        {signOut.isPending ? t('signingOut') : t('signOut')}
      </button>
    </div>
  );
}
