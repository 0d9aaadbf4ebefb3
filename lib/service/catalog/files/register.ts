import type { Database } from '../../storage/database';
import { pcmFiles } from '../draft-schema';
import { drawProduct, type ArtKindName } from './art/render';
import { FILES_PATH } from './paths';

/**
 * Stores a drawn picture (files/art, as the demo catalog's) under the public files path, for
 * other areas' demo data (offering products of subscriptions). Returns its path below
 * `{base_url}`; an answer prefixes the origin.
 */
export async function registerGeneratedImage(
  db: Database,
  image: { id: string; kind: ArtKindName; colour: string },
): Promise<string> {
  const svg = drawProduct(image.kind, image.colour, 'front');
  const row = {
    fileName: `${image.id}-front.svg`,
    mimeType: 'image/svg+xml',
    fileSize: Buffer.byteLength(svg.content),
    width: svg.width,
    height: svg.height,
    content: svg.content,
  };
  await db
    .insert(pcmFiles)
    .values({ id: image.id, ...row })
    .onConflictDoUpdate({ target: pcmFiles.id, set: row });
  return `${FILES_PATH}/${image.id}`;
}
