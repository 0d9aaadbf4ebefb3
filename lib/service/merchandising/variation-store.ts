import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { pageOf } from '../sql/page';
import type { Database } from '../storage/database';
import { rowById } from '../sql/row-by-id';
import { conflict, notFound } from '../http/errors';
import { pcmProductVariations, pcmVariationOptions, pcmVariations } from '../catalog/draft-schema';
import { isUuid } from '../catalog/ids';
import type { Page } from '../http/paging';
import { compareBySortOrder } from '../catalog/variation-order';
import type { Tx } from '../catalog/publish/tx';

export type VariationRow = typeof pcmVariations.$inferSelect;
export type OptionRow = typeof pcmVariationOptions.$inferSelect;

/** A variation with its options in spec 2.7 order and the products built from it. */
export interface VariationRecord {
  variation: VariationRow;
  options: OptionRow[];
  productIds: string[];
}

/** What an option is made of; the name is already checked against spec 2.7. */
export interface OptionValues {
  name: string;
  description: string;
  /** Spec 2.7 rule 3: null removes the sort order. */
  sortOrder: number | null;
}

/** Spec 2.7 rules 1–2 (and 4.7 rule 3): highest sort_order first, then alphabetical. */
const displayOrder = (a: OptionRow, b: OptionRow) =>
  compareBySortOrder({ sort_order: a.sortOrder, name: a.name }, { sort_order: b.sortOrder, name: b.name }) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

async function withOptions(db: Database | Tx, variations: VariationRow[]): Promise<VariationRecord[]> {
  const ids = variations.map((variation) => variation.id);
  if (ids.length === 0) return [];
  const [options, links] = await Promise.all([
    db.select().from(pcmVariationOptions).where(inArray(pcmVariationOptions.variationId, ids)),
    db
      .select()
      .from(pcmProductVariations)
      .where(inArray(pcmProductVariations.variationId, ids))
      .orderBy(asc(pcmProductVariations.productId)),
  ]);
  return variations.map((variation) => ({
    variation,
    options: options.filter((option) => option.variationId === variation.id).sort(displayOrder),
    productIds: links.filter((link) => link.variationId === variation.id).map((link) => link.productId),
  }));
}

/** Every variation, by name (then id, so pages never overlap). */
export async function listVariations(
  db: Database,
  page: Page,
): Promise<{ records: VariationRecord[]; total: number }> {
  const { rows, total } = await pageOf(db, pcmVariations, page, [
    asc(pcmVariations.name),
    asc(pcmVariations.id),
  ]);
  return { records: await withOptions(db, rows), total };
}

export async function findVariation(db: Database, variationId: string): Promise<VariationRecord | null> {
  if (!isUuid(variationId)) return null;
  const rows = await db.select().from(pcmVariations).where(eq(pcmVariations.id, variationId));
  const [record] = await withOptions(db, rows);
  return record ?? null;
}

/**
 * Locks the variation for the rest of the transaction, so that two requests naming an option alike
 * cannot both pass the duplicate check.
 */
async function lockVariation(tx: Tx, variationId: string): Promise<VariationRow> {
  const variation = await rowById(variationId, () =>
    tx.select().from(pcmVariations).where(eq(pcmVariations.id, variationId)).for('update'),
  );
  if (!variation) throw notFound(`Variation ${variationId} not found`);
  return variation;
}

const optionOf = (variation: VariationRow, optionId: string) =>
  and(eq(pcmVariationOptions.id, optionId), eq(pcmVariationOptions.variationId, variation.id));

/**
 * Two options of one variation with the same name would give two children the same SKU and slug
 * (spec 2.7: the name is part of the child's slug), so the second is a conflict.
 */
async function refuseTakenName(tx: Tx, variation: VariationRow, name: string, exceptOptionId?: string) {
  const [taken] = await tx
    .select({ id: pcmVariationOptions.id })
    .from(pcmVariationOptions)
    .where(
      and(
        eq(pcmVariationOptions.variationId, variation.id),
        eq(pcmVariationOptions.name, name),
        exceptOptionId ? ne(pcmVariationOptions.id, exceptOptionId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(`Variation ${variation.name} already has an option named ${name} (${taken.id})`);
}

export async function insertOption(
  db: Database,
  variationId: string,
  values: OptionValues,
  now: Date = new Date(),
): Promise<OptionRow> {
  return db.transaction(async (tx) => {
    const variation = await lockVariation(tx, variationId);
    await refuseTakenName(tx, variation, values.name);
    const [option] = await tx
      .insert(pcmVariationOptions)
      .values({ id: randomUUID(), variationId: variation.id, ...values, createdAt: now, updatedAt: now })
      .returning();
    await tx.update(pcmVariations).set({ updatedAt: now }).where(eq(pcmVariations.id, variation.id));
    return option!;
  });
}

export async function updateOption(
  db: Database,
  variationId: string,
  optionId: string,
  values: OptionValues,
  now: Date = new Date(),
): Promise<OptionRow> {
  return db.transaction(async (tx) => {
    const variation = await lockVariation(tx, variationId);
    // Changed first, then checked: a taken name throws, and the transaction undoes the change.
    const option = await rowById(optionId, () =>
      tx
        .update(pcmVariationOptions)
        .set({ ...values, updatedAt: now })
        .where(optionOf(variation, optionId))
        .returning(),
    );
    if (!option) throw notFound(`Option ${optionId} of variation ${variationId} not found`);
    await refuseTakenName(tx, variation, values.name, optionId);
    await tx.update(pcmVariations).set({ updatedAt: now }).where(eq(pcmVariations.id, variation.id));
    return option;
  });
}

/**
 * Removes a mistaken option. Built children made from it stay until their parent is rebuilt
 * (spec 2.7 rule 4: a change to options takes effect on the next build), which drops them.
 */
export async function deleteOption(
  db: Database,
  variationId: string,
  optionId: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const variation = await lockVariation(tx, variationId);
    const removed = await rowById(optionId, () =>
      tx
        .delete(pcmVariationOptions)
        .where(optionOf(variation, optionId))
        .returning({ id: pcmVariationOptions.id }),
    );
    if (!removed) throw notFound(`Option ${optionId} of variation ${variationId} not found`);
    await tx.update(pcmVariations).set({ updatedAt: now }).where(eq(pcmVariations.id, variation.id));
  });
}
