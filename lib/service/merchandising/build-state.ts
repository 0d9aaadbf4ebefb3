import type { BuiltVariation } from '../catalog/draft-schema';

type Fields = { name: string; sort_order: number | null; description?: string };

function fieldsById<T extends { id: string } & Fields>(entries: readonly T[]): Map<string, Fields> {
  return new Map(
    entries.map((entry) => [
      entry.id,
      { name: entry.name, sort_order: entry.sort_order, description: entry.description },
    ]),
  );
}

function sameFields(a: ReadonlyMap<string, Fields>, b: ReadonlyMap<string, Fields>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, left] of a) {
    const right = b.get(id);
    if (
      !right ||
      right.name !== left.name ||
      right.sort_order !== left.sort_order ||
      (right.description ?? '') !== (left.description ?? '')
    )
      return false;
  }
  return true;
}

/**
 * Spec 2.7 rule 4: variation and option changes reach a parent's children (and their display order)
 * only when it is rebuilt. True when the parent's variations and options differ from what its last
 * build used: one added or removed, renamed, re-described or re-ordered. Display order follows from
 * the sort orders and names, so comparing those by id is enough.
 */
export function isBuildOutdated(
  built: readonly BuiltVariation[] | null,
  current: readonly BuiltVariation[],
): boolean {
  const last = built ?? [];
  if (!sameFields(fieldsById(last), fieldsById(current))) return true;
  const lastById = new Map(last.map((variation) => [variation.id, variation]));
  return current.some(
    (variation) =>
      !sameFields(fieldsById(lastById.get(variation.id)?.options ?? []), fieldsById(variation.options)),
  );
}
