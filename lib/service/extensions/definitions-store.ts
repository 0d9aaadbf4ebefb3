import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import * as wire from '@/lib/commerce/schemas/extensions';
import { conflict, notFound } from '../http/errors';
import { pageOf, type Listed } from '../sql/page';
import { rowById } from '../sql/row-by-id';
import type { Database } from '../storage/database';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, violatedConstraint } from '../sql/errors';
import type { Page } from '../http/paging';
import { normaliseValidation } from './field-rules';
import { customApiFields, customApis, type CustomApiFieldRow, type CustomApiRow } from './schema';

/** Creates a custom API; a slug or api_type already taken is 409 (the unique constraints decide, so a race cannot pass). */
export async function insertCustomApi(
  db: Database,
  data: wire.CustomApiRequest['data'],
  id: string = randomUUID(),
): Promise<CustomApiRow> {
  try {
    const [row] = await db
      .insert(customApis)
      .values({
        id,
        name: data.name,
        slug: data.slug,
        apiType: data.api_type,
        description: data.description ?? null,
      })
      .returning();
    return row!;
  } catch (error) {
    const constraint = violatedConstraint(error, UNIQUE_VIOLATION);
    if (constraint === 'custom_apis_slug_unique')
      throw conflict(`A custom API with the slug "${data.slug}" already exists`);
    if (constraint === 'custom_apis_api_type_unique')
      throw conflict(`A custom API with the api_type "${data.api_type}" already exists`);
    if (constraint !== undefined) throw conflict('A custom API with that id already exists');
    throw error;
  }
}

export const listCustomApis = (db: Database, page: Page): Promise<Listed<CustomApiRow>> =>
  pageOf(db, customApis, page, [asc(customApis.createdAt), asc(customApis.id)]);

export async function getCustomApi(db: Database, id: string): Promise<CustomApiRow> {
  const row = await rowById(id, () => db.select().from(customApis).where(eq(customApis.id, id)));
  if (!row) throw notFound(`No custom API with the id ${id}`);
  return row;
}

export async function findCustomApiBySlug(db: Database, slug: string): Promise<CustomApiRow | undefined> {
  // A slug no API can have (a NUL byte, say, which PostgreSQL text refuses) is simply unknown.
  if (!wire.customApiSlug.safeParse(slug).success) return undefined;
  const [row] = await db.select().from(customApis).where(eq(customApis.slug, slug));
  return row;
}

/** Deletes a custom API with its fields and entries (the foreign keys cascade); false when there was none. */
export async function deleteCustomApi(db: Database, id: string): Promise<boolean> {
  const deleted = await rowById(id, () =>
    db.delete(customApis).where(eq(customApis.id, id)).returning({ id: customApis.id }),
  );
  return deleted !== null;
}

/** Adds a field to a custom API, its validation normalised (field-rules.ts); a slug the API already has is 409. */
export async function insertField(
  db: Database,
  api: CustomApiRow,
  field: wire.CustomFieldRequest['data'],
  id: string = randomUUID(),
): Promise<CustomApiFieldRow> {
  const validation = normaliseValidation(field);
  try {
    const [row] = await db
      .insert(customApiFields)
      .values({
        id,
        customApiId: api.id,
        name: field.name,
        slug: field.slug,
        fieldType: field.field_type,
        description: field.description ?? null,
        validation,
      })
      .returning();
    return row!;
  } catch (error) {
    if (violatedConstraint(error, UNIQUE_VIOLATION) !== undefined)
      throw conflict(`The custom API "${api.slug}" already has a field with the slug "${field.slug}"`);
    // The API was deleted between reading it and adding the field.
    if (violatedConstraint(error, FOREIGN_KEY_VIOLATION) !== undefined)
      throw notFound(`No custom API with the id ${api.id}`);
    throw error;
  }
}

const fieldOrder = [asc(customApiFields.createdAt), asc(customApiFields.id)];

export const listFields = (db: Database, apiId: string, page: Page): Promise<Listed<CustomApiFieldRow>> =>
  pageOf(db, customApiFields, page, fieldOrder, eq(customApiFields.customApiId, apiId));

/** Every field of a custom API: what its entries are checked against. */
export function fieldsOf(db: Database, apiId: string): Promise<CustomApiFieldRow[]> {
  return db
    .select()
    .from(customApiFields)
    .where(eq(customApiFields.customApiId, apiId))
    .orderBy(...fieldOrder);
}

export async function getField(db: Database, api: CustomApiRow, fieldId: string): Promise<CustomApiFieldRow> {
  const row = await rowById(fieldId, () =>
    db
      .select()
      .from(customApiFields)
      .where(and(eq(customApiFields.id, fieldId), eq(customApiFields.customApiId, api.id))),
  );
  if (!row) throw notFound(`No field ${fieldId} in the custom API "${api.slug}"`);
  return row;
}
