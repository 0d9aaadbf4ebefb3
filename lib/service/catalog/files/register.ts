import type { Database } from '../../storage/database';
import { pcmFiles } from '../draft-schema';
import { productImageSvg } from './generate';
import { FILES_PATH } from './paths';

/**
 * Stores a generated image under the public files path, for other areas' demo data (offering
 * products of subscriptions). Returns its path below `{base_url}`; an answer prefixes the origin.
 */
export async function registerGeneratedImage(
  db: Database,
  image: { id: string; title: string; label?: string },
): Promise<string> {
  const svg = productImageSvg(image.title, { label: image.label });
  const row = {
    fileName: `${image.id}.svg`,
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
