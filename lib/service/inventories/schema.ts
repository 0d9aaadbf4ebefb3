import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../sql/columns';

/** Tables of migration 0007-vendor; keep the two in step. */

export const inventoryLocations = pgTable('inventory_locations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description'),
  address: text('address').array().notNull(),
  ...timestamps(),
});

export const inventoryStock = pgTable(
  'inventory_stock',
  {
    productId: uuid('product_id').notNull(),
    locationId: uuid('location_id').notNull(),
    total: integer('total').notNull(),
    allocated: integer('allocated').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locationId] })],
);
