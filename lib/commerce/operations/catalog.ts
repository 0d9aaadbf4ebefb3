import type { CommerceClient, Query } from '../client';
import { buildFilter, inList } from '../filter';
import {
  hierarchyNodeListResponse,
  hierarchyNodeResponse,
  productListResponse,
  productResponse,
  type catalogInclude,
} from '../schemas/catalog';
import type { z } from 'zod';

export type CatalogInclude = z.infer<typeof catalogInclude>;

/** The listings' `sort` (an extension, issue 16): by name, price in X-Currency, or newest first. */
export type ListingSort = 'name' | '-name' | 'price' | '-price' | 'created_at' | '-created_at';

/**
 * Spec 4.6 / 4.7 query: a filter expression (lib/commerce/filter.ts), paging counted in records,
 * includes; and two extensions (issue 16): `sort`, and `children: false` for parents and
 * standalone products only.
 */
export interface ListingQuery {
  filter?: string;
  limit?: number;
  offset?: number;
  include?: readonly CatalogInclude[];
  sort?: ListingSort;
  children?: boolean;
  /** Extension (issue 27): only what can be bought now, by the service's stock. */
  inStock?: boolean;
}

export function listingQuery({
  filter,
  limit,
  offset,
  include,
  sort,
  children,
  inStock,
}: ListingQuery = {}): Query {
  return {
    filter,
    'page[limit]': limit,
    'page[offset]': offset,
    include: include?.length ? include.join(',') : undefined,
    sort,
    children: children === false ? 'false' : undefined,
    in_stock: inStock ? 'true' : undefined,
  };
}

const encode = encodeURIComponent;

/**
 * Where catalog reads go: the release the shopper's catalog rule selects (`/catalog`, spec 4.6),
 * or one published release of a catalog (`/pcm/catalogs/{id}/releases/{release_id}`, spec 4.7),
 * which serves the same reads to administrators — the merchandiser's preview.
 */
export type CatalogSource = { kind: 'shopper' } | { kind: 'release'; catalogId: string; releaseId: string };

export const SHOPPER_CATALOG: CatalogSource = { kind: 'shopper' };

export function catalogPrefix(source: CatalogSource): string {
  return source.kind === 'shopper'
    ? '/catalog'
    : `/pcm/catalogs/${encode(source.catalogId)}/releases/${encode(source.releaseId)}`;
}

export const listHierarchies = (
  client: CommerceClient,
  query: ListingQuery = {},
  source: CatalogSource = SHOPPER_CATALOG,
) =>
  client.request(`${catalogPrefix(source)}/hierarchies`, {
    schema: hierarchyNodeListResponse,
    query: listingQuery(query),
  });

export const getHierarchy = (
  client: CommerceClient,
  hierarchyId: string,
  source: CatalogSource = SHOPPER_CATALOG,
) =>
  client.request(`${catalogPrefix(source)}/hierarchies/${encode(hierarchyId)}`, {
    schema: hierarchyNodeResponse,
  });

/** The top-level nodes of a hierarchy. */
export const listHierarchyChildren = (
  client: CommerceClient,
  hierarchyId: string,
  query: ListingQuery = {},
  source: CatalogSource = SHOPPER_CATALOG,
) =>
  client.request(`${catalogPrefix(source)}/hierarchies/${encode(hierarchyId)}/children`, {
    schema: hierarchyNodeListResponse,
    query: listingQuery(query),
  });

/** Every node of a hierarchy, all levels, in tree order (a page at a time). */
export const listHierarchyNodes = (
  client: CommerceClient,
  hierarchyId: string,
  query: ListingQuery = {},
  source: CatalogSource = SHOPPER_CATALOG,
) =>
  client.request(`${catalogPrefix(source)}/hierarchies/${encode(hierarchyId)}/nodes`, {
    schema: hierarchyNodeListResponse,
    query: listingQuery(query),
  });

export const getNode = (client: CommerceClient, nodeId: string, source: CatalogSource = SHOPPER_CATALOG) =>
  client.request(`${catalogPrefix(source)}/nodes/${encode(nodeId)}`, { schema: hierarchyNodeResponse });

/** A node's child nodes, at the vendor's path (`/children` alone is the spec's, the vendor has not). */
export const listNodeChildren = (
  client: CommerceClient,
  nodeId: string,
  query: ListingQuery = {},
  source: CatalogSource = SHOPPER_CATALOG,
) =>
  client.request(`${catalogPrefix(source)}/nodes/${encode(nodeId)}/relationships/children`, {
    schema: hierarchyNodeListResponse,
    query: listingQuery(query),
  });

/** Spec 4.8 breadcrumb rule: the nodes with these ids, in one request. */
export const getNodesByIds = (
  client: CommerceClient,
  nodeIds: readonly string[],
  source: CatalogSource = SHOPPER_CATALOG,
) =>
  client.request(`${catalogPrefix(source)}/nodes`, {
    schema: hierarchyNodeListResponse,
    query: listingQuery({ filter: buildFilter([inList('id', nodeIds)]), limit: 100 }),
  });

/** Spec 4.6: the live products of a hierarchy. */
export const listHierarchyProducts = (
  client: CommerceClient,
  hierarchyId: string,
  query: ListingQuery = {},
  source: CatalogSource = SHOPPER_CATALOG,
) =>
  client.request(`${catalogPrefix(source)}/hierarchies/${encode(hierarchyId)}/products`, {
    schema: productListResponse,
    query: listingQuery(query),
  });

/** The live products of one node and the nodes below it. */
export const listNodeProducts = (
  client: CommerceClient,
  nodeId: string,
  query: ListingQuery = {},
  source: CatalogSource = SHOPPER_CATALOG,
) =>
  client.request(`${catalogPrefix(source)}/nodes/${encode(nodeId)}/relationships/products`, {
    schema: productListResponse,
    query: listingQuery(query),
  });

/** The live products of the release (spec 4.7 when the source is a release). */
export const listProducts = (
  client: CommerceClient,
  query: ListingQuery = {},
  source: CatalogSource = SHOPPER_CATALOG,
) =>
  client.request(`${catalogPrefix(source)}/products`, {
    schema: productListResponse,
    query: listingQuery(query),
  });

/**
 * The live products related to a product under a custom relationship (the vendor's
 * `/catalog/products/{id}/relationships/{slug}/products`, and the release-scoped one).
 */
export const listRelatedProducts = (
  client: CommerceClient,
  productId: string,
  relationshipSlug: string,
  query: ListingQuery = {},
  source: CatalogSource = SHOPPER_CATALOG,
) =>
  client.request(
    `${catalogPrefix(source)}/products/${encode(productId)}/relationships/${encode(relationshipSlug)}/products`,
    { schema: productListResponse, query: listingQuery(query) },
  );

export const getProduct = (
  client: CommerceClient,
  productId: string,
  include: readonly CatalogInclude[] = [],
  source: CatalogSource = SHOPPER_CATALOG,
) =>
  client.request(`${catalogPrefix(source)}/products/${encode(productId)}`, {
    schema: productResponse,
    query: listingQuery({ include }),
  });
