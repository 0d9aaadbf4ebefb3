/** Units that end an attribute key (`weight_g`), shown after the words in brackets. */
const UNITS = new Set(['g', 'kg', 'mg', 'mm', 'cm', 'm', 'km', 'ml', 'l', 'oz', 'lb', 'in', 'w', 'v', 'mah']);
const UNIT_TEXT: Record<string, string> = { l: 'L', w: 'W', v: 'V', mah: 'mAh' };

/**
 * A template attribute's key as words for a specification table: `weight_g` → "Weight (g)",
 * `care-instructions` → "Care instructions".
 */
export function specLabel(key: string): string {
  const words = key.split(/[_\s-]+/).filter(Boolean);
  const last = words.at(-1)?.toLowerCase();
  const unit = words.length > 1 && last && UNITS.has(last) ? (UNIT_TEXT[last] ?? last) : undefined;
  const text = (unit ? words.slice(0, -1) : words).join(' ').toLowerCase();
  const sentence = text.replace(/^\w/, (letter) => letter.toUpperCase());
  return unit ? `${sentence} (${unit})` : sentence;
}
