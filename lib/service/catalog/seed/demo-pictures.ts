import { demoId } from '../demo-ids';
import { drawProduct, viewsOf, type ArtImage } from '../files/art/render';
import { DEMO_ART, OPTION_COLOURS } from './demo-art';
import { BUNDLES, PARENTS, PRODUCTS } from './demo-data';

export interface Picture {
  id: string;
  /** `{product}-{view}.svg` or `{product}-{colour}-{view}.svg`: the storefront reads the view from it. */
  fileName: string;
  image: ArtImage;
}

/** The pictures of one product, or of one colour of a parent; the first is the main image. */
export interface PictureSet {
  productKey: string;
  /** The Colour option these pictures show, for a parent's colours after the first. */
  colourOption?: string;
  pictures: Picture[];
}

let cached: PictureSet[] | undefined;

/**
 * Every demo picture, drawn the same way each time (fixed ids, same bytes). A product's main
 * image keeps the id `{key}:main`; its other views are `{key}:{view}`; a colour's are
 * `{key}:{colour}:{view}`.
 */
export function demoPictureSets(): PictureSet[] {
  if (cached) return cached;
  const sets: PictureSet[] = [];
  for (const product of [...PRODUCTS, ...PARENTS, ...BUNDLES]) {
    const art = DEMO_ART[product.key];
    if (!art) throw new Error(`No drawing for demo product ${product.key}`);
    sets.push({
      productKey: product.key,
      pictures: viewsOf(art.kind).map((view) => ({
        id: demoId.file(view === 'front' ? `${product.key}:main` : `${product.key}:${view}`),
        fileName: `${product.key}-${view}.svg`,
        image: drawProduct(art.kind, art.colour, view),
      })),
    });
  }
  for (const parent of PARENTS) {
    const art = DEMO_ART[parent.key]!;
    const colours = parent.variations.find((variation) => variation.name === 'Colour');
    if (!colours) continue;
    // The first colour is drawn as the parent itself; the others get pictures of their own.
    colours.options.forEach((option, index) => {
      const colour = OPTION_COLOURS[option.name];
      if (!colour) throw new Error(`No colour for option ${option.name}`);
      if (index === 0) {
        const own = sets.find((set) => set.productKey === parent.key)!;
        own.pictures = viewsOf(art.kind).map((view, viewIndex) => ({
          ...own.pictures[viewIndex]!,
          image: drawProduct(art.kind, colour, view),
        }));
        return;
      }
      const slug = option.name.toLowerCase();
      sets.push({
        productKey: parent.key,
        colourOption: demoId.option(colours.key, option.name),
        pictures: viewsOf(art.kind).map((view) => ({
          id: demoId.file(`${parent.key}:${slug}:${view}`),
          fileName: `${parent.key}-${slug}-${view}.svg`,
          image: drawProduct(art.kind, colour, view),
        })),
      });
    });
  }
  cached = sets;
  return sets;
}
