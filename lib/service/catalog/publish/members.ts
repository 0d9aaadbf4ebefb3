import { and, eq } from 'drizzle-orm';
import { pcmNodeProducts, pcmProducts } from '../draft-schema';
import { MAX_BREADCRUMB_LEVELS } from '../limits';
import type { ReleaseBreadcrumbs } from '../release-schema';
import { anyUuid } from '../sql-any';
import type { CatalogTree } from './catalog-tree';
import { chunks, type Tx } from './tx';

export interface Member {
  name: string;
  productType: string;
  /** Nodes the product is placed in directly. */
  nodes: Set<string>;
  parentId: string | null;
}

/**
 * Which live products a catalog holds (spec 3.2): those placed in a node of its hierarchies, and
 * the live children of live parents among them.
 */
export async function collectMembers(tx: Tx, tree: CatalogTree): Promise<Map<string, Member>> {
  const members = new Map<string, Member>();
  for (const part of chunks([...tree.nodes.keys()], 1000)) {
    const rows = await tx
      .select({
        nodeId: pcmNodeProducts.nodeId,
        id: pcmProducts.id,
        name: pcmProducts.name,
        productType: pcmProducts.productType,
        parentId: pcmProducts.parentId,
      })
      .from(pcmNodeProducts)
      .innerJoin(pcmProducts, eq(pcmProducts.id, pcmNodeProducts.productId))
      .where(and(anyUuid(pcmNodeProducts.nodeId, part), eq(pcmProducts.status, 'live')));
    for (const row of rows) {
      const member = members.get(row.id) ?? {
        name: row.name,
        productType: row.productType,
        nodes: new Set<string>(),
        parentId: row.parentId,
      };
      member.nodes.add(row.nodeId);
      members.set(row.id, member);
    }
  }
  const parentIds = [...members].filter(([, member]) => member.productType === 'parent').map(([id]) => id);
  for (const part of chunks(parentIds, 1000)) {
    const children = await tx
      .select({ id: pcmProducts.id, name: pcmProducts.name, parentId: pcmProducts.parentId })
      .from(pcmProducts)
      .where(and(anyUuid(pcmProducts.parentId, part), eq(pcmProducts.status, 'live')));
    for (const child of children) {
      if (!members.has(child.id))
        members.set(child.id, {
          name: child.name,
          productType: 'child',
          nodes: new Set(),
          parentId: child.parentId,
        });
    }
  }
  return members;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The stable listing order of a release, fixed at publish: by name, then id. */
export function listingOrder(members: ReadonlyMap<string, Member>): string[] {
  return [...members]
    .sort(([idA, a], [idB, b]) => collator.compare(a.name, b.name) || (idA < idB ? -1 : idA > idB ? 1 : 0))
    .map(([id]) => id);
}

export interface Placement {
  /** The nodes that list the product: its own nodes and their ancestors (a node lists its subtree). */
  nodeIds: string[];
  hierarchyIds: string[];
  breadcrumbs: ReleaseBreadcrumbs;
}

/**
 * Where a product shows. Children are not listed under their parent's nodes (a category page
 * shows the parent) but carry the parent's breadcrumbs, so a child's page can show its trail.
 * Breadcrumbs keep the 10 nearest levels (spec §8), top-level node first.
 */
export function placementOf(id: string, members: ReadonlyMap<string, Member>, tree: CatalogTree): Placement {
  const member = members.get(id)!;
  const crumbNodes =
    member.nodes.size > 0 || !member.parentId
      ? member.nodes
      : (members.get(member.parentId)?.nodes ?? new Set<string>());
  const nodeIds = [...new Set([...member.nodes].flatMap((nodeId) => tree.nodes.get(nodeId)?.path ?? []))];
  const hierarchyIds = [...new Set(nodeIds.map((nodeId) => tree.nodes.get(nodeId)!.node.hierarchyId))];
  const breadcrumbs: ReleaseBreadcrumbs = {};
  for (const nodeId of crumbNodes) {
    const entry = tree.nodes.get(nodeId);
    if (entry)
      (breadcrumbs[entry.node.hierarchyId] ??= {})[nodeId] = entry.path.slice(-MAX_BREADCRUMB_LEVELS);
  }
  return { nodeIds, hierarchyIds, breadcrumbs };
}

/** Live children per parent, in listing order. */
export function childrenByParent(ordered: readonly string[], members: ReadonlyMap<string, Member>) {
  const children = new Map<string, string[]>();
  for (const id of ordered) {
    const parentId = members.get(id)?.parentId;
    if (parentId) children.set(parentId, [...(children.get(parentId) ?? []), id]);
  }
  return children;
}
