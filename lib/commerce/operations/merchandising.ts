import { z } from 'zod';
import type { CommerceClient } from '../client';
import { buildFilter, eq } from '../filter';
import {
  catalogListResponse,
  catalogResponse,
  file,
  releaseListResponse,
  releaseResponse,
} from '../schemas/catalog';
import {
  draftProductListResponse,
  draftProductResponse,
  buildJobResponse,
  mainImageRelationship,
  productPriceListResponse,
  productPriceResponse,
  type ProductPriceCurrencies,
  type ProductStatus,
  type ProductUpdateRequest,
} from '../schemas/merchandising';
import {
  variationListResponse,
  variationOptionResponse,
  type CreateVariationOptionRequest,
} from '../schemas/variations';

/**
 * The merchandiser's operations (DESIGN.md §3, admin token): catalogs and their retained releases,
 * publishing, variations and options (spec 4.3), child builds and product changes. Release-scoped
 * catalog reads (spec 4.7) are the catalog operations with a release source.
 */
const encode = encodeURIComponent;

export interface PageQuery {
  limit?: number;
  offset?: number;
}

const page = ({ limit, offset }: PageQuery = {}) => ({ 'page[limit]': limit, 'page[offset]': offset });

export const listCatalogs = (client: CommerceClient, query: PageQuery = {}) =>
  client.request('/pcm/catalogs', { schema: catalogListResponse, query: page(query) });

export const getCatalog = (client: CommerceClient, catalogId: string) =>
  client.request(`/pcm/catalogs/${encode(catalogId)}`, { schema: catalogResponse });

/** Newest first; at most three are kept (spec 4.7 rule 2). */
export const listReleases = (client: CommerceClient, catalogId: string, query: PageQuery = {}) =>
  client.request(`/pcm/catalogs/${encode(catalogId)}/releases`, {
    schema: releaseListResponse,
    query: page(query),
  });

/** `releaseId` is an id or `latest` (spec 9 rule 2). */
export const getRelease = (client: CommerceClient, catalogId: string, releaseId: string) =>
  client.request(`/pcm/catalogs/${encode(catalogId)}/releases/${encode(releaseId)}`, {
    schema: releaseResponse,
  });

export const publishRelease = (client: CommerceClient, catalogId: string) =>
  client.request(`/pcm/catalogs/${encode(catalogId)}/releases`, {
    method: 'POST',
    schema: releaseResponse,
    body: { data: { type: 'catalog-release' } },
  });

/**
 * The catalog's current, unpublished data rendered for a merchandiser's preview (the service's
 * extension, issue 18): a release by id that shoppers never read; the next one replaces it.
 */
export const createCatalogPreview = (client: CommerceClient, catalogId: string) =>
  client.request(`/pcm/catalogs/${encode(catalogId)}/previews`, { method: 'POST', schema: releaseResponse });

export const listVariations = (client: CommerceClient, query: PageQuery = {}) =>
  client.request('/pcm/variations', { schema: variationListResponse, query: page(query) });

export type OptionAttributes = CreateVariationOptionRequest['data']['attributes'];

/** Spec 4.3. */
export const createVariationOption = (
  client: CommerceClient,
  variationId: string,
  attributes: OptionAttributes,
) =>
  client.request(`/pcm/variations/${encode(variationId)}/options`, {
    method: 'POST',
    schema: variationOptionResponse,
    body: { data: { type: 'product-variation-option', attributes } },
  });

/** Replaces the option's attributes (name, description, sort order); a rebuild makes it count (spec 2.7 rule 4). */
export const updateVariationOption = (
  client: CommerceClient,
  variationId: string,
  optionId: string,
  attributes: OptionAttributes,
) =>
  client.request(`/pcm/variations/${encode(variationId)}/options/${encode(optionId)}`, {
    method: 'PUT',
    schema: variationOptionResponse,
    body: { data: { type: 'product-variation-option', id: optionId, attributes } },
  });

