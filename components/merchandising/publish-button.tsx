'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { requestData } from '@/lib/storefront/http/request';

interface Published {
  id: string;
  name: string | null;
  publishedAt: string;
  productCount: number | null;
  /** Whether every storefront instance was told (lib/platform/shared-cache.ts). */
  storefronts?: { told: 'shared' | 'local' | 'failed' };
}

/**
 * Publishes a new release of one catalog from the current product data. The handler expires the
 * storefront's catalog cache, so shoppers see it on their next page; this page reloads its list.
 */
export function PublishButton({ catalogId, catalogName }: { catalogId: string; catalogName: string }) {
  const router = useRouter();
  const publish = useMutation({
    mutationFn: () =>
      requestData<Published>(`/api/merchandising/catalogs/${encodeURIComponent(catalogId)}/releases`, {
        method: 'POST',
      }),
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => publish.mutate()}
        disabled={publish.isPending}
        aria-label={`Publish a new release of ${catalogName}`}
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {publish.isPending ? 'Publishing…' : 'Publish a new release'}
      </button>
      {publish.isSuccess && publish.data.storefronts?.told !== 'failed' && (
        <p role="status" className="text-sm text-emerald-800">
          {publish.data.name ?? 'A new release'} of {catalogName} is published
          {publish.data.productCount === null ? '' : ` with ${publish.data.productCount} products`}. Shoppers
          see it now.
        </p>
      )}
      {publish.isSuccess && publish.data.storefronts?.told === 'failed' && (
        <p role="alert" className="text-sm text-amber-800">
          {publish.data.name ?? 'A new release'} of {catalogName} is published, but the other storefront
          instances could not be told (their shared cache is unreachable): some shoppers may see the previous
          release until their cached pages expire.
        </p>
      )}
      {publish.isError && (
        <p role="alert" className="text-sm text-red-700">
          {publish.error.message}
        </p>
      )}
    </div>
  );
}
