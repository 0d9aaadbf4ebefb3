import { z } from '@hono/zod-openapi';
import { customRelationshipSlug } from '@/lib/commerce/schemas/custom-relationships';
import type { Context, MiddlewareHandler } from 'hono';
import { FILTER_RULES, type FilterRules } from '@/lib/commerce/filter';
import * as wire from '@/lib/commerce/schemas/catalog';
import { createRouter } from '../../http/router';
import { defineRoute, json } from '../../http/route';
import type { ServiceEnv } from '../../http/types';
import { pageQuery } from '../../http/paging';
import {
  currencyHeader,
  filterQuery,
  includeQuery,
  productListQuery,
  type ListQuery,
  shopperHeaders,
} from '../listing/query-params';
import {
  childIdsOf,
  componentProductList,
  hierarchyList,
  nodeList,
  nodeSelectionFrom,
  productList,
  relatedIdsOf,
  requireHierarchy,
  requireNode,
  singleHierarchy,
  singleNode,
  singleProduct,
} from './read-handlers';
import type { ReadRequest } from './read-request';
import type { ProductScope } from '../listing/product-store';

export interface ReadRoutesOptions {
  /** `/catalog`, or a release's `/pcm/catalogs/{catalog_id}/releases/{release_id}`. */
  prefix: string;
  /** The path parameters the prefix holds. */
  prefixParams: Record<string, z.ZodString>;
  tags: string[];
  access: MiddlewareHandler<ServiceEnv>;
  /** Which release the request reads. */
  resolve(c: Context<ServiceEnv>): Promise<ReadRequest>;
  /** Filter rules of the whole-release product listing (spec 4.7 for releases). */
  productRules: FilterRules;
  /** Whether the shopper's catalog-rule headers apply (spec 4.6). */
  shopper: boolean;
}

const ok = <T extends z.ZodType>(schema: T, description: string) => ({ 200: json(schema, description) });

/**
 * The read paths of one catalog release: hierarchies, nodes and products. Shoppers reach the
 * release their catalog rule selects at `/catalog/**`; administrators reach any retained release at
 * `/pcm/catalogs/{catalog_id}/releases/{release_id}/**` (a merchandiser's preview), with the same
 * answers.
 */
