/**
 * Whether a parsed JSON value nests deeper than `limit` arrays and objects. Iterative, and it stops
 * at the first place past the limit: a 2MB body may nest a million levels deep, which a recursion
 * (JSON.stringify included) would not survive.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    if (typeof place.value !== 'object' || place.value === null) continue;
    const depth = place.depth + 1;
    if (depth > limit) return true;
    for (const item of Object.values(place.value)) pending.push({ value: item, depth });
  }
  return false;
}

/** The UTF-8 length of a value written as JSON (nest it no deeper than a few dozen levels first). */
export const jsonByteLength = (value: unknown): number =>
  new TextEncoder().encode(JSON.stringify(value)).length;
