import type { Variation } from '@/lib/commerce/schemas/catalog';

/** What the pickers need of a variation: the contract's and the storefront's view both fit. */
type Picker = Pick<Variation, 'id'> & { options: readonly { id: string }[] };

/**
 * Spec 2.10 `variation_matrix`: option ids nested one variation per level, leaves are child product
 * ids. These helpers read it without assuming which variation comes first.
 */
export type VariationMatrix = { [optionId: string]: VariationMatrix | string };

export interface MatrixLeaf {
  optionIds: string[];
  childId: string;
}

export function matrixLeaves(matrix: unknown, path: string[] = []): MatrixLeaf[] {
  if (!matrix || typeof matrix !== 'object') return [];
  return Object.entries(matrix as Record<string, unknown>).flatMap(([optionId, entry]) =>
    typeof entry === 'string'
      ? [{ optionIds: [...path, optionId], childId: entry }]
      : matrixLeaves(entry, [...path, optionId]),
  );
}

/** The options that lead to a child (its selection on the parent's pickers). */
export function selectionOf(childId: string, leaves: readonly MatrixLeaf[]): string[] {
  return leaves.find((leaf) => leaf.childId === childId)?.optionIds ?? [];
}

/** Variation id → selected option id, for a set of selected option ids. */
export function selectionByVariation(
  variations: readonly Picker[],
  optionIds: readonly string[],
): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const variation of variations) {
    const option = variation.options.find((candidate) => optionIds.includes(candidate.id));
    if (option) chosen[variation.id] = option.id;
  }
  return chosen;
}

/** The child for a full selection, if one was built. */
export function childFor(
  selection: Record<string, string>,
  variations: readonly Picker[],
  leaves: readonly MatrixLeaf[],
): string | undefined {
  const wanted = variations.map((variation) => selection[variation.id]);
  if (wanted.some((id) => !id)) return undefined;
  return leaves.find((leaf) => wanted.every((id) => leaf.optionIds.includes(id!)))?.childId;
}

/**
 * Whether choosing `optionId` for `variationId` can still lead to a child, given what is chosen for
 * the other variations (impossible combinations are shown as such, not hidden).
 */
export function isOptionAvailable(
  variationId: string,
  optionId: string,
  selection: Record<string, string>,
  leaves: readonly MatrixLeaf[],
): boolean {
  const others = Object.entries(selection)
    .filter(([variation]) => variation !== variationId)
    .map(([, option]) => option);
  return leaves.some(
    (leaf) => leaf.optionIds.includes(optionId) && others.every((other) => leaf.optionIds.includes(other)),
  );
}

/**
 * Spec 4.7 rule 3: variations and options in descending sort_order; without one, alphabetical
 * (spec 2.7 rule 1). The service already sends them so; this keeps the storefront right anyway.
 */
export function sortVariations(variations: readonly Variation[]): Variation[] {
  const bySortOrder = <T extends { sort_order?: number | null; name: string }>(a: T, b: T) => {
    const left = a.sort_order ?? null;
    const right = b.sort_order ?? null;
    if (left !== null && right !== null && left !== right) return right - left;
    if (left !== null && right === null) return -1;
    if (left === null && right !== null) return 1;
    return a.name.localeCompare(b.name);
  };
  return [...variations]
    .sort(bySortOrder)
    .map((variation) => ({ ...variation, options: [...variation.options].sort(bySortOrder) }));
}
