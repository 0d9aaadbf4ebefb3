import { z } from '@hono/zod-openapi';
import { listEnvelope } from '@/lib/commerce/schemas/common';
import * as wire from '@/lib/commerce/schemas/custom-relationships';
import { adminOnly } from '../../auth/middleware';
import { createRouter } from '../../http/router';
import { defineRoute, json } from '../../http/route';
import { pageFrom, pageQuery } from '../../http/paging';
import { pimList } from '../listing/pim-list';
import {
  associateProducts,
  attachDefinitions,
  createDefinition,
  deleteDefinition,
  detachDefinitions,
  dissociateProducts,
  findDefinition,
  listAssociated,
  listAttached,
  listDefinitions,
  updateDefinition,
} from './store';
import { customRelationshipView } from './view';

/**
 * The vendor's PIM custom relationships (issue 27 point 4): definitions, a product's attached
 * relationships and its related products. Administrators only (DESIGN.md §2: `/pcm/**`); shoppers
 * read related products from a release (`/catalog/products/{id}/relationships/{slug}/products`).
 */
const admin = { tags: ['Custom relationships (admin)'], access: adminOnly };
/** Named as the vendor's PIM names it. */
const slugParams = z.object({
  customRelationshipSlug: wire.customRelationshipSlug.meta({ description: 'The custom relationship slug' }),
});
const productParams = z.object({ id: z.string().openapi({ description: 'The product id (uuid)' }) });
const associationParams = productParams.extend(slugParams.shape);
const definitionList = listEnvelope(wire.customRelationship).omit({ included: true });
const noContent = { description: 'Done' };

const definitions = '/pcm/custom-relationships';
const definition = `${definitions}/{customRelationshipSlug}`;
const attached = '/pcm/products/{id}/custom-relationships';
const associations = `${attached}/{customRelationshipSlug}`;

const routes = {
  create: defineRoute({
    method: 'post',
    path: definitions,
    ...admin,
    summary: 'Create a custom relationship',
    description: 'The slug gets the `CRP_` prefix when it lacks it, and must be unique (409 otherwise).',
    request: { body: wire.customRelationshipCreateRequest },
    responses: { 201: json(wire.customRelationshipResponse, 'The relationship') },
  }),
  list: defineRoute({
    method: 'get',
    path: definitions,
    ...admin,
    summary: 'List custom relationships',
    request: { query: z.object(pageQuery) },
    responses: { 200: json(definitionList, 'A page of relationships, by sort order') },
  }),
  get: defineRoute({
    method: 'get',
    path: definition,
    ...admin,
    summary: 'Get a custom relationship',
    request: { params: slugParams },
    responses: { 200: json(wire.customRelationshipResponse, 'The relationship') },
  }),
  update: defineRoute({
    method: 'put',
    path: definition,
    ...admin,
    summary: 'Change a custom relationship (its slug stays)',
    request: { params: slugParams, body: wire.customRelationshipUpdateRequest },
    responses: { 200: json(wire.customRelationshipResponse, 'The relationship as it now is') },
  }),
  remove: defineRoute({
    method: 'delete',
    path: definition,
    ...admin,
    summary: 'Delete a custom relationship no product has attached (409 otherwise)',
    request: { params: slugParams },
    responses: { 204: noContent },
  }),
  attach: defineRoute({
    method: 'post',
    path: attached,
    ...admin,
    summary: 'Attach custom relationships to a product (at most 5 in all)',
    request: { params: productParams, body: wire.attachRelationshipsRequest },
    responses: { 201: json(definitionList, "The product's attached relationships") },
  }),
  attachedList: defineRoute({
    method: 'get',
    path: attached,
    ...admin,
    summary: 'List the custom relationships attached to a product',
    request: { params: productParams, query: z.object(pageQuery) },
    responses: { 200: json(definitionList, 'A page of relationships') },
  }),
  detach: defineRoute({
    method: 'delete',
    path: attached,
    ...admin,
    summary: 'Detach custom relationships from a product (its related products under them go too)',
    request: { params: productParams, body: wire.attachRelationshipsRequest },
    responses: { 204: noContent },
  }),
  associate: defineRoute({
    method: 'post',
    path: associations,
    ...admin,
    summary: 'Relate products to a product under a custom relationship (appended)',
    description:
      'Attaches the relationship first when the product lacks it. Products that cannot be related (unknown, the product itself) are listed in `meta.products_not_associated`; the others are related. Shoppers see the change after the next publish.',
    request: { params: associationParams, body: wire.associateProductsRequest },
    responses: { 201: json(wire.associateProductsResponse, 'What was related and what was not') },
  }),
  associated: defineRoute({
    method: 'get',
    path: associations,
    ...admin,
    summary: 'List the ids of the products related to a product under a custom relationship',
    request: { params: associationParams, query: z.object(pageQuery) },
    responses: {
      200: json(listEnvelope(wire.relatedProductIds).omit({ included: true }), 'A page of product ids'),
    },
  }),
  dissociate: defineRoute({
    method: 'delete',
    path: associations,
    ...admin,
    summary: 'Stop relating products to a product under a custom relationship',
    request: { params: associationParams, body: wire.dissociateProductsRequest },
    responses: { 204: noContent },
  }),
};

