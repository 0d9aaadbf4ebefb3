import 'server-only';
import { buildFilter, eq } from '@/lib/commerce/filter';
import { getEntry, listEntries, updateEntry } from '@/lib/commerce/operations/extensions';
import type { CommerceError } from '@/lib/commerce/result';
import { weakEtag } from '@/lib/commerce/schemas/extensions';
import { adminClient } from '@/lib/storefront/commerce/clients.server';
import {
  PREFERENCES_API,
  readPreferencesEntry,
  type PreferenceValues,
  type PreferencesVersion,
} from './preferences';

/**
 * Preferences are custom API entries, which only an administrator's token reads or writes
 * (DESIGN.md §2). That token stays on this server; what an account may see is decided here: the
 * entry's `account_id` must be the signed-in account, whatever id the browser sent.
 */
export type PreferencesOutcome =
  | { kind: 'ok'; version: PreferencesVersion }
  | { kind: 'conflict'; current: PreferencesVersion }
  | { kind: 'not-found' }
  | { kind: 'forbidden' }
  | { kind: 'error'; error: CommerceError };

/** The signed-in account's own entry, found by its `account_id` field. */
export async function loadOwnPreferences(accountId: string): Promise<PreferencesOutcome> {
  const listed = await listEntries(adminClient(), PREFERENCES_API.slug, {
    filter: buildFilter([eq('account_id', accountId)]),
    limit: 1,
  });
  if (!listed.ok) return { kind: 'error', error: listed.error };
  const [entry] = listed.data.data;
  if (!entry) return { kind: 'not-found' };
  // A list carries no ETag header per entry; its etag_id is the same version (spec 2.9).
  const { accountId: owner, version } = readPreferencesEntry(entry, weakEtag(entry.timestamps.etag_id));
  return owner === accountId ? { kind: 'ok', version } : { kind: 'forbidden' };
}

async function readEntry(accountId: string, entryId: string): Promise<PreferencesOutcome> {
  const read = await getEntry(adminClient(), PREFERENCES_API.slug, entryId);
  if (!read.ok)
    return read.error.status === 404 ? { kind: 'not-found' } : { kind: 'error', error: read.error };
  const { accountId: owner, version } = readPreferencesEntry(read.data.entry, read.data.etag);
  return owner === accountId ? { kind: 'ok', version } : { kind: 'forbidden' };
}

/**
 * Saves with `If-Match` (spec 4.5): only onto the version this person read. Someone else's save in
 * between is a conflict that carries the current version, so the page can show what changed.
 * The owner is checked on the version read, and the write is conditional on that same version,
 * so an entry cannot change hands between the check and the write.
 */
export async function savePreferences(
  accountId: string,
  entryId: string,
  values: PreferenceValues,
  etag: string,
): Promise<PreferencesOutcome> {
  const current = await readEntry(accountId, entryId);
  if (current.kind !== 'ok') return current;
  if (current.version.etag !== etag) return { kind: 'conflict', current: current.version };

  const saved = await updateEntry(
    adminClient(),
    PREFERENCES_API.slug,
    entryId,
    PREFERENCES_API.type,
    values,
    current.version.etag,
  );
  if (saved.ok)
    return { kind: 'ok', version: readPreferencesEntry(saved.data.entry, saved.data.etag).version };
  if (saved.error.status === 412) {
    // Someone saved between our read and our write: show them the version that won.
    const latest = await readEntry(accountId, entryId);
    return latest.kind === 'ok' ? { kind: 'conflict', current: latest.version } : latest;
  }
  return saved.error.status === 404 ? { kind: 'not-found' } : { kind: 'error', error: saved.error };
}
