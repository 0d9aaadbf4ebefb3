/**
 * What shoppers read for a variation option. Spec 2.7: an option's name is a slug (no spaces), so
 * `Narrow-fit` or `extra_large` would show as typed; its description, when the merchandiser gave
 * one, is the shopper's wording. Otherwise the name is made readable: separators become spaces and
 * the first letter is capitalised, the rest left alone (`XL` stays `XL`).
 */
export function optionLabel(option: { name: string; description?: string | null }): string {
  const description = option.description?.trim();
  if (description) return description;
  const spaced = option.name.replace(/[-_.]+/g, ' ').trim();
  if (!spaced) return option.name;
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
