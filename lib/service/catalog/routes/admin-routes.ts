import { z } from '@hono/zod-openapi';
import * as wire from '@/lib/commerce/schemas/catalog';
import { FILTER_RULES } from '@/lib/commerce/filter';
import { adminOnly } from '../../auth/middleware';
import { createRouter } from '../../http/router';
import { defineRoute, json } from '../../http/route';
import { listCatalogs, summarise } from '../listing/catalog-store';
import { pageFrom, pageQuery } from '../../http/paging';
import { catalogList } from '../listing/pim-list';
import { listReleases } from '../releases';
import { catalogView, releaseView } from '../views/admin-view';
import { readRoutes } from './read-routes';
import { releaseRead, requireCatalog, requireRelease } from './read-request';

/** DESIGN.md §2: `/pcm/**` is for administrators (client-credentials token); others get 403. */
const tags = ['Catalogs (admin)'];
const get = { method: 'get' as const, tags, access: adminOnly };

const catalogParams = z.object({ catalog_id: z.string().openapi({ description: 'The catalog id' }) });
const releaseParams = catalogParams.extend({
  release_id: z.string().openapi({ description: 'A release id, or `latest`' }),
});

const listCatalogsRoute = defineRoute({
  ...get,
  path: '/pcm/catalogs',
  summary: 'List the catalogs',
  request: { query: z.object(pageQuery) },
  responses: {
    200: json(wire.catalogListResponse, 'A page of catalogs with their hierarchies and retained releases'),
  },
});

const getCatalogRoute = defineRoute({
  ...get,
  path: '/pcm/catalogs/{catalog_id}',
  summary: 'Get a catalog',
  request: { params: catalogParams },
  responses: { 200: json(wire.catalogResponse, 'The catalog') },
});

const listReleasesRoute = defineRoute({
  ...get,
  path: '/pcm/catalogs/{catalog_id}/releases',
  summary: "List a catalog's retained releases, newest first (spec 4.7 rule 2: at most three)",
  request: { params: catalogParams, query: z.object(pageQuery) },
  responses: {
    200: json(wire.releaseListResponse, 'The releases, newest first, with publish time and product count'),
  },
});

const getReleaseRoute = defineRoute({
  ...get,
  path: '/pcm/catalogs/{catalog_id}/releases/{release_id}',
  summary: 'Get a release (`latest` for the most recent)',
  request: { params: releaseParams },
  responses: { 200: json(wire.releaseResponse, 'The release') },
});

const catalogAdmin = createRouter()
  .openapi(listCatalogsRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const page = await pageFrom(db, c.req.valid('query'));
    const { rows, total } = await listCatalogs(db, page);
    const data = (await summarise(db, rows)).map(catalogView);
    return c.json(catalogList(c.req.url, page, total, data), 200);
  })
  .openapi(getCatalogRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const catalog = await requireCatalog(db, c.req.valid('param').catalog_id);
    const [summary] = await summarise(db, [catalog]);
    return c.json({ data: catalogView(summary!) }, 200);
  })
  .openapi(listReleasesRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const catalog = await requireCatalog(db, c.req.valid('param').catalog_id);
    const page = await pageFrom(db, c.req.valid('query'));
    const releases = await listReleases(db, catalog.id);
    const latestId = releases[0]?.id ?? null;
    const data = releases
      .slice(page.offset, page.offset + page.limit)
      .map((release) => releaseView(release, latestId));
    return c.json(catalogList(c.req.url, page, releases.length, data), 200);
  })
  .openapi(getReleaseRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const { catalog_id, release_id } = c.req.valid('param');
    const release = await requireRelease(db, catalog_id, release_id);
    const [latest] = await listReleases(db, release.catalogId);
    return c.json({ data: releaseView(release, latest?.id ?? null) }, 200);
  });

/**
 * Spec 4.7 and the merchandiser's preview: every read path of `/catalog/**`, on any retained
 * release of any catalog.
 */
const releaseReads = readRoutes({
  prefix: '/pcm/catalogs/{catalog_id}/releases/{release_id}',
  prefixParams: { catalog_id: releaseParams.shape.catalog_id, release_id: releaseParams.shape.release_id },
  tags,
  access: adminOnly,
  resolve: releaseRead,
  productRules: FILTER_RULES.releaseProducts,
  shopper: false,
});

export const adminCatalogRoutes = createRouter().route('/', catalogAdmin).route('/', releaseReads);