export function readRoutes(options: ReadRoutesOptions) {
  const { prefix, resolve } = options;
  const headers = z.object(
    options.shopper
      ? shopperHeaders
      : { 'accept-language': shopperHeaders['accept-language'], ...currencyHeader },
  );
  const params = z.object(options.prefixParams);
  const idParams = z.object({
    ...options.prefixParams,
    id: z.string().openapi({ description: 'Hierarchy, node or product id' }),
  });
  const listQuery = z.object({ ...pageQuery });
  const get = { method: 'get' as const, tags: options.tags, access: options.access };

  const hierarchies = defineRoute({
    ...get,
    path: `${prefix}/hierarchies`,
    summary: 'List the hierarchies',
    request: { params, query: listQuery, headers },
    responses: ok(wire.hierarchyNodeListResponse, 'A page of hierarchies, in catalog order'),
  });
  const hierarchy = defineRoute({
    ...get,
    path: `${prefix}/hierarchies/{id}`,
    summary: 'Get a hierarchy',
    request: { params: idParams, headers },
    responses: ok(wire.hierarchyNodeResponse, 'The hierarchy'),
  });
  const hierarchyChildren = defineRoute({
    ...get,
    path: `${prefix}/hierarchies/{id}/children`,
    summary: "List a hierarchy's top-level nodes",
    request: { params: idParams, query: listQuery, headers },
    responses: ok(wire.hierarchyNodeListResponse, 'A page of nodes'),
  });
  const hierarchyNodes = defineRoute({
    ...get,
    path: `${prefix}/hierarchies/{id}/nodes`,
    summary: "List all of a hierarchy's nodes",
    request: { params: idParams, query: listQuery, headers },
    responses: ok(wire.hierarchyNodeListResponse, 'A page of nodes, in tree order'),
  });
  const hierarchyProducts = defineRoute({
    ...get,
    path: `${prefix}/hierarchies/{id}/products`,
    summary: "Get a hierarchy's products (spec 4.6)",
    request: { params: idParams, query: productListQuery, headers },
    responses: ok(wire.productListResponse, 'A page of live products with breadcrumbs'),
  });
  const allNodes = defineRoute({
    ...get,
    path: `${prefix}/nodes`,
    summary: 'List nodes; filter=in(id,…) resolves breadcrumbs (spec 4.8)',
    request: { params, query: z.object({ ...pageQuery, ...filterQuery }), headers },
    responses: ok(wire.hierarchyNodeListResponse, 'A page of nodes, in the order they were last updated'),
  });
  const node = defineRoute({
    ...get,
    path: `${prefix}/nodes/{id}`,
    summary: 'Get a node',
    request: { params: idParams, headers },
    responses: ok(wire.hierarchyNodeResponse, 'The node with its breadcrumb'),
  });
  const nodeChildren = defineRoute({
    ...get,
    path: `${prefix}/nodes/{id}/children`,
    summary: "List a node's children",
    request: { params: idParams, query: listQuery, headers },
    responses: ok(wire.hierarchyNodeListResponse, 'A page of nodes'),
  });
  // The SDKs read a node's children at `…/relationships/children` (beyond the spec, same answer).
  const nodeChildRelationships = defineRoute({
    ...get,
    path: `${prefix}/nodes/{id}/relationships/children`,
    summary: "List a node's children (the SDKs' path; beyond the spec)",
    request: { params: idParams, query: listQuery, headers },
    responses: ok(wire.hierarchyNodeListResponse, 'A page of nodes'),
  });
  const nodeProducts = defineRoute({
    ...get,
    path: `${prefix}/nodes/{id}/relationships/products`,
    summary: "Get a node's products (its whole subtree)",
    request: { params: idParams, query: productListQuery, headers },
    responses: ok(wire.productListResponse, 'A page of live products'),
  });
  const releaseProducts = defineRoute({
    ...get,
    path: `${prefix}/products`,
    summary: 'List every live product of the release (spec 4.7)',
    request: { params, query: productListQuery, headers },
    responses: ok(wire.productListResponse, 'A page of live products'),
  });
  const product = defineRoute({
    ...get,
    path: `${prefix}/products/{id}`,
    summary: 'Get a live product',
    request: { params: idParams, query: z.object({ ...includeQuery }), headers },
    responses: ok(wire.productResponse, 'The product'),
  });

  const productChildren = defineRoute({
    ...get,
    path: `${prefix}/products/{id}/relationships/children`,
    summary: "List a parent product's live children (beyond the spec)",
    request: { params: idParams, query: productListQuery, headers },
    responses: ok(wire.productListResponse, 'A page of live child products'),
  });

  const componentProducts = defineRoute({
    ...get,
    path: `${prefix}/products/{id}/relationships/component_products`,
    summary: "List a bundle's component products, as references",
    request: { params: idParams, query: listQuery, headers },
    responses: ok(
      wire.productReferenceListResponse,
      'A page of product references (none for a product that is no bundle)',
    ),
  });

  const relatedProducts = defineRoute({
    ...get,
    path: `${prefix}/products/{id}/relationships/{custom_relationship_slug}/products`,
    summary: "List a product's related products under a custom relationship",
    description:
      "The live products the merchandiser related to this one under the custom relationship `custom_relationship_slug` (the vendor's custom relationships, as of the publish; none for a relationship the product lacks), in the merchandiser's order (`sort` for another), filtered and paged like the other product listings.",
    request: {
      params: idParams.extend({
        custom_relationship_slug: customRelationshipSlug.meta({
          description: 'The custom relationship slug',
        }),
      }),
      query: productListQuery,
      headers,
    },
    responses: ok(wire.productListResponse, 'A page of live related products'),
  });

  /** A hierarchy's or node's products, with the breadcrumbs of that hierarchy only. */
  const productsUnder = (
    c: Context<ServiceEnv>,
    read: ReadRequest,
    query: ListQuery,
    scope: ProductScope,
    hierarchyId: string,
  ) =>
    productList(c, read, query, {
      scope,
      rules: FILTER_RULES.hierarchyProducts,
      breadcrumbHierarchy: hierarchyId,
    });
  const wholeRelease = { scope: { kind: 'release' } as const, rules: options.productRules };

  const childrenOfNode = async (c: Context<ServiceEnv>, id: string, query: ListQuery) => {
    const read = await resolve(c);
    const { nodeId } = await requireNode(read, id);
    return nodeList(c, read, query, { kind: 'children', parentId: nodeId });
  };

  return createRouter()
    .openapi(hierarchies, async (c) =>
      c.json(await hierarchyList(c, await resolve(c), c.req.valid('query')), 200),
    )
    .openapi(hierarchy, async (c) =>
      c.json(await singleHierarchy(await resolve(c), c.req.valid('param').id), 200),
    )
    .openapi(hierarchyChildren, async (c) => {
      const read = await resolve(c);
      const { hierarchyId } = await requireHierarchy(read, c.req.valid('param').id);
      return c.json(await nodeList(c, read, c.req.valid('query'), { kind: 'top-level', hierarchyId }), 200);
    })
    .openapi(hierarchyNodes, async (c) => {
      const read = await resolve(c);
      const { hierarchyId } = await requireHierarchy(read, c.req.valid('param').id);
      return c.json(await nodeList(c, read, c.req.valid('query'), { kind: 'hierarchy', hierarchyId }), 200);
    })
    .openapi(hierarchyProducts, async (c) => {
      const read = await resolve(c);
      const { hierarchyId } = await requireHierarchy(read, c.req.valid('param').id);
      const scope = { kind: 'hierarchy', id: hierarchyId } as const;
      return c.json(await productsUnder(c, read, c.req.valid('query'), scope, hierarchyId), 200);
    })
    .openapi(allNodes, async (c) => {
      const query = c.req.valid('query');
      const selection = nodeSelectionFrom(query.filter);
      return c.json(await nodeList(c, await resolve(c), query, selection), 200);
    })
    .openapi(node, async (c) => c.json(await singleNode(await resolve(c), c.req.valid('param').id), 200))
    .openapi(nodeChildren, async (c) =>
      c.json(await childrenOfNode(c, c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(nodeChildRelationships, async (c) =>
      c.json(await childrenOfNode(c, c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(nodeProducts, async (c) => {
      const read = await resolve(c);
      const { nodeId, hierarchyId } = await requireNode(read, c.req.valid('param').id);
      const scope = { kind: 'node', id: nodeId } as const;
      return c.json(await productsUnder(c, read, c.req.valid('query'), scope, hierarchyId), 200);
    })
    .openapi(releaseProducts, async (c) =>
      c.json(await productList(c, await resolve(c), c.req.valid('query'), wholeRelease), 200),
    )
    .openapi(productChildren, async (c) => {
      const read = await resolve(c);
      const onlyIds = await childIdsOf(read, c.req.valid('param').id);
      return c.json(await productList(c, read, c.req.valid('query'), { ...wholeRelease, onlyIds }), 200);
    })
    .openapi(relatedProducts, async (c) => {
      const read = await resolve(c);
      const { id, custom_relationship_slug: slug } = c.req.valid('param');
      const listing = { ...wholeRelease, onlyIds: await relatedIdsOf(read, id, slug), inGivenOrder: true };
      return c.json(await productList(c, read, c.req.valid('query'), listing), 200);
    })
    .openapi(componentProducts, async (c) =>
      c.json(
        await componentProductList(c, await resolve(c), c.req.valid('param').id, c.req.valid('query')),
        200,
      ),
    )
    .openapi(product, async (c) =>
      c.json(await singleProduct(await resolve(c), c.req.valid('param').id, c.req.valid('query')), 200),
    );
}
