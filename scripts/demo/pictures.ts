import { demoId } from '../../lib/service/demo/catalog/ids';
import { BUNDLES, PARENTS, PRODUCTS } from '../../lib/service/demo/catalog/data';
import { DEMO_OFFERING_SEEDS } from '../../lib/service/demo/subscriptions';
import type { PictureManifest } from '../../lib/service/demo/picture-files';
import { drawProduct, viewsOf } from './art/render';
import { DEMO_ART, OFFERING_PRODUCT_ART, OPTION_COLOURS } from './product-art';

/** Where the service reads the demo's pictures (lib/service/demo/picture-files.ts). */
export const PICTURES_DIR = 'lib/service/demo/pictures';
export const MANIFEST = 'manifest.json';

/**
 * Every demo picture, drawn the same way each time (fixed ids, same bytes), by file name, and the
 * manifest that tells the seeder which product shows which. A product's main image keeps the id
 * `{key}:main`; its other views are `{key}:{view}`; a colour's are `{key}:{colour}:{view}`. Each
 * offering product of the subscriptions shows one picture, under the product's own id.
 */
export function drawDemoPictures(): Map<string, string> {
  const files = new Map<string, string>();
  const manifest: PictureManifest = { catalog: [], offerings: [] };
  const draw = (fileName: string, ...args: Parameters<typeof drawProduct>) => {
    const image = drawProduct(...args);
    files.set(fileName, image.content);
    return { fileName, width: image.width, height: image.height };
  };
  for (const product of [...PRODUCTS, ...PARENTS, ...BUNDLES]) {
    const art = DEMO_ART[product.key];
    if (!art) throw new Error(`No drawing for demo product ${product.key}`);
    // A parent with a Colour variation is drawn in its first colour.
    const parent = PARENTS.find((candidate) => candidate.key === product.key);
    const first = parent?.variations.find((variation) => variation.name === 'Colour')?.options[0];
    const colour = first ? OPTION_COLOURS[first.name] : art.colour;
    if (!colour) throw new Error(`No colour for option ${first?.name}`);
    manifest.catalog.push({
      productKey: product.key,
      pictures: viewsOf(art.kind).map((view) => ({
        id: demoId.file(view === 'front' ? `${product.key}:main` : `${product.key}:${view}`),
        ...draw(`${product.key}-${view}.svg`, art.kind, colour, view),
      })),
    });
  }
  for (const parent of PARENTS) {
    const art = DEMO_ART[parent.key]!;
    const colours = parent.variations.find((variation) => variation.name === 'Colour');
    // The first colour is drawn as the parent itself; the others get pictures of their own.
    for (const option of colours?.options.slice(1) ?? []) {
      const colour = OPTION_COLOURS[option.name];
      if (!colour) throw new Error(`No colour for option ${option.name}`);
      const slug = option.name.toLowerCase();
      manifest.catalog.push({
        productKey: parent.key,
        colourOption: demoId.option(colours!.key, option.name),
        pictures: viewsOf(art.kind).map((view) => ({
          id: demoId.file(`${parent.key}:${slug}:${view}`),
          ...draw(`${parent.key}-${slug}-${view}.svg`, art.kind, colour, view),
        })),
      });
    }
  }
  for (const product of DEMO_OFFERING_SEEDS.flatMap((offering) => offering.products)) {
    const art = OFFERING_PRODUCT_ART[product.sku ?? ''];
    if (!art || !product.id) throw new Error(`No drawing for offering product ${product.sku}`);
    manifest.offerings.push({
      id: product.id,
      ...draw(`${product.id}-front.svg`, art.kind, art.colour, 'front'),
    });
  }
  files.set(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  return files;
}
