import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { pcmCatalogHierarchies, pcmHierarchies, pcmNodes } from '../draft-schema';
import { compareBySortOrder } from '../variation-order';

type HierarchyRow = typeof pcmHierarchies.$inferSelect;
type NodeRow = typeof pcmNodes.$inferSelect;

export interface TreeNode {
  node: NodeRow;
  /** From the top-level node down to this node. */
  path: string[];
  childCount: number;
  /** Pre-order position across the catalog: hierarchies in catalog order, siblings by sort_order. */
  seq: number;
}

export interface CatalogTree {
  hierarchies: { hierarchy: HierarchyRow; childCount: number; seq: number }[];
  nodes: Map<string, TreeNode>;
}

const bySortOrder = (a: NodeRow, b: NodeRow) =>
  compareBySortOrder({ sort_order: a.sortOrder, name: a.name }, { sort_order: b.sortOrder, name: b.name }) ||
  (a.id < b.id ? -1 : 1);

/**
 * The hierarchies of a catalog and their nodes, walked from the top so that every node knows its
 * path. A node whose parent is missing or belongs to another hierarchy is not reachable and is
 * left out, which also keeps a cycle from looping.
 */
export async function loadCatalogTree(db: Database, catalogId: string): Promise<CatalogTree> {
  const hierarchyRows = await db
    .select({ hierarchy: pcmHierarchies })
    .from(pcmCatalogHierarchies)
    .innerJoin(pcmHierarchies, eq(pcmHierarchies.id, pcmCatalogHierarchies.hierarchyId))
    .where(eq(pcmCatalogHierarchies.catalogId, catalogId))
    .orderBy(asc(pcmCatalogHierarchies.sortOrder), asc(pcmHierarchies.name), asc(pcmHierarchies.id));
  const hierarchyIds = hierarchyRows.map((row) => row.hierarchy.id);
  const nodeRows = hierarchyIds.length
    ? await db.select().from(pcmNodes).where(inArray(pcmNodes.hierarchyId, hierarchyIds))
    : [];

  const childrenOf = new Map<string, NodeRow[]>();
  for (const node of nodeRows) {
    const key = node.parentId ?? `hierarchy:${node.hierarchyId}`;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), node]);
  }
  for (const list of childrenOf.values()) list.sort(bySortOrder);

  const nodes = new Map<string, TreeNode>();
  let seq = 0;
  const walk = (parentKey: string, hierarchyId: string, path: string[]) => {
    for (const node of childrenOf.get(parentKey) ?? []) {
      if (node.hierarchyId !== hierarchyId || nodes.has(node.id)) continue;
      const nodePath = [...path, node.id];
      const entry: TreeNode = { node, path: nodePath, childCount: 0, seq: seq++ };
      nodes.set(node.id, entry);
      walk(node.id, hierarchyId, nodePath);
      entry.childCount = (childrenOf.get(node.id) ?? []).filter((child) => nodes.has(child.id)).length;
    }
  };
  const hierarchies = hierarchyRows.map(({ hierarchy }, index) => {
    walk(`hierarchy:${hierarchy.id}`, hierarchy.id, []);
    return { hierarchy, childCount: (childrenOf.get(`hierarchy:${hierarchy.id}`) ?? []).length, seq: index };
  });
  return { hierarchies, nodes };
}
