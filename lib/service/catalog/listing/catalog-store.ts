import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { pcmCatalogHierarchies, pcmCatalogs } from '../draft-schema';
import { catalogReleases } from '../release-schema';
import type { Page } from '../../http/paging';
import { pageOf } from '../../sql/page';

export type CatalogRow = typeof pcmCatalogs.$inferSelect;

export interface CatalogSummary {
  catalog: CatalogRow;
  hierarchyIds: string[];
  releaseCount: number;
  latestReleaseId: string | null;
}

/** Hierarchies (in catalog order) and retained releases of the given catalogs. */
export async function summarise(db: Database, catalogs: readonly CatalogRow[]): Promise<CatalogSummary[]> {
  const ids = catalogs.map((catalog) => catalog.id);
  if (!ids.length) return [];
  const links = await db
    .select()
    .from(pcmCatalogHierarchies)
    .where(inArray(pcmCatalogHierarchies.catalogId, ids))
    .orderBy(asc(pcmCatalogHierarchies.sortOrder), asc(pcmCatalogHierarchies.hierarchyId));
  const releases = await db
    .select({ id: catalogReleases.id, catalogId: catalogReleases.catalogId })
    .from(catalogReleases)
    .where(and(inArray(catalogReleases.catalogId, ids), eq(catalogReleases.preview, false)))
    .orderBy(desc(catalogReleases.number));
  return catalogs.map((catalog) => {
    const own = releases.filter((release) => release.catalogId === catalog.id);
    return {
      catalog,
      hierarchyIds: links.filter((link) => link.catalogId === catalog.id).map((link) => link.hierarchyId),
      releaseCount: own.length,
      latestReleaseId: own[0]?.id ?? null,
    };
  });
}

export const listCatalogs = (db: Database, page: Page) =>
  pageOf(db, pcmCatalogs, page, [asc(pcmCatalogs.createdAt), asc(pcmCatalogs.id)]);
