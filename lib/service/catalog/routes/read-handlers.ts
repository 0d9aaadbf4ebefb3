import type { Context } from 'hono';
import type { FilterRules } from '@/lib/commerce/filter';
import type { HierarchyNode } from '@/lib/commerce/schemas/catalog';
import { prefixedSlug } from '@/lib/commerce/schemas/custom-relationships';
import { FILTER_RULES } from '@/lib/commerce/filter';
import { notFound } from '../../http/errors';
import { pageFrom } from '../../http/paging';
import { catalogList } from '../listing/pim-list';
import { findReleaseProducts, listReleaseProducts, type ProductScope } from '../listing/product-store';
import { parseFilterParameter, parseIncludeParameter, type ListQuery } from '../listing/query-params';
import { withChildPriceRanges } from '../listing/child-price-range';
import { listingSortKey } from '../listing/sort-order';
import { releaseLanguage } from '../search/search-store';
import {
  findHierarchy,
  findNode,
  listHierarchies,
  listNodes,
  nodesById,
  productCounts,
  type HierarchyRow,
  type NodeRow,
  type NodeSelection,
} from '../listing/tree-store';
import { includedFor } from '../views/includes';
import { productView } from '../views/product-view';
import { hierarchyView, nodeView, type TreeViewContext } from '../views/tree-view';
import type { ReadRequest } from './read-request';

const treeContext = (read: ReadRequest): TreeViewContext => ({
  linkBase: read.linkBase,
  languages: read.view.languages,
  catalogId: read.release.catalogId,
  releaseId: read.release.id,
});

/**
 * Spec 4.6 / 4.7: a page of live products with the list envelope, links and `included`. Listed
 * under a hierarchy or node, products show only that hierarchy's breadcrumbs.
 */
export async function productList(
  c: Context,
  read: ReadRequest,
  query: ListQuery,
  listing: {
    scope: ProductScope;
    rules: FilterRules;
    breadcrumbHierarchy?: string;
    onlyIds?: string[];
    /** Without `sort`, list `onlyIds` in their own order rather than the catalog's. */
    inGivenOrder?: boolean;
  },
) {
  const conditions = parseFilterParameter(query.filter, listing.rules);
  if (listing.onlyIds) conditions.push({ op: 'in', attribute: 'id', values: listing.onlyIds });
  const include = parseIncludeParameter(query.include);
  const page = await pageFrom(read.db, query);
  const sort = query.sort ? listingSortKey(query.sort) : null;
  const { rows, total } = await listReleaseProducts(read.db, {
    releaseId: read.release.id,
    scope: listing.scope,
    conditions,
    page,
    shape: {
      sort,
      withoutChildren: query.children === 'false',
      inStock: query.in_stock === 'true',
      language: sort ? await releaseLanguage(read.db, read.release.id, read.view.languages) : '',
      currency: read.view.currency,
      ...(listing.inGivenOrder && listing.onlyIds && { idOrder: listing.onlyIds }),
    },
  });
  const included = await includedFor(read.db, {
    releaseId: read.release.id,
    rows,
    include,
    context: read.view,
    baseUrl: read.baseUrl,
  });
  const views = rows.map((row) => productView(row, read.view, listing.breadcrumbHierarchy));
  const data = await withChildPriceRanges(read.db, read.release.id, read.view.currency, views);
  return { ...catalogList(c.req.url, page, total, data), ...(included && { included }) };
}

const notInRelease = (what: string, why = ''): never => {
  throw notFound(`${what} is not in this catalog release${why}`);
};

async function requireProduct(read: ReadRequest, productId: string, why = '') {
  const [row] = await findReleaseProducts(read.db, read.release.id, [productId]);
  return row ?? notInRelease(`Product ${productId}`, why);
}

export async function singleProduct(read: ReadRequest, productId: string, query: { include?: string }) {
  const include = parseIncludeParameter(query.include);
  const row = await requireProduct(read, productId, ' (it may be unknown, a draft, or in another catalog)');
  const included = await includedFor(read.db, {
    releaseId: read.release.id,
    rows: [row],
    include,
    context: read.view,
    baseUrl: read.baseUrl,
  });
  return { data: productView(row, read.view), ...(included && { included }) };
}

/**
 * A page of a bundle's component products, as references (the vendor's `component_products`
 * relationship): every product its components offer, as published. Another product has none.
 */
