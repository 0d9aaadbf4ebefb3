import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import * as wire from '@/lib/commerce/schemas/custom-relationships';
import type { Database } from '../../storage/database';
import type { Tx } from '../publish/tx';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { pcmProducts } from '../draft-schema';
import { isUuid } from '../ids';
import type { Page } from '../../http/paging';
import { pageOf, pageRows } from '../../sql/page';
import { rowById } from '../../sql/row-by-id';
import {
  pcmCustomRelationships,
  pcmProductAssociations,
  pcmProductCustomRelationships,
  type CustomRelationshipRow,
} from './schema';

/**
 * Custom product relationships of the draft data (issue 27 point 4), as the vendor's PIM has them:
 * definitions by `CRP_` slug, attached to products (at most five each), and under each attached one
 * the products a product relates to (at most 2000), appended in the order given. The publish reads
 * them (relatedProductsOf); shoppers see them only in a release.
 */

const a = pcmProductAssociations;

/** The definition's fields a create or an update may set, as the contract types them. */
type DefinitionFields = z.infer<typeof wire.customRelationshipUpdateRequest>['data']['attributes'];

const columnsOf = (fields: DefinitionFields) => ({
  ...(fields.name !== undefined && { name: fields.name }),
  ...(fields.description !== undefined && { description: fields.description }),
  ...(fields.sort_order !== undefined && { sortOrder: fields.sort_order }),
  ...(fields.external_name !== undefined && { externalName: fields.external_name }),
  ...(fields.external_description !== undefined && { externalDescription: fields.external_description }),
  ...(fields.bi_directional !== undefined && { biDirectional: fields.bi_directional }),
});

export async function createDefinition(
  db: Database,
  fields: DefinitionFields & { name: string; slug: string },
): Promise<CustomRelationshipRow> {
  const slug = wire.prefixedSlug(fields.slug);
  const [created] = await db
    .insert(pcmCustomRelationships)
    .values({ slug, id: randomUUID(), ...columnsOf(fields), name: fields.name })
    .onConflictDoNothing()
    .returning();
  if (!created) throw conflict(`A custom relationship with the slug ${slug} already exists`);
  return created;
}

/** A definition by its slug, with or without the `CRP_` prefix. */
export async function findDefinition(db: Database, slug: string): Promise<CustomRelationshipRow> {
  const [row] = await db
    .select()
    .from(pcmCustomRelationships)
    .where(eq(pcmCustomRelationships.slug, wire.prefixedSlug(slug)));
  if (!row) throw notFound(`Custom relationship ${slug} not found`);
  return row;
}

export function listDefinitions(db: Database, page: Page, slugs?: readonly string[]) {
  const t = pcmCustomRelationships;
  const order = [sql`${t.sortOrder} ASC NULLS LAST`, asc(t.slug)];
  return pageOf(db, t, page, order, slugs ? inArray(t.slug, [...slugs]) : undefined);
}

export async function updateDefinition(db: Database, slug: string, fields: DefinitionFields) {
  const [row] = await db
    .update(pcmCustomRelationships)
    .set({ ...columnsOf(fields), updatedAt: new Date() })
    .where(eq(pcmCustomRelationships.slug, wire.prefixedSlug(slug)))
    .returning();
  if (!row) throw notFound(`Custom relationship ${slug} not found`);
  return row;
}

/** The vendor: a relationship in use (attached to a product) cannot be deleted. */
export async function deleteDefinition(db: Database, given: string): Promise<void> {
  const { slug } = await findDefinition(db, given);
  const uses = await db.$count(pcmProductCustomRelationships, eq(pcmProductCustomRelationships.slug, slug));
  if (uses > 0) throw conflict(`Custom relationship ${slug} is attached to ${uses} product(s)`);
  await db.delete(pcmCustomRelationships).where(eq(pcmCustomRelationships.slug, slug));
}

async function requireProduct(db: Database, productId: string): Promise<void> {
  const query = () =>
    db.select({ id: pcmProducts.id }).from(pcmProducts).where(eq(pcmProducts.id, productId));
  if (!(await rowById(productId, query))) throw notFound(`Product ${productId} not found`);
}

async function attachedSlugs(db: Database, productId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: pcmProductCustomRelationships.slug })
    .from(pcmProductCustomRelationships)
    .where(eq(pcmProductCustomRelationships.productId, productId));
  return rows.map((row) => row.slug);
}

/** The product's attached relationships, with the ones asked for added; at most five in all. */
export async function attachDefinitions(db: Database, productId: string, slugs: readonly string[]) {
  await requireProduct(db, productId);
  const wanted = [...new Set(slugs.map(wire.prefixedSlug))];
  for (const slug of wanted) await findDefinition(db, slug);
  const attached = await attachedSlugs(db, productId);
  const all = [...new Set([...attached, ...wanted])];
  if (all.length > wire.MAX_ATTACHED_RELATIONSHIPS)
    throw unprocessable(
      `A product has at most ${wire.MAX_ATTACHED_RELATIONSHIPS} custom relationships; this one would have ${all.length}`,
    );
  await db
    .insert(pcmProductCustomRelationships)
    .values(wanted.map((slug) => ({ productId, slug })))
    .onConflictDoNothing();
  return (await listDefinitions(db, { limit: wire.MAX_ATTACHED_RELATIONSHIPS, offset: 0 }, all)).rows;
}

