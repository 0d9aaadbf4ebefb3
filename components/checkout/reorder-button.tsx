'use client';

import { Link } from '@/lib/i18n/navigation';
import { useReorder } from '@/components/cart/use-cart';

/** Puts an order's products into the account's cart again (spec 3.3 rules 7–8). */
export function ReorderButton({ orderId }: { orderId: string }) {
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
        {reorder.isPending ? 'Adding to your cart…' : 'Order again'}
      </button>
      <div role="status" aria-live="polite" className="text-sm">
        {reorder.isSuccess && (
          <p className="text-brand-900">
            The items are in your cart again.{' '}
            <Link href="/cart" className="font-medium underline">
              View cart
            </Link>
          </p>
        )}
      </div>
      {refused.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-amber-900" aria-label="Items not added">
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