export const customRelationshipRoutes = createRouter()
  .openapi(routes.create, async (c) => {
    const { attributes } = c.req.valid('json').data;
    const row = await createDefinition(c.var.deps.storage.db, attributes);
    return c.json({ data: customRelationshipView(row) }, 201);
  })
  .openapi(routes.list, async (c) => {
    const db = c.var.deps.storage.db;
    const page = await pageFrom(db, c.req.valid('query'));
    const { rows, total } = await listDefinitions(db, page);
    return c.json(pimList(c.req.url, page, total, rows.map(customRelationshipView)), 200);
  })
  .openapi(routes.get, async (c) => {
    const row = await findDefinition(c.var.deps.storage.db, c.req.valid('param').customRelationshipSlug);
    return c.json({ data: customRelationshipView(row) }, 200);
  })
  .openapi(routes.update, async (c) => {
    const { attributes } = c.req.valid('json').data;
    const { customRelationshipSlug: slug } = c.req.valid('param');
    const row = await updateDefinition(c.var.deps.storage.db, slug, attributes);
    return c.json({ data: customRelationshipView(row) }, 200);
  })
  .openapi(routes.remove, async (c) => {
    await deleteDefinition(c.var.deps.storage.db, c.req.valid('param').customRelationshipSlug);
    return c.body(null, 204);
  })
  .openapi(routes.attach, async (c) => {
    const slugs = c.req.valid('json').data.map((entry) => entry.slug);
    const rows = await attachDefinitions(c.var.deps.storage.db, c.req.valid('param').id, slugs);
    const page = { limit: Math.max(rows.length, 1), offset: 0 };
    return c.json(pimList(c.req.url, page, rows.length, rows.map(customRelationshipView)), 201);
  })
  .openapi(routes.attachedList, async (c) => {
    const db = c.var.deps.storage.db;
    const page = await pageFrom(db, c.req.valid('query'));
    const { rows, total } = await listAttached(db, c.req.valid('param').id, page);
    return c.json(pimList(c.req.url, page, total, rows.map(customRelationshipView)), 200);
  })
  .openapi(routes.detach, async (c) => {
    const slugs = c.req.valid('json').data.map((entry) => entry.slug);
    await detachDefinitions(c.var.deps.storage.db, c.req.valid('param').id, slugs);
    return c.body(null, 204);
  })
  .openapi(routes.associate, async (c) => {
    const { id, customRelationshipSlug: slug } = c.req.valid('param');
    const products = c.req.valid('json').data.map((entry) => ({
      id: entry.id,
      sortOrder: entry.attributes?.sort_order,
    }));
    const result = await associateProducts(c.var.deps.storage.db, id, slug, products);
    const now = new Date().toISOString();
    return c.json(
      {
        meta: {
          associated_products: result.associated,
          products_not_associated: result.notAssociated,
          owner: 'store' as const,
          timestamps: { created_at: now, updated_at: now },
        },
      },
      201,
    );
  })
  .openapi(routes.associated, async (c) => {
    const db = c.var.deps.storage.db;
    const { id, customRelationshipSlug: slug } = c.req.valid('param');
    const page = await pageFrom(db, c.req.valid('query'));
    const { rows, total } = await listAssociated(db, id, slug, page);
    const data = rows.map((row) => ({
      type: 'product' as const,
      id: row.id,
      attributes: { sort_order: row.sortOrder },
    }));
    return c.json(pimList(c.req.url, page, total, data), 200);
  })
  .openapi(routes.dissociate, async (c) => {
    const { id, customRelationshipSlug: slug } = c.req.valid('param');
    const ids = c.req.valid('json').data.map((entry) => entry.id);
    await dissociateProducts(c.var.deps.storage.db, id, slug, ids);
    return c.body(null, 204);
  });
