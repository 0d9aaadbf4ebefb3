import { randomUUID } from 'node:crypto';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { notFound, ServiceError } from '../http/errors';
import { pageOf } from '../sql/page';
import { rowById } from '../sql/row-by-id';
import type { Database } from '../storage/database';
import { isUuid } from '../catalog/ids';
import { FOREIGN_KEY_VIOLATION, violatedConstraint } from '../sql/errors';
import { fieldsOf, findCustomApiBySlug } from './definitions-store';
import type { EntryCondition } from './entry-filter';
import { changesNothing, checkEntrySize, dataSize, entryValues } from './entry-values';
import { checkIfMatch, entryEtagId } from './etag';
import type { Page } from '../http/paging';
import {
  customApiEntries as entries,
  type CustomApiEntryRow,
  type CustomApiFieldRow,
  type CustomApiRow,
  type EntryData,
} from './schema';

/** A custom API with the fields its entries are checked against. */
export interface ApiWithFields {
  api: CustomApiRow;
  fields: CustomApiFieldRow[];
}

export async function loadApiBySlug(db: Database, slug: string): Promise<ApiWithFields> {
  const api = await findCustomApiBySlug(db, slug);
  if (!api) throw notFound(`No custom API with the slug "${slug}"`);
  return { api, fields: await fieldsOf(db, api.id) };
}

const noEntry = (api: CustomApiRow, id: string) => notFound(`No entry ${id} in the custom API "${api.slug}"`);
const entryWhere = (api: CustomApiRow, id: string) =>
  and(eq(entries.id, id), eq(entries.customApiId, api.id));

/** A new entry starts at resource_version 0 (spec 2.9 default), with the etag of that version. */
export async function createEntry(
  db: Database,
  { api, fields }: ApiWithFields,
  body: Record<string, unknown>,
): Promise<CustomApiEntryRow> {
  const data = entryValues(body, api, fields);
  const size = dataSize(data);
  checkEntrySize(size);
  const id = randomUUID();
  try {
    const [row] = await db
      .insert(entries)
      .values({
        id,
        customApiId: api.id,
        data,
        dataSize: size,
        resourceVersion: 0,
        etagId: entryEtagId(id, 0),
      })
      .returning();
    return row!;
  } catch (error) {
    // The API was deleted between reading it and adding the entry.
    if (violatedConstraint(error, FOREIGN_KEY_VIOLATION) !== undefined)
      throw notFound(`No custom API with the slug "${api.slug}"`);
    throw error;
  }
}

export async function getEntry(db: Database, api: CustomApiRow, id: string): Promise<CustomApiEntryRow> {
  const row = await rowById(id, () => db.select().from(entries).where(entryWhere(api, id)));
  if (!row) throw noEntry(api, id);
  return row;
}

/** Containment (`data @> {"slug": value}`) compares typed JSON values and uses the GIN index. */
const holds = (slug: string, value: unknown): SQL =>
  sql`${entries.data} @> ${JSON.stringify({ [slug]: value })}::jsonb`;

export function listEntries(
  db: Database,
  api: CustomApiRow,
  conditions: readonly EntryCondition[],
  page: Page,
) {
  const where = and(
    eq(entries.customApiId, api.id),
    ...conditions.map(({ slug, values }) => or(...values.map((value) => holds(slug, value)))),
  );
  return pageOf(db, entries, page, [asc(entries.createdAt), asc(entries.id)], where);
}

/**
 * Spec 4.5: the given fields replace theirs, the others are kept (merge). The row is locked for
 * the transaction, so concurrent updates queue up and each checks If-Match against the version the
 * one before it wrote: with the same If-Match exactly one succeeds and the rest get 412. The
 * UPDATE also compares the version it read (compare-and-swap), so no write ever lands on a version
 * it did not check. An update that changes nothing writes nothing: version and etag stay.
 * Checks run in the order of RFC 9110 §13.2.1: unknown entry 404, precondition 412, then the body
 * (400 field values, 413 size).
 */
export async function updateEntry(
  db: Database,
  { api, fields }: ApiWithFields,
  id: string,
  body: Record<string, unknown>,
  ifMatch: string | undefined,
): Promise<CustomApiEntryRow> {
  if (!isUuid(id)) throw noEntry(api, id);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(entries).where(entryWhere(api, id)).for('update');
    if (!current) throw noEntry(api, id);
    checkIfMatch(ifMatch, current.etagId);
    const changes = entryValues(body, api, fields);
    if (changesNothing(current.data, changes)) return current;

    const data: EntryData = { ...current.data, ...changes };
    const size = dataSize(data);
    checkEntrySize(size);
    const version = current.resourceVersion + 1;
    const [updated] = await tx
      .update(entries)
      .set({
        data,
        dataSize: size,
        resourceVersion: version,
        etagId: entryEtagId(id, version),
        updatedAt: sql`now()`,
      })
      .where(and(entryWhere(api, id), eq(entries.resourceVersion, current.resourceVersion)))
      .returning();
    if (!updated)
      throw new ServiceError(412, 'The entry changed while this update was applied; read it again and retry');
    return updated;
  });
}

/** Deletes an entry, under the same If-Match rule as an update. */
export async function deleteEntry(
  db: Database,
  api: CustomApiRow,
  id: string,
  ifMatch: string | undefined,
): Promise<void> {
  if (!isUuid(id)) throw noEntry(api, id);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(entries).where(entryWhere(api, id)).for('update');
    if (!current) throw noEntry(api, id);
    checkIfMatch(ifMatch, current.etagId);
    await tx
      .delete(entries)
      .where(and(entryWhere(api, id), eq(entries.resourceVersion, current.resourceVersion)));
  });
}