export async function componentProductList(c: Context, read: ReadRequest, id: string, query: ListQuery) {
  const row = await requireProduct(read, id);
  // The references as the publish wrote them: `{ id, type: 'product' }`.
  const refs = row.document.relationships?.component_products?.data ?? [];
  const page = await pageFrom(read.db, query);
  return catalogList(c.req.url, page, refs.length, refs.slice(page.offset, page.offset + page.limit));
}

/** A parent product's live children in this release (its published `relationships.children`). */
export async function childIdsOf(read: ReadRequest, productId: string): Promise<string[]> {
  const row = await requireProduct(read, productId);
  return (row.document.relationships?.children?.data ?? []).map((child) => child.id);
}

/**
 * The products related to a product under a custom relationship in this release (issue 27 point
 * 4), as its publish kept them; none under a relationship it does not have. `CRP_` may be left out.
 */
export async function relatedIdsOf(read: ReadRequest, productId: string, slug: string): Promise<string[]> {
  const row = await requireProduct(read, productId);
  const related = row.document.internal.custom_relationships ?? {};
  // Own keys only: a slug such as `__proto__` names no relationship.
  const under = (key: string) => (Object.hasOwn(related, key) ? related[key] : undefined);
  return under(slug) ?? under(prefixedSlug(slug)) ?? [];
}

export async function requireHierarchy(read: ReadRequest, hierarchyId: string) {
  return (
    (await findHierarchy(read.db, read.release.id, hierarchyId)) ?? notInRelease(`Hierarchy ${hierarchyId}`)
  );
}

export async function requireNode(read: ReadRequest, nodeId: string) {
  return (await findNode(read.db, read.release.id, nodeId)) ?? notInRelease(`Node ${nodeId}`);
}

async function hierarchyResources(read: ReadRequest, rows: readonly HierarchyRow[]) {
  const ids = rows.map((row) => row.hierarchyId);
  const counts = await productCounts(read.db, read.release.id, ids);
  return rows.map((row) => hierarchyView(row, counts.get(row.hierarchyId) ?? 0, treeContext(read)));
}

export async function hierarchyList(c: Context, read: ReadRequest, query: ListQuery) {
  const page = await pageFrom(read.db, query);
  const { rows, total } = await listHierarchies(read.db, read.release.id, page);
  return catalogList(c.req.url, page, total, await hierarchyResources(read, rows));
}

export async function singleHierarchy(read: ReadRequest, hierarchyId: string) {
  const [data] = await hierarchyResources(read, [await requireHierarchy(read, hierarchyId)]);
  return { data: data! };
}

async function nodeResources(read: ReadRequest, rows: readonly NodeRow[]): Promise<HierarchyNode[]> {
  const ids = rows.map((row) => row.nodeId);
  const pathIds = rows.flatMap((row) => row.path);
  const pathNodes = await nodesById(read.db, read.release.id, pathIds);
  const counts = await productCounts(read.db, read.release.id, ids);
  return rows.map((row) => nodeView(row, pathNodes, counts.get(row.nodeId) ?? 0, treeContext(read)));
}

/** Nodes: a hierarchy's, a node's children, or (spec 4.8 breadcrumb rule) `in(id,…)` by last update. */
export async function nodeList(c: Context, read: ReadRequest, query: ListQuery, selection: NodeSelection) {
  const page = await pageFrom(read.db, query);
  const { rows, total } = await listNodes(read.db, read.release.id, selection, page);
  return catalogList(c.req.url, page, total, await nodeResources(read, rows));
}

/** `GET …/nodes`: every node, or those the breadcrumb filter `in(id,…)` names. */
export function nodeSelectionFrom(filter: string | undefined): NodeSelection {
  const conditions = parseFilterParameter(filter, FILTER_RULES.nodes);
  if (conditions.length === 0) return { kind: 'ids', ids: null };
  // Several `in(id,…)` joined by ":" must all hold: the ids common to every one.
  const [first, ...rest] = conditions.map(
    (condition) => new Set(condition.values.map((value) => value.toLowerCase())),
  );
  const ids = [...first!].filter((id) => rest.every((set) => set.has(id)));
  return { kind: 'ids', ids };
}

export async function singleNode(read: ReadRequest, nodeId: string) {
  const [data] = await nodeResources(read, [await requireNode(read, nodeId)]);
  return { data: data! };
}
