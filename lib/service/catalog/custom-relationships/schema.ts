import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Custom product relationships of the draft data (migration 0018-custom-relationships). */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const pcmCustomRelationships = pgTable('pcm_custom_relationships', {
  slug: text('slug').primaryKey(),
  id: uuid('id').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order'),
  externalName: text('external_name'),
  externalDescription: text('external_description'),
  biDirectional: boolean('bi_directional').notNull().default(false),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
});
export type CustomRelationshipRow = typeof pcmCustomRelationships.$inferSelect;

/** The relationships attached to a product (at most five, as the vendor allows). */
export const pcmProductCustomRelationships = pgTable(
  'pcm_product_custom_relationships',
  {
    productId: uuid('product_id').notNull(),
    slug: text('slug').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.slug] })],
);

/** A product related to another under an attached relationship; `position` keeps the order added. */
export const pcmProductAssociations = pgTable(
  'pcm_product_associations',
  {
    productId: uuid('product_id').notNull(),
    slug: text('slug').notNull(),
    relatedId: uuid('related_id').notNull(),
    sortOrder: integer('sort_order'),
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.slug, t.relatedId] })],
);
