import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Tables of migration 0007-vendor; keep the two in step. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const inventoryLocations = pgTable('inventory_locations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description'),
  address: text('address').array().notNull(),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
});

export const inventoryStock = pgTable(
  'inventory_stock',
  {
    productId: uuid('product_id').notNull(),
    locationId: uuid('location_id').notNull(),
    total: integer('total').notNull(),
    allocated: integer('allocated').notNull(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locationId] })],
);
