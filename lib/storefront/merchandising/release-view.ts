import type { Catalog, Release } from '@/lib/commerce/schemas/catalog';
import { RETAINED_RELEASES } from './merchandising-paths';

/**
 * Catalogs and their releases as the merchandiser's pages show them (issue 25 point 4): plain data
 * mapped from the service's resources here and nowhere else, as the shopper's pages read
 * catalog-view.ts. Browser-safe: no server-only imports. Names and dates are worded by the
 * components (a release without a name is "Release 2" in the page's language).
 */
export interface CatalogView {
  id: string;
  name: string;
  description: string | null;
}

export interface ReleaseView {
  id: string;
  /** The release's own name, when it was given one. */
  name: string | null;
  /** 1, 2, 3… per catalog, in publish order; null for a preview of the unpublished data. */
  number: number | null;
  publishedAt: string;
  /** Live products in the release, when the service counts them. */
  productCount: number | null;
  isLatest: boolean;
  /** The service's preview of the current, unpublished data (a release shoppers never read). */
  unpublishedPreview: boolean;
}

export interface CatalogReleasesView {
  catalog: CatalogView;
  /** Newest first. */
  releases: ReleaseView[];
  /** The release the next publish stops keeping, or null while the catalog keeps fewer than three. */
  droppedNext: ReleaseView | null;
}

export const toCatalogView = (catalog: Catalog): CatalogView => ({
  id: catalog.id,
  name: catalog.attributes.name,
  description: catalog.attributes.description || null,
});

export const toReleaseView = (release: Release): ReleaseView => ({
  id: release.id,
  name: release.attributes.name ?? null,
  number: release.meta?.number ?? null,
  publishedAt: release.attributes.published_at,
  productCount: release.meta?.product_count ?? null,
  isLatest: release.meta?.is_latest === true,
  unpublishedPreview: release.meta?.preview === true,
});

/**
 * Spec 4.7 rule 2: a catalog keeps three releases, so a publish with three kept drops the oldest
 * (the last of a newest-first list); with fewer kept it drops none.
 */
export function releaseDroppedNext(releases: readonly ReleaseView[]): ReleaseView | null {
  return releases.length >= RETAINED_RELEASES ? releases[releases.length - 1]! : null;
}

/** One catalog with its kept releases (newest first, as the service lists them). */
export function catalogReleasesView(catalog: Catalog, releases: readonly Release[]): CatalogReleasesView {
  const views = releases.map(toReleaseView);
  return { catalog: toCatalogView(catalog), releases: views, droppedNext: releaseDroppedNext(views) };
}
