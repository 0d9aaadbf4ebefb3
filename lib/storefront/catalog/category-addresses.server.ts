import 'server-only';
import { listHierarchies, listHierarchyNodes } from '@/lib/commerce/operations/catalog';
import type { HierarchyNode } from '@/lib/commerce/schemas/catalog';
import type { Market } from '@/lib/i18n/markets';
import type { CommerceClient } from '@/lib/commerce/client';
import { addressSegment, isCatalogId } from './catalog-paths';

/*
 * Issue 27 point 2: a category's address is its slug path, `/shop/apparel/women/women-tops`: the
 * hierarchy's slug, then the slugs of the nodes from the top level down. The pages are rendered per
 * hierarchy and node id (app/[market]/shop/[q]/[hierarchyId]/[nodeId]); the proxy finds the ids of
 * a slug path here and rewrites to them, and sends the old addresses with ids to the slug path.
 *
 * The catalog's tree is read once per market and kept briefly (a release published meanwhile shows
 * within that time): a few requests, however many addresses are asked about, made-up ones included.
 */

/** A hierarchy or node found at an address. */
export interface CategoryAddress {
  hierarchyId: string;
  nodeId?: string;
  /** Its own address below `/shop/`, segment by segment (not yet percent-encoded). */
  segments: string[];
}

interface CategoryIndex {
  at: number;
  /** Slug path (segments joined by `/`) → the category. */
  byPath: Map<string, CategoryAddress>;
  /** Hierarchy or node id → the category. */
  byId: Map<string, CategoryAddress>;
}

const TREE_TTL_MS = 60_000;
const PAGE = 100;
/** Reads of a hierarchy's nodes at most, 100 a time (the listings' reach, spec §8). */
const MAX_NODE_PAGES = 101;

const holder = globalThis as typeof globalThis & {
  __categoryAddresses?: Map<Market, { at: number; index: Promise<CategoryIndex | undefined> }>;
};
const indexes = () => (holder.__categoryAddresses ??= new Map());

async function allPages(
  read: (offset: number) => ReturnType<typeof listHierarchies>,
): Promise<HierarchyNode[] | undefined> {
  const entries: HierarchyNode[] = [];
  for (let page = 0; page < MAX_NODE_PAGES; page++) {
    const answer = await read(page * PAGE);
    if (!answer.ok) return undefined;
    entries.push(...answer.data.data);
    if ((page + 1) * PAGE >= answer.data.meta.results.total) break;
  }
  return entries;
}

async function buildIndex(client: CommerceClient): Promise<CategoryIndex | undefined> {
  const hierarchies = await allPages((offset) => listHierarchies(client, { limit: PAGE, offset }));
  if (!hierarchies) return undefined;
  const index: CategoryIndex = { at: Date.now(), byPath: new Map(), byId: new Map() };
  const add = (address: CategoryAddress) => {
    const path = address.segments.join('/');
    // Slugs are unique among siblings; were two alike, the catalog's first keeps the address.
    if (!index.byPath.has(path)) index.byPath.set(path, address);
    index.byId.set(address.nodeId ?? address.hierarchyId, address);
  };
  for (const hierarchy of hierarchies) {
    const top = addressSegment({ id: hierarchy.id, slug: hierarchy.attributes.slug });
    add({ hierarchyId: hierarchy.id, segments: [top] });
    const nodes = await allPages((offset) =>
      listHierarchyNodes(client, hierarchy.id, { limit: PAGE, offset }),
    );
    if (!nodes) return undefined;
    for (const node of nodes) {
      const trail = node.meta?.breadcrumbs ?? [{ id: node.id, name: '', slug: node.attributes.slug }];
      add({
        hierarchyId: hierarchy.id,
        nodeId: node.id,
        segments: [top, ...trail.map((step) => addressSegment({ id: step.id, slug: step.slug }))],
      });
    }
  }
  return index;
}

async function indexFor(market: Market, client: CommerceClient): Promise<CategoryIndex | undefined> {
  const kept = indexes().get(market);
  if (kept && Date.now() - kept.at < TREE_TTL_MS) return kept.index;
  const index = buildIndex(client);
  indexes().set(market, { at: Date.now(), index });
  const built = await index;
  // A failed read is not kept: the next request asks again.
  if (!built) indexes().delete(market);
  return built;
}

/**
 * The category at a listing's address segments (below `/shop/`, percent-decoded): by its slug path,
 * or by the ids of the old addresses (`{hierarchy id}[/{node id}]`). `unknown` when the catalog has
 * none there; undefined when the catalog cannot be read (the address is then left as it is).
 */
export async function findCategoryAddress(
  market: Market,
  client: CommerceClient,
  segments: readonly string[],
): Promise<CategoryAddress | 'unknown' | undefined> {
  if (segments.length === 0) return 'unknown';
  const index = await indexFor(market, client);
  if (!index) return undefined;
  const bySlug = index.byPath.get(segments.join('/'));
  if (bySlug) return bySlug;
  if (segments.length > 2 || !segments.every(isCatalogId)) return 'unknown';
  const [hierarchyId, nodeId] = segments.map((segment) => segment.toLowerCase());
  const found = index.byId.get(nodeId ?? hierarchyId!);
  return found && found.hierarchyId === hierarchyId ? found : 'unknown';
}
