import type { HierarchyNode } from '@/lib/commerce/schemas/catalog';
import type { HierarchyRow, NodeRow } from '../listing/tree-store';
import { localize } from '../language';

export interface TreeViewContext {
  /** Absolute base of this catalog's read paths: `{base_url}/catalog` or a release's `/pcm/…/releases/{id}`. */
  linkBase: string;
  languages: readonly string[];
  catalogId: string;
  releaseId: string;
}

/** A hierarchy's or node's attributes, in the negotiated language. */
const attributesOf = (
  row: HierarchyRow | NodeRow,
  text: { name: string; description?: string },
): HierarchyNode['attributes'] => ({
  name: text.name,
  description: text.description,
  slug: row.slug,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export function hierarchyView(
  row: HierarchyRow,
  productCount: number,
  context: TreeViewContext,
): HierarchyNode {
  const text = localize(row, row.translations, context.languages);
  const self = `${context.linkBase}/hierarchies/${row.hierarchyId}`;
  return {
    id: row.hierarchyId,
    type: 'hierarchy',
    attributes: attributesOf(row, text),
    relationships: {
      children: { links: { related: `${self}/children` } },
      nodes: { links: { related: `${self}/nodes` } },
      products: { links: { related: `${self}/products` } },
    },
    meta: {
      has_children: row.childCount > 0,
      language: text.language,
      catalog_id: context.catalogId,
      release_id: context.releaseId,
      product_count: productCount,
    },
  };
}

/**
 * A node with its breadcrumb (the path from its top-level node down to itself, named in the
 * negotiated language) and the links to its children and products.
 */
export function nodeView(
  row: NodeRow,
  pathNodes: ReadonlyMap<string, NodeRow>,
  productCount: number,
  context: TreeViewContext,
): HierarchyNode {
  const text = localize(row, row.translations, context.languages);
  const self = `${context.linkBase}/nodes/${row.nodeId}`;
  const trail = row.path.flatMap((id) => {
    const node = id === row.nodeId ? row : pathNodes.get(id);
    return node
      ? [{ id, name: localize(node, node.translations, context.languages).name, slug: node.slug }]
      : [];
  });
  return {
    id: row.nodeId,
    type: 'node',
    attributes: attributesOf(row, text),
    // As the vendor's catalog answers a node: its hierarchy always, its parent only below the top.
    relationships: {
      hierarchy: {
        data: { id: row.hierarchyId, type: 'hierarchy' },
        links: { related: `${context.linkBase}/hierarchies/${row.hierarchyId}` },
      },
      ...(row.parentId && {
        parent: {
          data: { id: row.parentId, type: 'node' },
          links: { related: `${context.linkBase}/nodes/${row.parentId}` },
        },
      }),
      children: { links: { related: `${self}/relationships/children` } },
      products: { links: { related: `${self}/relationships/products` } },
    },
    meta: {
      // The vendor's `breadcrumbs` (with slugs), and this service's `breadcrumb`, which the spec's
      // storefront reads: both the path from the top-level node down to this one.
      breadcrumbs: trail,
      breadcrumb: trail.map(({ id, name }) => ({ id, name })),
      has_children: row.childCount > 0,
      hierarchy_id: row.hierarchyId,
      language: text.language,
      catalog_id: context.catalogId,
      release_id: context.releaseId,
      product_count: productCount,
    },
  };
}
