import type { Database } from '../../storage/database';
import { selectRows } from '../select-rows';

/**
 * The vendor's category paths of a release (`meta.search.categories.lvl<N>` in its search
 * documents): for each node, the hierarchy's name and then the names of its nodes from the top
 * down to the node, joined by " > " at each depth — "Apparel", "Apparel > Tops", … A product is
 * under a path when one of its nodes has that path at that depth (so a product in "Tops > Tees"
 * counts under "Apparel > Tops" too).
 */
export type CategoryPaths = Map<string, string[]>;

/** The deepest level the vendor's documents carry (lvl0..lvl4). */
export const MAX_CATEGORY_LEVEL = 4;
const SEPARATOR = ' > ';

/** A published release never changes: its paths are read once per release (a few kept). */
const cache = new Map<string, Promise<CategoryPaths>>();
const CACHED_RELEASES = 8;

export function categoryPaths(db: Database, releaseId: string): Promise<CategoryPaths> {
  let paths = cache.get(releaseId);
  if (!paths) {
    paths = readCategoryPaths(db, releaseId);
    paths.catch(() => cache.delete(releaseId));
    cache.set(releaseId, paths);
    if (cache.size > CACHED_RELEASES) cache.delete(cache.keys().next().value!);
  }
  return paths;
}

async function readCategoryPaths(db: Database, releaseId: string): Promise<CategoryPaths> {
  const hierarchies = await selectRows<{ id: string; name: string }>(db)`
      SELECT hierarchy_id AS id, name FROM catalog_release_hierarchies WHERE release_id = ${releaseId}`;
  type NodeRow = { id: string; hierarchy_id: string; name: string; path: string[] | string };
  const nodes = await selectRows<NodeRow>(db)`
      SELECT node_id AS id, hierarchy_id, name, path FROM catalog_release_nodes WHERE release_id = ${releaseId}`;
  const hierarchyName = new Map(hierarchies.map((row) => [row.id, row.name]));
  const nodeName = new Map(nodes.map((row) => [row.id, row.name]));
  const paths: CategoryPaths = new Map();
  for (const node of nodes) {
    const top = hierarchyName.get(node.hierarchy_id);
    if (top === undefined) continue;
    const names = [top, ...uuidList(node.path).map((id) => nodeName.get(id) ?? '')];
    paths.set(
      node.id,
      names.slice(0, MAX_CATEGORY_LEVEL + 1).map((_, depth) => names.slice(0, depth + 1).join(SEPARATOR)),
    );
  }
  return paths;
}

/** A uuid[] as the driver hands it back: an array, or PostgreSQL's text form `{a,b}`. */
const uuidList = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

/** The nodes whose path at `level` is one of `values`. */
export function nodesUnder(paths: CategoryPaths, level: number, values: readonly string[]): string[] {
  const wanted = new Set(values);
  return [...paths].filter(([, labels]) => wanted.has(labels[level] ?? '\u0000')).map(([id]) => id);
}

/** Each node that reaches `level`, with its path there (two parallel lists, for an unnest join). */
export function pathsAt(paths: CategoryPaths, level: number): { nodes: string[]; labels: string[] } {
  const nodes: string[] = [];
  const labels: string[] = [];
  for (const [id, path] of paths) {
    const label = path[level];
    if (label === undefined) continue;
    nodes.push(id);
    labels.push(label);
  }
  return { nodes, labels };
}