/** Deletes the option; its children go when their parent is next built. */
export const deleteVariationOption = (client: CommerceClient, variationId: string, optionId: string) =>
  client.request(`/pcm/variations/${encode(variationId)}/options/${encode(optionId)}`, {
    method: 'DELETE',
    schema: z.undefined(),
  });

/** The draft products, drafts included, children left out (they follow their parent). */
export const listDraftProducts = (client: CommerceClient, query: PageQuery = {}) =>
  client.request('/pcm/products', { schema: draftProductListResponse, query: page(query) });

/** A product of the draft data, drafts included (not a release's). */
export const getDraftProduct = (client: CommerceClient, productId: string) =>
  client.request(`/pcm/products/${encode(productId)}`, { schema: draftProductResponse });

export const setProductStatus = (client: CommerceClient, productId: string, status: ProductStatus) =>
  client.request(`/pcm/products/${encode(productId)}`, {
    method: 'PUT',
    schema: draftProductResponse,
    body: { data: { type: 'product', id: productId, attributes: { status } } },
  });

/** Spec 2.7 rule 4: children follow the parent's variations, and sort orders take effect, only on a build. */
export const buildProduct = (client: CommerceClient, productId: string) =>
  client.request(`/pcm/products/${encode(productId)}/build`, {
    method: 'POST',
    schema: buildJobResponse,
  });

/** Spec-style partial change: only the attributes given change (name, description, status). */
export const updateProduct = (
  client: CommerceClient,
  productId: string,
  attributes: ProductUpdateRequest['data']['attributes'],
) =>
  client.request(`/pcm/products/${encode(productId)}`, {
    method: 'PUT',
    schema: draftProductResponse,
    body: { data: { type: 'product', id: productId, attributes } },
  });

/** The product's main image: a list of at most one file reference (pim.yaml). */
export const getMainImage = (client: CommerceClient, productId: string) =>
  client.request(`/pcm/products/${encode(productId)}/relationships/main_image`, {
    schema: mainImageRelationship,
  });

export const replaceMainImage = (client: CommerceClient, productId: string, fileId: string) =>
  client.request(`/pcm/products/${encode(productId)}/relationships/main_image`, {
    method: 'PUT',
    schema: z.undefined(),
    body: { data: { type: 'file', id: fileId } },
  });

/** An uploaded file's metadata and link. */
export const getFile = (client: CommerceClient, fileId: string) =>
  client.request(`/v2/files/${encode(fileId)}`, { schema: z.object({ data: file }) });

/** `POST /v2/files`: the picture's bytes as multipart `file` (the service checks them again). */
export function uploadFile(client: CommerceClient, picture: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', picture, fileName);
  return client.request('/v2/files', { method: 'POST', schema: z.object({ data: file }), body: form });
}

/** The product's price in a price book, by SKU (none when it has no price there). */
export const findProductPrice = (client: CommerceClient, pricebookId: string, sku: string) =>
  client.request(`/pcm/pricebooks/${encode(pricebookId)}/prices`, {
    schema: productPriceListResponse,
    query: { filter: buildFilter([eq('sku', sku)]) },
  });

export const createProductPrice = (
  client: CommerceClient,
  pricebookId: string,
  sku: string,
  currencies: ProductPriceCurrencies,
) =>
  client.request(`/pcm/pricebooks/${encode(pricebookId)}/prices`, {
    method: 'POST',
    schema: productPriceResponse,
    body: { data: { type: 'product-price', attributes: { sku, currencies } } },
  });

export const updateProductPrice = (
  client: CommerceClient,
  pricebookId: string,
  priceId: string,
  currencies: ProductPriceCurrencies,
) =>
  client.request(`/pcm/pricebooks/${encode(pricebookId)}/prices/${encode(priceId)}`, {
    method: 'PUT',
    schema: productPriceResponse,
    body: { data: { type: 'product-price', id: priceId, attributes: { currencies } } },
  });
