import { z } from '@hono/zod-openapi';
import { FILTER_RULES } from '@/lib/commerce/filter';
import { MAX_LINE_QUANTITY } from '@/lib/commerce/schemas/carts';
import { productResponse, releaseResponse } from '@/lib/commerce/schemas/catalog';
import { anyToken } from '../../auth/middleware';
import { resolveBundleSelection } from '../../carts/bundles';
import { ItemFailure } from '../../carts/item-failure';
import { ServiceError, unprocessable } from '../../http/errors';
import { createRouter } from '../../http/router';
import { defineRoute, json } from '../../http/route';
import { shopperHeaders } from '../listing/query-params';
import { releaseHierarchyRefs } from '../listing/tree-store';
import { latestRelease } from '../releases';
import { releaseView } from '../views/admin-view';
import { singleProduct } from './read-handlers';
import { readRoutes } from './read-routes';
import { shopperRead } from './read-request';

/**
 * DESIGN.md §3 shopper reads: implicit, account and admin tokens may read `/catalog/**`, which
 * answers from the release the best-matching catalog rule selects. `/catalog/products` lists a
 * whole release, so it takes the release listing's filter rules (spec 4.7: several tags in `eq`).
 */
const releaseReads = readRoutes({
  prefix: '/catalog',
  prefixParams: {},
  tags: ['Catalog'],
  access: anyToken,
  resolve: shopperRead,
  productRules: FILTER_RULES.releaseProducts,
  shopper: true,
});

const shopperReleaseRoute = defineRoute({
  method: 'get',
  path: '/catalog',
  tags: ['Catalog'],
  summary: 'The release the shopper’s catalog rules select, with its hierarchies (beyond the spec)',
  access: anyToken,
  request: { headers: z.object(shopperHeaders) },
  responses: { 200: json(releaseResponse, 'The release') },
});

const configureRequest = z.object({
  data: z.object({
    selected_options: z.record(z.string(), z.record(z.string(), z.int().min(0).max(MAX_LINE_QUANTITY))),
  }),
});

const configureRoute = defineRoute({
  method: 'post',
  path: '/catalog/products/{id}/configure',
  tags: ['Catalog'],
  summary: 'A bundle with the chosen options: checked against its components (beyond the spec)',
  description:
    'Answers the bundle with `meta.bundle_configuration.selected_options` set to the selection (keyed by component id, defaults filled in); a selection that breaks a component’s min/max or names an unknown option is a 422. The demo bundles have a fixed price, which the answer keeps.',
  access: anyToken,
  request: {
    params: z.object({ id: z.string() }),
    headers: z.object(shopperHeaders),
    body: configureRequest,
  },
  responses: {
    200: json(productResponse, 'The configured bundle'),
    422: { description: 'Not a bundle, or a selection its components do not allow' },
  },
});

export const shopperCatalogRoutes = createRouter()
  .openapi(configureRoute, async (c) => {
    const { data: product } = await singleProduct(await shopperRead(c), c.req.valid('param').id, {});
    const { components, name } = product.attributes;
    if (!components || Object.keys(components).length === 0)
      throw unprocessable(`${name} is not a bundle, so it has no options to configure`);
    let selected: Record<string, Record<string, number>> | null;
    try {
      selected = resolveBundleSelection(components, c.req.valid('json').data.selected_options, name);
    } catch (error) {
      if (error instanceof ItemFailure)
        throw new ServiceError(error.status, error.detail, undefined, error.meta);
      throw error;
    }
    // Every component is listed, `{}` for one with nothing selected, as in product reads.
    const selectedOptions = Object.fromEntries(
      Object.keys(components).map((id) => [id, selected?.[id] ?? {}]),
    );
    const meta = { ...product.meta, bundle_configuration: { selected_options: selectedOptions } };
    return c.json({ data: { ...product, meta } }, 200);
  })
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
