'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useReorder } from '@/components/cart/use-cart';

/** Puts an order's products into the account's cart again (spec 3.3 rules 7–8). */
export function ReorderButton({ orderId }: { orderId: string }) {
  const t = useTranslations('Orders');
  const reorder = useReorder();
  const refused = reorder.data?.errors ?? [];
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => reorder.mutate(orderId)}
        disabled={reorder.isPending}
        aria-busy={reorder.isPending}
        className="rounded-md border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {reorder.isPending ? t('addingAgain') : t('orderAgain')}
      </button>
      <div role="status" aria-live="polite" className="text-sm">
        {reorder.isSuccess && (
          <p className="text-brand-900">
            {t('inCartAgain')}{' '}
            <Link href="/cart" className="font-medium underline">
              {t('viewCart')}
            </Link>
          </p>
        )}
      </div>
      {refused.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-amber-900" aria-label={t('notAdded')}>
          {refused.map((error, index) => (
            <li key={index}>{error.detail ?? error.title}</li>
          ))}
        </ul>
      )}
      {reorder.error && (
        <p role="alert" className="text-sm text-red-700">
          {reorder.error.message}
        </p>
      )}
    </div>
  );
}
