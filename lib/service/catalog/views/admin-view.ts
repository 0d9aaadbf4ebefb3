import type { Catalog, Release } from '@/lib/commerce/schemas/catalog';
import type { CatalogSummary } from '../listing/catalog-store';
import type { ReleaseRow } from '../releases';

export function catalogView({
  catalog,
  hierarchyIds,
  releaseCount,
  latestReleaseId,
}: CatalogSummary): Catalog {
  return {
    id: catalog.id,
    type: 'catalog',
    attributes: {
      name: catalog.name,
      description: catalog.description,
      hierarchy_ids: hierarchyIds,
      pricebook_id: catalog.pricebookId,
      created_at: catalog.createdAt.toISOString(),
      updated_at: catalog.updatedAt.toISOString(),
    },
    meta: { release_count: releaseCount, latest_release_id: latestReleaseId },
  };
}

export function releaseView(release: ReleaseRow, latestId: string | null): Release {
  const published = release.publishedAt.toISOString();
  return {
    id: release.id,
    type: 'catalog-release',
    attributes: {
      catalog_id: release.catalogId,
      name: release.name,
      published_at: published,
    },
    meta: {
      product_count: release.productCount,
      // A preview is stored as number 0 (releases count from 1): it says so instead of a number.
      ...(release.preview ? { preview: true } : { number: release.number }),
      is_latest: release.id === latestId,
      pricebook_id: release.pricebookId,
      // The vendor's names for the same facts: a release here is published in one step, so it
      // starts, ends and is complete at its publish time.
      release_status: 'PUBLISHED',
      created_at: published,
      started_at: published,
      updated_at: published,
      total_products: release.productCount,
      is_full_publish: true,
      percent_completed: 100,
      owner: 'store',
    },
  };
}
