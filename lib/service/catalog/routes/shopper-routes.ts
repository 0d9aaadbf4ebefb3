import { createRoute, z } from '@hono/zod-openapi';
import { FILTER_RULES } from '@/lib/commerce/filter';
import { releaseResponse } from '@/lib/commerce/schemas/catalog';
import { allow } from '../../auth/middleware';
import { createRouter, errorResponses } from '../../http/router';
import { shopperHeaders } from '../listing/query-params';
import { releaseHierarchyRefs } from '../listing/tree-store';
import { latestRelease } from '../releases';
import { releaseView } from '../views/admin-view';
import { readRoutes } from './read-routes';
import { shopperRead } from './read-request';

const access = allow('implicit', 'account', 'admin');

/**
 * DESIGN.md §3 shopper reads: implicit, account and admin tokens may read `/catalog/**`, which
 * answers from the release the best-matching catalog rule selects. `/catalog/products` lists a
 * whole release, so it takes the release listing's filter rules (spec 4.7: several tags in `eq`).
 */
const releaseReads = readRoutes({
  prefix: '/catalog',
  prefixParams: {},
  tags: ['Catalog'],
  access,
  resolve: shopperRead,
  productRules: FILTER_RULES.releaseProducts,
  shopper: true,
});

const shopperReleaseRoute = createRoute({
  method: 'get',
  path: '/catalog',
  tags: ['Catalog'],
  summary: 'The release the shopper’s catalog rules select, with its hierarchies (beyond the spec)',
  middleware: [access] as const,
  request: { headers: z.object(shopperHeaders) },
  responses: {
    200: { description: 'The release', content: { 'application/json': { schema: releaseResponse } } },
    ...errorResponses,
  },
});

export const shopperCatalogRoutes = createRouter()
  .openapi(shopperReleaseRoute, async (c) => {
    const { db, release } = await shopperRead(c);
    const [latest, hierarchies] = await Promise.all([
      latestRelease(db, release.catalogId),
      releaseHierarchyRefs(db, release.id),
    ]);
    const view = releaseView(release, latest?.id ?? null);
    const data = { ...view, attributes: { ...view.attributes, hierarchies } };
    return c.json({ data }, 200);
  })
  .route('/', releaseReads);
