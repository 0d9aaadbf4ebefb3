/**
 * Issue 27 point 2: readable addresses. A product's page lives at its catalog slug
 * (`/products/merino-sweater`, spec 2.10 `attributes.slug`, unique per catalog); the address with
 * its id still works and answers a permanent redirect to the slug (proxy.ts). A product whose slug
 * could not be an address segment (none, or one shaped like an id) keeps its id.
 */

/** Spec 2.10: a slug's characters. */
const SLUG = /^[A-Za-z0-9._-]{1,255}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isCatalogId = (segment: string): boolean => UUID.test(segment);

/** Whether an address segment can be a slug: the spec's characters, and not an id. */
export const isSlug = (segment: string): boolean => SLUG.test(segment) && !isCatalogId(segment);

/** The segment that names a product, hierarchy or node in an address: its slug, else its id. */
export const addressSegment = (entity: { id: string; slug?: string | null }): string =>
  entity.slug && isSlug(entity.slug) ? entity.slug : entity.id;

export const productHref = (product: { id: string; slug?: string | null }): string =>
  `/products/${encodeURIComponent(addressSegment(product))}`;
