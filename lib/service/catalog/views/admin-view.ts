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
  return {
    id: release.id,
    type: 'catalog-release',
    attributes: {
      catalog_id: release.catalogId,
      name: release.name,
      published_at: release.publishedAt.toISOString(),
    },
    meta: {
      product_count: release.productCount,
      number: release.number,
      is_latest: release.id === latestId,
      pricebook_id: release.pricebookId,
    },
  };
}
