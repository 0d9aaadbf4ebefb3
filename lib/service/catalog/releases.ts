import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { isUuid } from './ids';
import { catalogReleases } from './release-schema';

export type ReleaseRow = typeof catalogReleases.$inferSelect;

/** Spec 4.7 rule 2: the current release and the two before it. */
export const RETAINED_RELEASES = 3;

/** A catalog's published releases: previews are not releases shoppers ever had. */
export const publishedReleasesOf = (catalogId: string) =>
  and(eq(catalogReleases.catalogId, catalogId), eq(catalogReleases.preview, false));

/** The most recent release of a catalog, or null when it was never published. */
export async function latestRelease(db: Database, catalogId: string): Promise<ReleaseRow | null> {
  if (!isUuid(catalogId)) return null;
  const rows = await db
    .select()
    .from(catalogReleases)
    .where(publishedReleasesOf(catalogId))
    .orderBy(desc(catalogReleases.number))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Spec 9 rule 2: `release_id` is a release id or `latest`. A pruned release is simply gone. A
 * preview is found by its id (admin reads only: shoppers' reads go through `latestRelease`).
 */
export async function findRelease(db: Database, catalogId: string, releaseId: string) {
  if (releaseId === 'latest') return latestRelease(db, catalogId);
  if (!isUuid(catalogId) || !isUuid(releaseId)) return null;
  const rows = await db
    .select()
    .from(catalogReleases)
    .where(and(eq(catalogReleases.catalogId, catalogId), eq(catalogReleases.id, releaseId)));
  return rows[0] ?? null;
}

/** Newest first; previews are not releases shoppers ever had, so they are not listed. */
export async function listReleases(db: Database, catalogId: string): Promise<ReleaseRow[]> {
  if (!isUuid(catalogId)) return [];
  return db
    .select()
    .from(catalogReleases)
    .where(publishedReleasesOf(catalogId))
    .orderBy(desc(catalogReleases.number));
}
