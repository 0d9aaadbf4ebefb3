import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import type { Tx } from './publish/tx';
import { conflict, notFound, unprocessable } from '../http/errors';
import {
  pcmProductVariations,
  pcmProducts,
  pcmVariationOptions,
  pcmVariations,
  type BuiltVariation,
  type Translations,
  type VariationMatrix,
} from './draft-schema';
import { nameUuid } from './name-uuid';
import { compareBySortOrder } from './variation-order';

/** Children are every combination of one option per variation; keep that number sane. */
export const MAX_CHILDREN = 1000;

export interface BuildResult {
  parentId: string;
  childIds: string[];
  removedIds: string[];
}

/** A child's id depends only on its parent and options, so a rebuild keeps the same ids. */
export const childProductId = (parentId: string, optionIds: readonly string[]) =>
  nameUuid(`child:${parentId}:${[...optionIds].sort().join(',')}`);

type VariationOption = BuiltVariation['options'][number];

function combinations(variations: readonly BuiltVariation[]): VariationOption[][] {
  return variations.reduce<VariationOption[][]>(
    (combos, variation) => combos.flatMap((combo) => variation.options.map((option) => [...combo, option])),
    [[]],
  );
}

function matrixOf(
  parentId: string,
  variations: readonly BuiltVariation[],
  path: readonly string[] = [],
): VariationMatrix {
  const [first, ...rest] = variations;
  const matrix: VariationMatrix = {};
  for (const option of first?.options ?? []) {
    const ids = [...path, option.id];
    matrix[option.id] = rest.length === 0 ? childProductId(parentId, ids) : matrixOf(parentId, rest, ids);
  }
  return matrix;
}

/**
 * A parent's variations that have options, each with its options, in display order, and each
 * option's price modifiers: what a build makes children of (and what a merchandiser's product
 * compares its last build with).
 */
export async function parentVariations(db: Database | Tx, parentId: string) {
  const variationRows = await db
    .select({ id: pcmVariations.id, name: pcmVariations.name, sortOrder: pcmVariations.sortOrder })
    .from(pcmProductVariations)
    .innerJoin(pcmVariations, eq(pcmVariations.id, pcmProductVariations.variationId))
    .where(eq(pcmProductVariations.productId, parentId));
  const variationIds = variationRows.map((variation) => variation.id);
  const optionRows = variationIds.length
    ? await db
        .select()
        .from(pcmVariationOptions)
        .where(inArray(pcmVariationOptions.variationId, variationIds))
        .orderBy(asc(pcmVariationOptions.id))
    : [];

  const modifiersByOption = new Map(optionRows.map((option) => [option.id, option.priceModifiers]));
  const variations: BuiltVariation[] = variationRows
    .map((variation) => ({
      id: variation.id,
      name: variation.name,
      sort_order: variation.sortOrder,
      options: optionRows
        .filter((option) => option.variationId === variation.id)
        .map((option) => ({
          id: option.id,
          name: option.name,
          sort_order: option.sortOrder,
          description: option.description,
        }))
        .sort(compareBySortOrder),
    }))
    .filter((variation) => variation.options.length > 0)
    .sort(compareBySortOrder);
  return { variations, modifiersByOption };
}

/**
 * Builds (or rebuilds) the child products of a parent from its variations: one child per
 * combination of options, named, SKU'd and slugged after the option names (spec 2.7: option names
 * are part of child slugs). The parent keeps the variations in display order and the matrix as of
 * this build, which is what a release shows (spec 2.7 rule 4: sort orders take effect only after a
 * rebuild). Existing children keep their status and prices; children whose combination is gone
 * are deleted.
 */
export async function buildChildProducts(
  db: Database,
  parentId: string,
  now: Date = new Date(),
): Promise<BuildResult> {
  return db.transaction(async (tx) => {
    const [parent] = await tx.select().from(pcmProducts).where(eq(pcmProducts.id, parentId)).for('update');
    if (!parent) throw notFound(`Product ${parentId} not found`);
    if (parent.productType !== 'parent')
      throw unprocessable(
        `Product ${parentId} is a ${parent.productType} product; only parent products have children`,
      );

    const { variations, modifiersByOption } = await parentVariations(tx, parentId);

    const combos = variations.length ? combinations(variations) : [];
    if (combos.length > MAX_CHILDREN)
      throw unprocessable(
        `The variations of product ${parentId} make ${combos.length} children; at most ${MAX_CHILDREN} are built`,
      );

    const children = combos.map((options) => {
      const optionIds = options.map((option) => option.id);
      const id = childProductId(parentId, optionIds);
      const names = options.map((option) => option.name);
      const translations: Translations = Object.fromEntries(
        Object.entries(parent.translations).map(([locale, text]) => [
          locale,
          { ...text, ...(text.name && { name: `${text.name} (${names.join(', ')})` }) },
        ]),
      );
      return {
        id,
        productType: 'child' as const,
        parentId,
        sku: `${parent.sku}-${names.join('-')}`,
        slug: `${parent.slug}-${names.join('-')}`,
        name: `${parent.name} (${names.join(', ')})`,
        description: parent.description,
        status: parent.status,
        commodityType: parent.commodityType,
        upcEan: null,
        mpn: parent.mpn ? `${parent.mpn}-${names.join('-')}` : null,
        externalRef: null,
        tags: parent.tags,
        priceModifiers: [...new Set(options.flatMap((option) => modifiersByOption.get(option.id) ?? []))],
        components: null,
        customInputs: parent.customInputs,
        extensions: parent.extensions,
        translations,
        manageStock: parent.manageStock,
        curated: false,
        mainImageId: parent.mainImageId,
        childOptionIds: optionIds,
        createdAt: now,
        updatedAt: now,
      };
    });

    const childIds = children.map((child) => child.id);
    if (children.length) {
      // A SKU or slug of another product (not one of this parent's children) blocks the build.
      const skus = children.map((child) => child.sku);
      const slugs = children.map((child) => child.slug);
      const notOurs = or(isNull(pcmProducts.parentId), ne(pcmProducts.parentId, parentId));
      const taken = await tx
        .select({ id: pcmProducts.id, sku: pcmProducts.sku, slug: pcmProducts.slug })
        .from(pcmProducts)
        .where(and(or(inArray(pcmProducts.sku, skus), inArray(pcmProducts.slug, slugs)), notOurs))
        .limit(1);
      if (taken[0])
        throw conflict(
          `Product ${taken[0].id} already uses the SKU or slug of a child to build (${taken[0].sku})`,
        );
    }
    const stale = await tx
      .delete(pcmProducts)
      .where(
        and(
          eq(pcmProducts.parentId, parentId),
          childIds.length ? notInArray(pcmProducts.id, childIds) : undefined,
        ),
      )
      .returning({ id: pcmProducts.id });
    for (const child of children) {
      // A child built before keeps its own status, picture (its colour's) and creation time, as its
      // row has them at this write: an edit made during the build is not undone.
      const { id: _id, createdAt: _createdAt, status: _status, mainImageId: _image, ...changes } = child;
      await tx
        .insert(pcmProducts)
        .values(child)
        .onConflictDoUpdate({
          target: pcmProducts.id,
          set: { ...changes, mainImageId: sql`coalesce(${pcmProducts.mainImageId}, excluded.main_image_id)` },
        });
    }
    await tx
      .update(pcmProducts)
      .set({
        builtVariations: variations,
        builtMatrix: matrixOf(parentId, variations),
        builtAt: now,
        updatedAt: now,
      })
      .where(eq(pcmProducts.id, parentId));
    return { parentId, childIds, removedIds: stale.map((row) => row.id) };
  });
}
