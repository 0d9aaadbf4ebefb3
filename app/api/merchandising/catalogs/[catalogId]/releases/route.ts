import { revalidateTag } from 'next/cache';
import { purgeSharedCache } from '@/lib/platform/cdn-purge';
import { announceToInstances } from '@/lib/platform/shared-cache';
import { publishRelease } from '@/lib/commerce/operations/merchandising';
import { dataAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import {
  MERCHANDISER_FAILURE,
  requireMerchandiser,
} from '@/lib/storefront/merchandising/handler-gate.server';
import { CACHE_TAGS } from '@/lib/storefront/catalog/cache-tags';
import { adminClient } from '@/lib/storefront/commerce/clients.server';

/**
 * Publishes a new release of the catalog. Every cached catalog read carries the `catalog` tag; it
 * is expired at once (`expire: 0`) rather than marked stale ('max'), so the very next shopper
 * request renders from the new release instead of being served the old one while it revalidates.
 * The release is published whatever happens to the caches; `storefronts` says whether the other
 * instances were told (`failed` when their shared cache could not be reached), `sharedCache` whether
 * the cache in front was purged (`CDN_PURGE_URL`, lib/platform/cdn-purge.ts).
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/merchandising/catalogs/[catalogId]/releases'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const { catalogId } = await params;
  const published = await publishRelease(adminClient(), catalogId);
  if (!published.ok) return failureAnswer(published.error, MERCHANDISER_FAILURE);
  revalidateTag(CACHE_TAGS.catalog, { expire: 0 });
  // With several instances, answer only once every one of them will serve the new release.
  const announced = await announceToInstances([CACHE_TAGS.catalog]);
  // Then the shared cache in front, if any: its next request reaches an instance that already knows.
  const purged = await purgeSharedCache([CACHE_TAGS.catalog]);
  const release = published.data.data;
  return dataAnswer(
    {
      id: release.id,
      name: release.attributes.name ?? null,
      publishedAt: release.attributes.published_at,
      productCount: release.meta?.product_count ?? null,
      storefronts: announced,
      sharedCache: purged,
    },
    201,
  );
}
