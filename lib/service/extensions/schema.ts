import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../sql/columns';
import type { EntryValue, FieldType, FieldValidation } from '@/lib/commerce/schemas/extensions';

/** Tables of migration 0004-extensions; keep the two in step. */

export const customApis = pgTable('custom_apis', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique('custom_apis_slug_unique'),
  apiType: text('api_type').notNull().unique('custom_apis_api_type_unique'),
  description: text('description'),
  ...timestamps(),
});

export const customApiFields = pgTable(
  'custom_api_fields',
  {
    id: uuid('id').primaryKey(),
    customApiId: uuid('custom_api_id')
      .notNull()
      .references(() => customApis.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    fieldType: text('field_type').$type<FieldType>().notNull(),
    description: text('description'),
    validation: jsonb('validation').$type<FieldValidation>().notNull(),
    ...timestamps(),
  },
  (table) => [unique('custom_api_fields_slug_unique').on(table.customApiId, table.slug)],
);

export type EntryData = Record<string, EntryValue>;

export const customApiEntries = pgTable(
  'custom_api_entries',
  {
    id: uuid('id').primaryKey(),
    customApiId: uuid('custom_api_id')
      .notNull()
      .references(() => customApis.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<EntryData>().notNull(),
    dataSize: integer('data_size').notNull(),
    resourceVersion: integer('resource_version').notNull(),
    etagId: text('etag_id').notNull(),
    ...timestamps(),
  },
  (table) => [index('custom_api_entries_listing').on(table.customApiId, table.createdAt, table.id)],
);

export type CustomApiRow = typeof customApis.$inferSelect;
export type CustomApiFieldRow = typeof customApiFields.$inferSelect;
export type CustomApiEntryRow = typeof customApiEntries.$inferSelect;
