import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { buildFile } from '@/lib/platform/build-files';
import type { Database } from '../storage/database';
import { pcmFiles } from '../catalog/draft-schema';
import { FILES_PATH } from '../catalog/files/paths';
import manifestJson from './pictures/manifest.json';

/**
 * The demo's pictures are SVG files in lib/service/demo/pictures, drawn once by
 * scripts/demo/draw-pictures.ts and committed; the service reads them when it seeds, and never
 * draws. They are found in the repository or the standalone build (where next.config.mjs traces them
 * in; lib/platform/build-files.ts).
 */
const PICTURES_DIR = path.join('lib', 'service', 'demo', 'pictures');

const pictureFile = z.strictObject({
  id: z.uuid(),
  fileName: z.string().regex(/^[a-z0-9-]+\.svg$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const pictureManifest = z.strictObject({
  /** The pictures of one product, or of one colour of a parent; the first is the main image. */
  catalog: z.array(
    z.strictObject({
      productKey: z.string(),
      /** The Colour option these pictures show, for a parent's colours after the first. */
      colourOption: z.uuid().optional(),
      pictures: z.array(pictureFile).min(1),
    }),
  ),
  /** One picture per offering product of the subscriptions, under the product's id. */
  offerings: z.array(pictureFile),
});

export type PictureManifest = z.infer<typeof pictureManifest>;
type PictureFile = z.infer<typeof pictureFile>;

export interface Picture {
  id: string;
  /** `{product}-{view}.svg` or `{product}-{colour}-{view}.svg`: the storefront reads the view from it. */
  fileName: string;
  image: { content: string; width: number; height: number };
}

export interface PictureSet {
  productKey: string;
  colourOption?: string;
  pictures: Picture[];
}

let manifest: PictureManifest | undefined;
const demoManifest = () => (manifest ??= pictureManifest.parse(manifestJson));

const readPicture = (file: PictureFile): Picture => ({
  id: file.id,
  fileName: file.fileName,
  image: {
    content: readFileSync(buildFile(PICTURES_DIR, file.fileName), 'utf8'),
    width: file.width,
    height: file.height,
  },
});

/** Every picture of the demo catalog, with its content, in the manifest's order. */
export function demoPictureSets(): PictureSet[] {
  return demoManifest().catalog.map((set) => ({ ...set, pictures: set.pictures.map(readPicture) }));
}

/**
 * Stores the picture of a demo offering product under the public files path, with the product's
 * id. Returns its path below `{base_url}`; an answer prefixes the origin.
 */
export async function registerOfferingPicture(db: Database, productId: string): Promise<string> {
  const file = demoManifest().offerings.find((candidate) => candidate.id === productId);
  if (!file) throw new Error(`No picture for offering product ${productId}`);
  const { image, fileName } = readPicture(file);
  const row = {
    fileName,
    mimeType: 'image/svg+xml',
    fileSize: Buffer.byteLength(image.content),
    width: image.width,
    height: image.height,
    content: image.content,
  };
  await db
    .insert(pcmFiles)
    .values({ id: file.id, ...row })
    .onConflictDoUpdate({ target: pcmFiles.id, set: row });
  return `${FILES_PATH}/${file.id}`;
}
