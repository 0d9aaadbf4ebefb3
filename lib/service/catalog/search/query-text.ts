/**
 * The words of a search query, folded as the index folds them (lowercase, accents removed), and the
 * typo distance used to correct a word the release does not know.
 */

/** Lowercase without diacritics: the JavaScript side of the database's `search_fold`. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .normalize('NFC');

/**
 * The query's words: letters and digits only, so none can carry tsquery syntax; each once (all
 * must match, so a word again adds nothing but work), at most 16.
 */
export const queryWords = (query: string): string[] =>
  [
    ...new Set(
      foldText(query)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, 16);

/**
 * Edits allowed for a word of this length before it counts as another word: none below 4
 * characters, one up to 7 (transposed letters count as one: "tnet" → "tent"), two from 8.
 */
export const allowedTypos = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** The closest of `candidates` within the word's allowed typos (all equally close ones). */
export function closestWords(word: string, candidates: readonly string[]): string[] {
  const limit = allowedTypos(word);
  if (limit === 0) return [];
  let best = limit + 1;
  let found: string[] = [];
  for (const candidate of candidates) {
    const distance = typoDistance(word, candidate, limit);
    if (distance < best) {
      best = distance;
      found = [candidate];
    } else if (distance === best && distance <= limit) found.push(candidate);
  }
  return best <= limit ? found.slice(0, 5) : [];
}