/** Detaching a relationship also ends the product's associations under it. */
export async function detachDefinitions(db: Database, productId: string, slugs: readonly string[]) {
  await requireProduct(db, productId);
  await db
    .delete(pcmProductCustomRelationships)
    .where(
      and(
        eq(pcmProductCustomRelationships.productId, productId),
        inArray(pcmProductCustomRelationships.slug, [...new Set(slugs.map(wire.prefixedSlug))]),
      ),
    );
}

export async function listAttached(db: Database, productId: string, page: Page) {
  await requireProduct(db, productId);
  return listDefinitions(db, page, await attachedSlugs(db, productId));
}

export interface Association {
  id: string;
  sortOrder?: number | null;
}

/**
 * Relates products to a product under a relationship (attaching it first when needed), appended to
 * those already related; one given again gets its new sort order. Products that cannot be related
 * are reported, as the vendor does, and the others are related.
 */
export async function associateProducts(
  db: Database,
  productId: string,
  slug: string,
  products: readonly Association[],
): Promise<{ associated: string[]; notAssociated: { ID: string; Details: string }[] }> {
  await requireProduct(db, productId);
  const definition = await findDefinition(db, slug);
  if (!(await attachedSlugs(db, productId)).includes(definition.slug))
    await attachDefinitions(db, productId, [definition.slug]);
  const candidates = [...new Map(products.map((product) => [product.id.toLowerCase(), product])).values()];
  const ids = candidates.map((product) => product.id.toLowerCase()).filter(isUuid);
  const found = ids.length
    ? await db.select({ id: pcmProducts.id }).from(pcmProducts).where(inArray(pcmProducts.id, ids))
    : [];
  const existing = new Set(found.map((row) => row.id));
  const notAssociated: { ID: string; Details: string }[] = [];
  const accepted = candidates.filter((product) => {
    const id = product.id.toLowerCase();
    if (id === productId.toLowerCase())
      notAssociated.push({ ID: product.id, Details: 'a product cannot be related to itself' });
    else if (!existing.has(id)) notAssociated.push({ ID: product.id, Details: 'could not find product' });
    else return true;
    return false;
  });
  const related = await db.$count(a, and(eq(a.productId, productId), eq(a.slug, definition.slug)));
  if (related + accepted.length > wire.MAX_ASSOCIATIONS)
    throw unprocessable(
      `A product relates to at most ${wire.MAX_ASSOCIATIONS} products under one relationship`,
    );
  if (accepted.length > 0)
    await db
      .insert(a)
      .values(
        accepted.map((product) => ({
          productId,
          slug: definition.slug,
          relatedId: product.id.toLowerCase(),
          sortOrder: product.sortOrder ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [a.productId, a.slug, a.relatedId],
        set: { sortOrder: sql`excluded.sort_order` },
      });
  return { associated: accepted.map((product) => product.id.toLowerCase()), notAssociated };
}

export async function dissociateProducts(
  db: Database,
  productId: string,
  given: string,
  relatedIds: readonly string[],
): Promise<void> {
  await requireProduct(db, productId);
  const { slug } = await findDefinition(db, given);
  const ids = relatedIds.map((id) => id.toLowerCase()).filter(isUuid);
  if (ids.length === 0) return;
  await db.delete(a).where(and(eq(a.productId, productId), eq(a.slug, slug), inArray(a.relatedId, ids)));
}

/** Lower sort orders first, then those without one, each in the order they were related. */
const associationOrder = [sql`${a.sortOrder} ASC NULLS LAST`, asc(a.position)];

export async function listAssociated(db: Database, productId: string, given: string, page: Page) {
  await requireProduct(db, productId);
  const { slug } = await findDefinition(db, given);
  const where = and(eq(a.productId, productId), eq(a.slug, slug));
  const ordered = db
    .select({ id: a.relatedId, sortOrder: a.sortOrder })
    .from(a)
    .where(where)
    .orderBy(...associationOrder);
  return pageRows(ordered, db.$count(a, where), page);
}

/**
 * For a publish: each product's related products per relationship slug, both ends in the release.
 * A bi-directional relationship also relates each product back to the one that names it (after
 * the products it names itself).
 */
export async function relatedProductsOf(db: Database | Tx, inRelease: ReadonlySet<string>) {
  const rows = await db
    .select({
      productId: a.productId,
      slug: a.slug,
      relatedId: a.relatedId,
      biDirectional: pcmCustomRelationships.biDirectional,
    })
    .from(a)
    .innerJoin(pcmCustomRelationships, eq(pcmCustomRelationships.slug, a.slug))
    .orderBy(
      sql`${pcmCustomRelationships.sortOrder} ASC NULLS LAST`,
      asc(pcmCustomRelationships.slug),
      ...associationOrder,
    );
  const related = new Map<string, Record<string, string[]>>();
  const add = (from: string, slug: string, to: string) => {
    if (!inRelease.has(from) || !inRelease.has(to)) return;
    const bySlug = related.get(from) ?? {};
    const list = (bySlug[slug] ??= []);
    if (!list.includes(to)) list.push(to);
    related.set(from, bySlug);
  };
  for (const row of rows) add(row.productId, row.slug, row.relatedId);
  for (const row of rows) if (row.biDirectional) add(row.relatedId, row.slug, row.productId);
  return related;
}
