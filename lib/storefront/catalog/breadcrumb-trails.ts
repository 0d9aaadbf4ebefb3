import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';

/**
 * Spec 2.10: `meta.bread_crumbs` maps a node the product sits in to the ids of its parents (up to
 * 10 levels). The node ids of a page, collected here, are resolved to names in one request.
 */
export function breadcrumbNodeIds(products: readonly CatalogProduct[]): string[] {
  const ids = new Set<string>();
  for (const product of products) {
    for (const [nodeId, parents] of Object.entries(product.meta?.bread_crumbs ?? {})) {
      ids.add(nodeId);
      parents.forEach((id) => ids.add(id));
    }
    product.meta?.bread_crumb_nodes?.forEach((id) => ids.add(id));
  }
  return [...ids];
}

/** The product's first trail, root first, as names; ids without a known name are left out. */
export function breadcrumbTrail(product: CatalogProduct, names: ReadonlyMap<string, string>): string[] {
  const entry = Object.entries(product.meta?.bread_crumbs ?? {})[0];
  if (!entry) return [];
  const [nodeId, parents] = entry;
  const path = parents.includes(nodeId) ? parents : [...parents, nodeId];
  return path.flatMap((id) => {
    const name = names.get(id);
    return name ? [name] : [];
  });
}
