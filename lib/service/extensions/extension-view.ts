import type { Context } from 'hono';
import { publicRequestUrl } from '../http/public-origin';
import type { CustomApi, CustomApiEntry, CustomField } from '@/lib/commerce/schemas/extensions';
import type { CustomApiEntryRow, CustomApiFieldRow, CustomApiRow } from './schema';

/** `{base_url}` of the request (its origin and mount prefix), for `links.self`: every path here is under `/v2/`. */
export function baseUrlOf(c: Context): string {
  const url = publicRequestUrl(c);
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
    // The vendor's custom API says whether PUT may create an entry (here it may not) and which
    // custom APIs it is nested under (here none: every custom API stands alone).
    allow_upserts: false,
    links: { self: base + customApiPath(row.id) },
    meta: definitionTimestamps(row),
    relationships: { parent_apis: { data: [] } },
  };
}

export function fieldResource(row: CustomApiFieldRow, base: string): CustomField {
  return {
    id: row.id,
    type: 'custom_field',
    name: row.name,
    slug: row.slug,
    field_type: row.fieldType,
    // The vendor always answers a field's description: empty when none was given.
    description: row.description ?? '',
    validation: row.validation,
    links: { self: `${base}${customApiPath(row.customApiId)}/fields/${row.id}` },
    meta: definitionTimestamps(row),
    relationships: { custom_api: { data: { id: row.customApiId, type: 'custom_api' } } },
  };
}

/**
 * Spec 2.9: the entry's own members, then one key per stored field value, and the timestamps with
 * the version extras. The vendor keeps the same facts in `meta` (`meta.timestamps` and beside it
 * `data_size`, `resource_version`, `etag_id`): both are answered.
 */
export function entryResource(row: CustomApiEntryRow, api: CustomApiRow, base: string): CustomApiEntry {
  const created_at = row.createdAt.toISOString();
  const updated_at = row.updatedAt.toISOString();
  const version = { data_size: row.dataSize, resource_version: row.resourceVersion, etag_id: row.etagId };
  return {
    id: row.id,
    type: api.apiType,
    ...row.data,
    links: { self: base + entryPath(api.slug, row.id) },
    meta: { timestamps: { created_at, updated_at }, ...version },
    timestamps: { created_at, updated_at, ...version },
  };
}
