import type { CommerceClient } from '../client';
import {
  customApiEntryListResponse,
  customApiEntryResponse,
  weakEtag,
  type CustomApiEntry,
  type EntryValue,
} from '../schemas/extensions';
import type { Result } from '../result';

const encode = encodeURIComponent;
const entryPath = (slug: string, id: string) => `/v2/extensions/${encode(slug)}/${encode(id)}`;

export interface EntryListQuery {
  /** Spec 4.8 syntax on the API's fields, e.g. `eq(account_id,<uuid>)`. */
  filter?: string;
  limit?: number;
  offset?: number;
}

/** The custom field values of an entry to write; read-only keys (`id`, `timestamps`, …) are left out. */
export type EntryFields = Record<string, EntryValue>;

/** An entry with the entity tag to send back in `If-Match` when changing it (spec 4.5). */
export interface VersionedEntry {
  entry: CustomApiEntry;
  etag: string;
}

/** The answer's `ETag` header, or the weak tag built from `etag_id` when a service leaves the header out. */
function versioned(result: Result<{ data: CustomApiEntry }>): Result<VersionedEntry> {
  if (!result.ok) return result;
  const entry = result.data.data;
  return {
    ...result,
    data: { entry, etag: result.headers.get('etag') ?? weakEtag(entry.timestamps.etag_id) },
  };
}

/** Custom API entries are read and written with an administrator's token (DESIGN.md §2). */
export const listEntries = (
  client: CommerceClient,
  slug: string,
  { filter, limit, offset }: EntryListQuery = {},
) =>
  client.request(`/v2/extensions/${encode(slug)}`, {
    schema: customApiEntryListResponse,
    query: { filter, 'page[limit]': limit, 'page[offset]': offset },
  });

export const getEntry = async (client: CommerceClient, slug: string, id: string) =>
  versioned(await client.request(entryPath(slug, id), { schema: customApiEntryResponse }));

/**
 * Spec 4.5: the given fields replace theirs, the others keep their values. With `ifMatch` (the
 * weak tag read with the entry) a change made by someone else in between is 412 and nothing changes.
 */
export const updateEntry = async (
  client: CommerceClient,
  slug: string,
  id: string,
  type: string,
  fields: EntryFields,
  ifMatch?: string,
) =>
  versioned(
    await client.request(entryPath(slug, id), {
      method: 'PUT',
      schema: customApiEntryResponse,
      body: { data: { ...fields, type } },
      ifMatch,
    }),
  );
