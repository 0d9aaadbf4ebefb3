import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Translations } from './draft-schema';
import type { ReleaseProductDocument } from './release-document';

/**
 * Published releases (migration 0002-catalog): immutable snapshots written once by
 * `publishRelease` and only ever read or deleted afterwards.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();

export const catalogReleases = pgTable('catalog_releases', {
  id: uuid('id').primaryKey(),
  catalogId: uuid('catalog_id').notNull(),
  /** 1, 2, 3… per catalog: the publish order. */
  number: integer('number').notNull(),
  name: text('name').notNull(),
  pricebookId: uuid('pricebook_id'),
  publishedAt: at('published_at'),
  productCount: integer('product_count').notNull().default(0),
  /** A merchandiser's preview of the unpublished data (migration 0011): read by id only. */
  preview: boolean('preview').notNull().default(false),
});

/** What a release keeps of a hierarchy or a node alike: its place, texts and dates. */
const treeEntry = () => ({
  seq: integer('seq').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  slug: text('slug').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull(),
  childCount: integer('child_count').notNull(),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
});

export const releaseHierarchies = pgTable(
  'catalog_release_hierarchies',
  {
    releaseId: uuid('release_id').notNull(),
    hierarchyId: uuid('hierarchy_id').notNull(),
    ...treeEntry(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.hierarchyId] })],
);

export const releaseNodes = pgTable(
  'catalog_release_nodes',
  {
    releaseId: uuid('release_id').notNull(),
    nodeId: uuid('node_id').notNull(),
    hierarchyId: uuid('hierarchy_id').notNull(),
    parentId: uuid('parent_id'),
    /** Ancestors from the top-level node down to this node, itself included. */
    path: uuid('path').array().notNull(),
    ...treeEntry(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.nodeId] })],
);

/** `{ hierarchy id: { node id: [top-level node id, …, node id] } }`. */
export type ReleaseBreadcrumbs = Record<string, Record<string, string[]>>;

/** One live product of a release: the indexed columns of spec 4.8's filters and the listing order. */
export const releaseProducts = pgTable(
  'catalog_release_products',
  {
    releaseId: uuid('release_id').notNull(),
    productId: uuid('product_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    slug: text('slug').notNull(),
    mpn: text('mpn'),
    upcEan: text('upc_ean'),
    productTypes: text('product_types').array().notNull(),
    tags: text('tags').array().notNull(),
    hierarchyIds: uuid('hierarchy_ids').array().notNull(),
    /** Every node the product is in, with those nodes' ancestors (a node lists its subtree). */
    nodeIds: uuid('node_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.productId] })],
);

/** The rendered product, kept apart from the narrow listing columns (migration 0002-catalog-documents). */
export const releaseDocuments = pgTable(
  'catalog_release_documents',
  {
    releaseId: uuid('release_id').notNull(),
    productId: uuid('product_id').notNull(),
    breadcrumbs: jsonb('breadcrumbs').$type<ReleaseBreadcrumbs>().notNull(),
    translations: jsonb('translations').$type<Translations>().notNull(),
    document: jsonb('document').$type<ReleaseProductDocument>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.productId] })],
);

export const releaseCounts = pgTable(
  'catalog_release_counts',
  {
    releaseId: uuid('release_id').notNull(),
    scope: text('scope').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.scope, t.facet, t.value] })],
);
