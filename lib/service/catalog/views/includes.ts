import type { CatalogProduct, FileResource } from '@/lib/commerce/schemas/catalog';
import type { Database } from '../../storage/database';
import type { IncludeName } from '../listing/query-params';
import { findReleaseProducts, type ReleaseProductRow } from '../listing/product-store';
import { fileView } from './file-view';
import { productView, type ViewContext } from './product-view';

export interface Included {
  component_products?: CatalogProduct[];
  main_images?: FileResource[];
  files?: FileResource[];
}

const unique = <T extends { id: string }>(items: T[]) => [
  ...new Map(items.map((item) => [item.id, item])).values(),
];

/**
 * Spec 4.7 rule 4: `include` adds the component products of bundles (from the same release, so
 * only live ones), the main images and the files of the listed products.
 */
export async function includedFor(
  db: Database,
  input: {
    releaseId: string;
    rows: readonly ReleaseProductRow[];
    include: ReadonlySet<IncludeName>;
    context: ViewContext;
    baseUrl: string;
  },
): Promise<Included | undefined> {
  if (input.include.size === 0) return undefined;
  const included: Included = {};
  if (input.include.has('component_products')) {
    const refs = input.rows.flatMap((row) => row.document.relationships.component_products?.data ?? []);
    const ids = [...new Set(refs.map((ref) => ref.id))];
    const components = await findReleaseProducts(db, input.releaseId, ids);
    included.component_products = components.map((row) => productView(row, input.context));
  }
  if (input.include.has('main_image')) {
    const images = input.rows.flatMap((row) =>
      row.document.internal.main_image ? [row.document.internal.main_image] : [],
    );
    included.main_images = unique(images.map((image) => fileView(image, 'main_image', input.baseUrl)));
  }
  if (input.include.has('files')) {
    const files = input.rows.flatMap((row) => row.document.internal.files);
    included.files = unique(files.map((file) => fileView(file, 'file', input.baseUrl)));
  }
  return included;
}
