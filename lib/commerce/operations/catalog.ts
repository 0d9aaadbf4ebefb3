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

/** Spec 4.6 / 4.7 query: a filter expression (lib/commerce/filter.ts), paging counted in records, includes. */
export interface ListingQuery {
  filter?: string;
  limit?: number;
  offset?: number;
  include?: readonly CatalogInclude[];
}

export function listingQuery({ filter, limit, offset, include }: ListingQuery = {}): Query {
  return {
    filter,
    'page[limit]': limit,
    'page[offset]': offset,
    include: include?.length ? include.join(',') : undefined,
  };
}

const encode = encodeURIComponent;

export const listHierarchies = (client: CommerceClient, query: ListingQuery = {}) =>
  client.request('/catalog/hierarchies', { schema: hierarchyNodeListResponse, query: listingQuery(query) });

export const getHierarchy = (client: CommerceClient, hierarchyId: string) =>
  client.request(`/catalog/hierarchies/${encode(hierarchyId)}`, { schema: hierarchyNodeResponse });

/** The top-level nodes of a hierarchy. */
export const listHierarchyChildren = (client: CommerceClient, hierarchyId: string, query: ListingQuery = {}) =>
  client.request(`/catalog/hierarchies/${encode(hierarchyId)}/children`, { schema: hierarchyNodeListResponse, query: listingQuery(query) });

export const getNode = (client: CommerceClient, nodeId: string) =>
  client.request(`/catalog/nodes/${encode(nodeId)}`, { schema: hierarchyNodeResponse });

export const listNodeChildren = (client: CommerceClient, nodeId: string, query: ListingQuery = {}) =>
  client.request(`/catalog/nodes/${encode(nodeId)}/children`, { schema: hierarchyNodeListResponse, query: listingQuery(query) });

/** Spec 4.8 breadcrumb rule: the nodes with these ids, in one request. */
export const getNodesByIds = (client: CommerceClient, nodeIds: readonly string[]) =>
  client.request('/catalog/nodes', {
    schema: hierarchyNodeListResponse,
    query: listingQuery({ filter: buildFilter([inList('id', nodeIds)]), limit: 100 }),
  });

/** Spec 4.6: the live products of a hierarchy. */
export const listHierarchyProducts = (client: CommerceClient, hierarchyId: string, query: ListingQuery = {}) =>
  client.request(`/catalog/hierarchies/${encode(hierarchyId)}/products`, { schema: productListResponse, query: listingQuery(query) });

/** The live products of one node and the nodes below it. */
export const listNodeProducts = (client: CommerceClient, nodeId: string, query: ListingQuery = {}) =>
  client.request(`/catalog/nodes/${encode(nodeId)}/relationships/products`, { schema: productListResponse, query: listingQuery(query) });

/** The live products of the release the shopper's catalog rule selects. */
export const listProducts = (client: CommerceClient, query: ListingQuery = {}) =>
  client.request('/catalog/products', { schema: productListResponse, query: listingQuery(query) });

export const getProduct = (client: CommerceClient, productId: string, include: readonly CatalogInclude[] = []) =>
  client.request(`/catalog/products/${encode(productId)}`, { schema: productResponse, query: listingQuery({ include }) });
