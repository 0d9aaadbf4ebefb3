import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { optionWords, variationName } from './store-content';
import { sortVariations } from './variations';

/** A colour option as a listing card shows it: a dot of that colour, named for screen readers. */
export interface SwatchView {
  name: string;
  /** A CSS colour when the option's name or description names one this store knows. */
  colour?: string;
}

/** What a parent's card says of its options: colour swatches, and a count of each other choice. */
export interface OptionSummaryView {
  swatches: SwatchView[];
  /**
   * "4 sizes", "2 widths": one entry per variation that is not a colour, with the variation's name
   * (the catalog's word) for one and for several; `Catalog.optionCount` words it.
   */
  counts: OptionCount[];
}

export interface OptionCount {
  count: number;
  one: string;
  other: string;
}

/** Colours the catalog's options are named by; an unknown one is shown by name only. */
const COLOURS: Record<string, string> = {
  black: '#1c1917',
  white: '#ffffff',
  grey: '#9ca3af',
  gray: '#9ca3af',
  charcoal: '#374151',
  navy: '#1e3a8a',
  blue: '#2563eb',
  red: '#b91c1c',
  green: '#15803d',
  forest: '#14532d',
  olive: '#4d5d23',
  brown: '#78350f',
  tan: '#d2b48c',
  sand: '#e7d3a8',
  beige: '#e8dcc4',
  cream: '#f5f0e1',
  yellow: '#facc15',
  orange: '#ea580c',
  pink: '#f9a8d4',
  purple: '#7e22ce',
};

function colourOf(...names: (string | undefined)[]): string | undefined {
  for (const name of names) {
    for (const word of (name ?? '').toLowerCase().split(/[^a-z]+/)) {
      // Own keys only: an option named `constructor` is no colour.
      if (Object.hasOwn(COLOURS, word)) return COLOURS[word];
    }
  }
  return undefined;
}

const isColour = (name: string) => /^colou?rs?$/i.test(name.trim());

function optionCount(count: number, name: string): OptionCount {
  const word = name.trim().toLowerCase();
  return { count, one: word, other: word.endsWith('s') ? word : `${word}s` };
}

/**
 * A parent's options for its card, in the catalog's order of variations; none for other products.
 * Colours and counts are named in `locale`'s language where the store's words have a translation
 * (store-content.ts); a swatch's colour is still found from the store's own names.
 */
export function optionSummary(product: CatalogProduct, locale = 'en'): OptionSummaryView | undefined {
  const variations = sortVariations(product.meta?.variations ?? []);
  if (variations.length === 0) return undefined;
  const swatches: SwatchView[] = [];
  const counts: OptionCount[] = [];
  for (const variation of variations) {
    if (isColour(variation.name)) {
      swatches.push(
        ...variation.options.map((option) => ({
          name: optionWords(option.name, locale) ?? option.name,
          colour: colourOf(option.name, option.description),
        })),
      );
    } else {
      counts.push(optionCount(variation.options.length, variationName(variation.name, locale)));
    }
  }
  return { swatches, counts };
}
