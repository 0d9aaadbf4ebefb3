import type { CustomApi, CustomApiEntry, CustomField } from '@/lib/commerce/schemas/extensions';
import type { CustomApiEntryRow, CustomApiFieldRow, CustomApiRow } from './schema';

/** `{base_url}` of the request (its origin and mount prefix), for `links.self`: every path here is under `/v2/`. */
export function baseUrlOf(requestUrl: string): string {
  const url = new URL(requestUrl);
  const at = url.pathname.indexOf('/v2/');
  return url.origin + (at >= 0 ? url.pathname.slice(0, at) : '');
}

export const customApiPath = (id: string) => `/v2/settings/extensions/custom-apis/${id}`;
export const entryPath = (slug: string, id: string) => `/v2/extensions/${slug}/${id}`;

const definitionTimestamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  timestamps: { created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() },
});

export function customApiResource(row: CustomApiRow, base: string): CustomApi {
  return {
    id: row.id,
    type: 'custom_api',
    name: row.name,
    slug: row.slug,
    api_type: row.apiType,
    ...(row.description !== null && { description: row.description }),
    links: { self: base + customApiPath(row.id) },
    meta: definitionTimestamps(row),
  };
}

export function fieldResource(row: CustomApiFieldRow, base: string): CustomField {
  return {
    id: row.id,
    type: 'custom_field',
    name: row.name,
    slug: row.slug,
    field_type: row.fieldType,
    ...(row.description !== null && { description: row.description }),
    validation: row.validation,
    links: { self: `${base}${customApiPath(row.customApiId)}/fields/${row.id}` },
    meta: definitionTimestamps(row),
    relationships: { custom_api: { data: { id: row.customApiId, type: 'custom_api' } } },
  };
}

/** Spec 2.9: the entry's own members, then one key per stored field value, and the timestamps with the version extras. */
export function entryResource(row: CustomApiEntryRow, api: CustomApiRow, base: string): CustomApiEntry {
  return {
    id: row.id,
    type: api.apiType,
    ...row.data,
    links: { self: base + entryPath(api.slug, row.id) },
    timestamps: {
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      data_size: row.dataSize,
      resource_version: row.resourceVersion,
      etag_id: row.etagId,
    },
  };
}
