import type { BuiltVariation } from '../catalog/draft-schema';

type Fields = { id: string; name: string; sort_order: number | null; description?: string };

/** What a build takes from each variation or option, by id, as one comparable value. */
const fieldsById = (entries: readonly Fields[]) =>
  new Map(
    entries.map((entry) => [
      entry.id,
      JSON.stringify([entry.name, entry.sort_order, entry.description ?? '']),
    ]),
  );

const sameFields = (a: Map<string, string>, b: Map<string, string>) =>
  a.size === b.size && [...a].every(([id, fields]) => b.get(id) === fields);

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
