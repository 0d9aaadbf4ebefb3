import type { FileResource } from '@/lib/commerce/schemas/catalog';
import type { FileSnapshot } from '../release-document';
import { fileHref } from './links';

/**
 * A file as the catalog answers it: the spec's `attributes` (name, type, size, `href`), and beside
 * them the vendor's shape — `file_name`, `mime_type`, `link.href`, `meta.dimensions` at the top —
 * which its SDKs and storefront read (`extractProductImage`).
 */
export function fileView(file: FileSnapshot, type: FileResource['type'], baseUrl: string): FileResource {
  const href = fileHref(baseUrl, file.id, file.file_name);
  const dimensions = file.width !== null &&
    file.height !== null && { width: file.width, height: file.height };
  return {
    id: file.id,
    type,
    attributes: {
      file_name: file.file_name,
      mime_type: file.mime_type,
      file_size: file.file_size,
      href,
      ...(file.width !== null && { width: file.width }),
      ...(file.height !== null && { height: file.height }),
    },
    file_name: file.file_name,
    mime_type: file.mime_type,
    file_size: file.file_size,
    public: true,
    link: { href },
    links: { self: `${baseUrl}/v2/files/${file.id}` },
    meta: { ...(dimensions && { dimensions }), timestamps: { created_at: file.created_at } },
  };
}
