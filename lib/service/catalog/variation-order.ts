/**
 * Spec 2.7 sort_order rules 1–2 and spec 4.7 rule 3: the highest sort_order first, entries
 * without one after those, alphabetically by name within equal orders (so the default, with no
 * sort orders at all, is alphabetical).
 */
export function compareBySortOrder(
  a: { sort_order: number | null; name: string },
  b: { sort_order: number | null; name: string },
): number {
  if (a.sort_order !== b.sort_order) {
    if (a.sort_order === null) return 1;
    if (b.sort_order === null) return -1;
    return b.sort_order - a.sort_order;
  }
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
