import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { isUuid } from '../ids';
import { anyUuid } from '../sql-any';
import { releaseCounts, releaseHierarchies, releaseNodes } from '../release-schema';
import type { Page } from '../../http/paging';
import { pageOf } from '../../sql/page';
import { rowById } from '../../sql/row-by-id';

export type HierarchyRow = typeof releaseHierarchies.$inferSelect;
export type NodeRow = typeof releaseNodes.$inferSelect;

const h = releaseHierarchies;
const n = releaseNodes;

export const findHierarchy = (db: Database, releaseId: string, hierarchyId: string) =>
  rowById(hierarchyId, () =>
    db
      .select()
      .from(h)
      .where(and(eq(h.releaseId, releaseId), eq(h.hierarchyId, hierarchyId))),
  );

/** The ids of a release's hierarchies, in catalog order (the vendor's release `attributes.hierarchies`). */
export async function releaseHierarchyRefs(db: Database, releaseId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: releaseHierarchies.hierarchyId })
    .from(releaseHierarchies)
    .where(eq(releaseHierarchies.releaseId, releaseId))
    .orderBy(asc(releaseHierarchies.seq));
}

export const listHierarchies = (db: Database, releaseId: string, page: Page) =>
  pageOf(db, h, page, [asc(h.seq)], eq(h.releaseId, releaseId));

export const findNode = (db: Database, releaseId: string, nodeId: string) =>
  rowById(nodeId, () =>
    db
      .select()
      .from(n)
      .where(and(eq(n.releaseId, releaseId), eq(n.nodeId, nodeId))),
  );

export type NodeSelection =
  /** Spec 4.8 breadcrumb rule: these ids (or every node), in the order they were last updated. */
  | { kind: 'ids'; ids: readonly string[] | null }
  | { kind: 'hierarchy'; hierarchyId: string }
  | { kind: 'top-level'; hierarchyId: string }
  | { kind: 'children'; parentId: string };

function selectionSql(selection: NodeSelection): { where: SQL | undefined; order: SQL[] } {
  const treeOrder = [asc(n.seq)];
  switch (selection.kind) {
    case 'ids': {
      if (selection.ids === null) return { where: undefined, order: [asc(n.updatedAt), asc(n.nodeId)] };
      const ids = selection.ids.filter(isUuid).map((id) => id.toLowerCase());
      return {
        where: ids.length ? anyUuid(n.nodeId, ids) : sql`false`,
        order: [asc(n.updatedAt), asc(n.nodeId)],
      };
    }
    case 'hierarchy':
      return { where: eq(n.hierarchyId, selection.hierarchyId), order: treeOrder };
    case 'top-level':
      return { where: and(eq(n.hierarchyId, selection.hierarchyId), isNull(n.parentId)), order: treeOrder };
    case 'children':
      return { where: eq(n.parentId, selection.parentId), order: treeOrder };
  }
}

export function listNodes(db: Database, releaseId: string, selection: NodeSelection, page: Page) {
  const { where, order } = selectionSql(selection);
  return pageOf(db, n, page, order, and(eq(n.releaseId, releaseId), where));
}

/** Names (with translations) of the nodes on the given rows' paths, for their breadcrumbs. */
export async function nodesById(db: Database, releaseId: string, ids: readonly string[]) {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(n)
    .where(and(eq(n.releaseId, releaseId), anyUuid(n.nodeId, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.nodeId, row]));
}

/** Live products per hierarchy or node (its whole subtree), as counted at publish. */
export async function productCounts(db: Database, releaseId: string, scopes: readonly string[]) {
  if (!scopes.length) return new Map();
  const rows = await db
    .select({ scope: releaseCounts.scope, count: releaseCounts.count })
    .from(releaseCounts)
    .where(
      and(
        eq(releaseCounts.releaseId, releaseId),
        inArray(releaseCounts.scope, [...scopes]),
        eq(releaseCounts.facet, ''),
        eq(releaseCounts.value, ''),
      ),
    );
  return new Map(rows.map((row) => [row.scope, row.count]));
}
