import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { notFound } from '../../http/errors';
import type { ServiceEnv } from '../../http/types';
import { resolveShopperRelease } from '../catalog-rules';
import { pcmCatalogs } from '../draft-schema';
import { rowById } from '../../sql/row-by-id';
import { parseAcceptLanguage } from '../language';
import { findRelease, RETAINED_RELEASES, type ReleaseRow } from '../releases';
import { serviceBaseUrl } from '../views/links';
import type { ViewContext } from '../views/product-view';

/** Everything a read of one release needs about the request. */
export interface ReadRequest {
  db: Database;
  release: ReleaseRow;
  /** `{base_url}` as the caller reached it. */
  baseUrl: string;
  /** Absolute base of this release's read paths, for resource links. */
  linkBase: string;
  view: ViewContext;
}

export const DEFAULT_CURRENCY = 'USD';

/** A read of `release` for this request, its resources linked below `{base_url}{linkPath}`. */
function readOf(c: Context<ServiceEnv>, release: ReleaseRow, linkPath: string): ReadRequest {
  const baseUrl = serviceBaseUrl(c);
  const view: ViewContext = {
    catalogId: release.catalogId,
    languages: parseAcceptLanguage(c.req.header('accept-language')),
    // The route's header schema has already refused anything but three letters.
    currency: c.req.header('x-currency')?.toUpperCase() || DEFAULT_CURRENCY,
    now: new Date(),
  };
  return { db: c.var.deps.storage.db, release, baseUrl, linkBase: `${baseUrl}${linkPath}`, view };
}

/** Shopper reads (`/catalog/**`): the release the best-matching catalog rule selects (spec 4.6 rule 2). */
export async function shopperRead(c: Context<ServiceEnv>): Promise<ReadRequest> {
  const db = c.var.deps.storage.db;
  const context = { channel: c.req.header('vendor-channel'), contextTag: c.req.header('vendor-context-tag') };
  const release = await resolveShopperRelease(db, context);
  if (!release) {
    const described = [
      context.channel && `channel "${context.channel}"`,
      context.contextTag && `context tag "${context.contextTag}"`,
    ]
      .filter(Boolean)
      .join(' and ');
    throw notFound(
      `No published catalog applies${described ? ` to ${described}` : ''}: no catalog rule matches, or its catalog has no release yet`,
    );
  }
  return readOf(c, release, '/catalog');
}

export async function requireCatalog(db: Database, catalogId: string) {
  const catalog = await rowById(catalogId, () =>
    db.select().from(pcmCatalogs).where(eq(pcmCatalogs.id, catalogId)),
  );
  if (!catalog) throw notFound(`Catalog ${catalogId} not found`);
  return catalog;
}

/** Spec 9 rule 2: a release by id or `latest`. A pruned release is gone: 404 (spec 4.7 rule 2). */
export async function requireRelease(db: Database, catalogId: string, releaseId: string) {
  await requireCatalog(db, catalogId);
  const release = await findRelease(db, catalogId, releaseId);
  if (release) return release;
  if (releaseId === 'latest') throw notFound(`Catalog ${catalogId} has no published release`);
  throw notFound(
    `Release ${releaseId} of catalog ${catalogId} not found (only the current release and the ${RETAINED_RELEASES - 1} before it are kept)`,
  );
}

/** Admin reads of one release (`/pcm/catalogs/{catalog_id}/releases/{release_id}/**`). */
export async function releaseRead(c: Context<ServiceEnv>): Promise<ReadRequest> {
  const db = c.var.deps.storage.db;
  const release = await requireRelease(db, c.req.param('catalog_id') ?? '', c.req.param('release_id') ?? '');
  return readOf(c, release, `/pcm/catalogs/${release.catalogId}/releases/${release.id}`);
}
