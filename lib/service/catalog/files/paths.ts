/**
 * Product files and images are served below `{base_url}` at this public path, like a CDN: no
 * token, long cache lifetimes (task brief: no internet, so images are generated locally).
 */
export const FILES_PATH = '/files';

/** A file name's extension as an address may carry it: letters and digits only, else none. */
const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;

/**
 * A file's public path: its id and the extension of its name (`/files/<id>.svg`), as the vendor's
 * file links end. A storefront that picks how to show an image by its address (Next's image
 * component draws an `.svg` as it is, without its optimizer) reads it as it reads the vendor's.
 */
export function filePath(id: string, fileName: string): string {
  const extension = EXTENSION.exec(fileName)?.[1]?.toLowerCase();
  return `${FILES_PATH}/${id}${extension ? `.${extension}` : ''}`;
}

/** The file id of a public path's last segment: the id itself, or the id and an extension. */
export const fileIdOf = (segment: string): string => segment.replace(EXTENSION, '');
