import { issueToken } from '../auth/tokens';
import { getOrCreateSigningKey } from '../storage/settings';
import type { TestService } from './harness';

/** Helpers shared by the custom APIs' HTTP tests (lib/service/extensions). */

export const CUSTOM_APIS = '/v2/settings/extensions/custom-apis';

export interface EntryBody {
  id: string;
  type: string;
  links: { self: string };
  /** The vendor's place for the same facts as `timestamps`. */
  meta: {
    timestamps: { created_at: string; updated_at: string };
    data_size: number;
    resource_version: number;
    etag_id: string;
  };
  timestamps: {
    created_at: string;
    updated_at: string;
    data_size: number;
    resource_version: number;
    etag_id: string;
  };
  [field: string]: unknown;
}

/** An account member token, minted with the service's key (the account sign-in is another area's). */
export async function accountToken(svc: TestService, accountId: string): Promise<string> {
  const key = await getOrCreateSigningKey(svc.service.storage.db);
  const { token } = await issueToken({ kind: 'account', clientId: svc.config.clientId, accountId }, key, 600);
  return token;
}

let counter = 0;
/** A slug no other test of the run uses. */
export const uniqueSlug = (prefix: string) => `${prefix}_${process.pid}_${++counter}`;

export async function createApi(
  svc: TestService,
  token: string,
  slug = uniqueSlug('api'),
): Promise<{ id: string; slug: string; apiType: string }> {
  const apiType = `${slug}_ext`;
  const response = await svc.request(CUSTOM_APIS, {
    method: 'POST',
    token,
    json: { data: { type: 'custom_api', name: `API ${slug}`, slug, api_type: apiType } },
  });
  if (response.status !== 201)
    throw new Error(`creating ${slug} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { data: { id: string } };
  return { id: body.data.id, slug, apiType };
}

export async function addField(
  svc: TestService,
  token: string,
  apiId: string,
  field: Record<string, unknown>,
): Promise<Response> {
  return svc.request(`${CUSTOM_APIS}/${apiId}/fields`, {
    method: 'POST',
    token,
    json: { data: { type: 'custom_field', name: String(field.slug), ...field } },
  });
}

/**
 * An API with one field of each kind of validation, as the entry tests use it:
 * `title` (string 2..10, letters of any script and spaces), `code` (string ^[A-Z]{3}$), `notes` (string, nullable),
 * `quantity` (integer 1..90), `count` (integer, unbounded), `active` (boolean), `flag` (boolean, nullable).
 */
export async function createTestApi(svc: TestService, token: string) {
  const api = await createApi(svc, token, uniqueSlug('things'));
  const fields = [
    {
      slug: 'title',
      field_type: 'string',
      validation: { string: { min_length: 2, max_length: 10, regex: '^[\\p{L} ]*$' } },
    },
    { slug: 'code', field_type: 'string', validation: { string: { regex: '^[A-Z]{3}$' } } },
    { slug: 'notes', field_type: 'string', validation: { string: { allow_null_values: true } } },
    { slug: 'quantity', field_type: 'integer', validation: { integer: { min_value: 1, max_value: 90 } } },
    { slug: 'count', field_type: 'integer' },
    { slug: 'active', field_type: 'boolean' },
    { slug: 'flag', field_type: 'boolean', validation: { boolean: { allow_null_values: true } } },
  ];
  for (const field of fields) {
    const response = await addField(svc, token, api.id, field);
    if (response.status !== 201)
      throw new Error(`field ${field.slug} answered ${response.status}: ${await response.text()}`);
  }
  return api;
}

export async function createEntry(
  svc: TestService,
  token: string,
  api: { slug: string; apiType: string },
  values: Record<string, unknown>,
) {
  const response = await svc.request(`/v2/extensions/${api.slug}`, {
    method: 'POST',
    token,
    json: { data: { type: api.apiType, ...values } },
  });
  if (response.status !== 201) throw new Error(`entry answered ${response.status}: ${await response.text()}`);
  return {
    entry: ((await response.json()) as { data: EntryBody }).data,
    etag: response.headers.get('etag')!,
  };
}
