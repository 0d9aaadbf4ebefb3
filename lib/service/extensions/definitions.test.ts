import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demo/ids';
import { firstError, startTestService, type TestService } from '../testing/harness';
import {
  accountToken,
  addField,
  createApi,
  createEntry,
  CUSTOM_APIS,
  uniqueSlug,
} from '../testing/extensions';

let svc: TestService;
let admin: string;
beforeAll(async () => {
  svc = await startTestService();
  admin = await svc.token('admin');
});
afterAll(() => svc?.close());

const postApi = (data: Record<string, unknown>, token = admin) =>
  svc.request(CUSTOM_APIS, { method: 'POST', token, json: { data: { type: 'custom_api', ...data } } });

describe('who may define custom APIs', () => {
  it('refuses implicit and account tokens with 403 and a missing token with 401', async () => {
    const implicit = await svc.token('implicit');
    const account = await accountToken(svc, DEMO_ACCOUNTS.ada.id);
    const api = await createApi(svc, admin);
    const attempts: [string, RequestInit & { json?: unknown }][] = [
      [CUSTOM_APIS, { method: 'GET' }],
      [
        CUSTOM_APIS,
        { method: 'POST', json: { data: { type: 'custom_api', name: 'x', slug: 'x', api_type: 'x_ext' } } },
      ],
      [`${CUSTOM_APIS}/${api.id}`, { method: 'GET' }],
      [`${CUSTOM_APIS}/${api.id}`, { method: 'DELETE' }],
      [`${CUSTOM_APIS}/${api.id}/fields`, { method: 'GET' }],
      [
        `${CUSTOM_APIS}/${api.id}/fields`,
        {
          method: 'POST',
          json: { data: { type: 'custom_field', name: 'x', slug: 'x', field_type: 'string' } },
        },
      ],
    ];
    for (const [path, init] of attempts) {
      for (const token of [implicit, account]) {
        const response = await svc.request(path, { ...init, token });
        expect(response.status, `${init.method} ${path}`).toBe(403);
        expect((await firstError(response)).detail).toMatch(/administrator/);
      }
      expect((await svc.request(path, init)).status).toBe(401);
    }
    // Nothing was deleted by the refused DELETE.
    expect((await svc.request(`${CUSTOM_APIS}/${api.id}`, { token: admin })).status).toBe(200);
  });
});

describe('custom API definitions', () => {
  it('creates one and answers it with links and timestamps; reads it back, lists it, deletes it', async () => {
    const slug = uniqueSlug('wishlists');
    const created = await postApi({
      name: 'Wishlists',
      slug,
      api_type: `${slug}_ext`,
      description: 'Saved products',
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as {
      data: Record<string, unknown> & { id: string; links: { self: string } };
    };
    expect(data).toMatchObject({
      type: 'custom_api',
      name: 'Wishlists',
      slug,
      api_type: `${slug}_ext`,
      description: 'Saved products',
    });
    expect(data.links.self).toBe(`${svc.baseUrl}${CUSTOM_APIS}/${data.id}`);
    expect(created.headers.get('location')).toBe(data.links.self);
    expect(data.meta).toMatchObject({
      timestamps: { created_at: expect.any(String), updated_at: expect.any(String) },
    });
    // As the vendor answers a custom API: never nested under another, and PUT creates no entry.
    expect(data).toMatchObject({ relationships: { parent_apis: { data: [] } }, allow_upserts: false });

    const read = await svc.request(`${CUSTOM_APIS}/${data.id}`, { token: admin });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: unknown }).data).toEqual(data);

    const list = await svc.request(`${CUSTOM_APIS}?page[limit]=100`, { token: admin });
    expect(list.status).toBe(200);
    const listed = (await list.json()) as { data: { id: string }[]; meta: { results: { total: number } } };
    expect(listed.data.map((api) => api.id)).toContain(data.id);
    expect(listed.meta.results.total).toBeGreaterThanOrEqual(1);

    expect((await svc.request(`${CUSTOM_APIS}/${data.id}`, { method: 'DELETE', token: admin })).status).toBe(
      204,
    );
    expect((await svc.request(`${CUSTOM_APIS}/${data.id}`, { token: admin })).status).toBe(404);
    expect((await svc.request(`${CUSTOM_APIS}/${data.id}`, { method: 'DELETE', token: admin })).status).toBe(
      404,
    );
  });

  it('pages the list with page[limit] and page[offset]', async () => {
    for (let i = 0; i < 3; i++) await createApi(svc, admin);
    const response = await svc.request(`${CUSTOM_APIS}?page[limit]=2&page[offset]=1`, { token: admin });
    const body = (await response.json()) as {
      data: unknown[];
      meta: { page: Record<string, number>; results: { total: number } };
      links: Record<string, string | null>;
    };
    expect(body.data).toHaveLength(2);
    expect(body.meta.page).toMatchObject({ limit: 2, offset: 1, current: 1 });
    expect(body.links.next).toContain('page%5Boffset%5D=3');
    // The vendor's name for this page's link is `current`; `self` stays the same address.
    expect(body.links.current).toContain('page%5Boffset%5D=1');
    expect(body.links.current).toBe(body.links.self);
    expect((await svc.request(`${CUSTOM_APIS}?page[limit]=0`, { token: admin })).status).toBe(400);
    const tooFar = await svc.request(`${CUSTOM_APIS}?page[offset]=10001`, { token: admin });
    expect(tooFar.status).toBe(400);
    expect((await firstError(tooFar)).detail).toMatch(/page\[offset\]/);
  });

  it('refuses a bad slug, api_type, name or type with 400 naming the field', async () => {
    const good = { name: 'Good', slug: uniqueSlug('good'), api_type: 'good_ext' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, slug: 'Upper' }, 'data.slug'],
      [{ ...good, slug: 'has space' }, 'data.slug'],
      [{ ...good, slug: 'x'.repeat(64) }, 'data.slug'],
      [{ ...good, slug: '' }, 'data.slug'],
      [{ ...good, api_type: 'good' }, 'data.api_type'],
      [{ ...good, api_type: 'with-hyphen_ext' }, 'data.api_type'],
      [{ ...good, api_type: `${'a'.repeat(60)}_ext` }, 'data.api_type'],
      [{ ...good, name: '' }, 'data.name'],
      [{ slug: good.slug, api_type: good.api_type }, 'data.name'],
      [{ ...good, type: 'custom_field' }, 'data.type'],
    ];
    for (const [data, field] of cases) {
      const response = await postApi(data);
      expect(response.status, JSON.stringify(data)).toBe(400);
      const error = await firstError(response);
      expect(error.meta?.field, JSON.stringify(data)).toBe(field);
    }
    // The longest legal values pass.
    const longest = await postApi({
      name: 'Long',
      slug: `a${'b'.repeat(62)}`,
      api_type: `${'c'.repeat(59)}_ext`,
    });
    expect(longest.status).toBe(201);
  });

  it('answers 409 for a slug or an api_type that is taken', async () => {
    const api = await createApi(svc, admin);
    const sameSlug = await postApi({ name: 'Again', slug: api.slug, api_type: `${uniqueSlug('other')}_ext` });
    expect(sameSlug.status).toBe(409);
    expect((await firstError(sameSlug)).detail).toMatch(/slug/);
    const sameType = await postApi({ name: 'Again', slug: uniqueSlug('other'), api_type: api.apiType });
    expect(sameType.status).toBe(409);
    expect((await firstError(sameType)).detail).toMatch(/api_type/);
  });

  it('lets exactly one of several concurrent creates with the same slug win', async () => {
    const slug = uniqueSlug('race');
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postApi({ name: `Race ${i}`, slug, api_type: `${slug}_${i}_ext` })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await svc.request(`${CUSTOM_APIS}/${id}`, { token: admin });
      expect(response.status).toBe(404);
      expect((await firstError(response)).status).toBe('404');
      expect((await svc.request(`${CUSTOM_APIS}/${id}/fields`, { token: admin })).status).toBe(404);
      expect((await addField(svc, admin, id, { slug: 'x', field_type: 'string' })).status).toBe(404);
    }
  });

  it('deletes the fields and entries with the API', async () => {
    const api = await createApi(svc, admin);
    expect((await addField(svc, admin, api.id, { slug: 'note', field_type: 'string' })).status).toBe(201);
    const { entry } = await createEntry(svc, admin, api, { note: 'hello' });
    expect((await svc.request(`${CUSTOM_APIS}/${api.id}`, { method: 'DELETE', token: admin })).status).toBe(
      204,
    );
    expect((await svc.request(`/v2/extensions/${api.slug}/${entry.id}`, { token: admin })).status).toBe(404);
    // The slug is free again, and the new API starts without the old fields or entries.
    const again = await createApi(svc, admin, api.slug);
    const fields = (await (
      await svc.request(`${CUSTOM_APIS}/${again.id}/fields`, { token: admin })
    ).json()) as { data: unknown[] };
    expect(fields.data).toEqual([]);
    const entries = (await (await svc.request(`/v2/extensions/${api.slug}`, { token: admin })).json()) as {
      data: unknown[];
    };
    expect(entries.data).toEqual([]);
  });
});

describe('custom fields', () => {
  let apiId: string;
  beforeAll(async () => {
    apiId = (await createApi(svc, admin)).id;
  });

  it('creates a field of each type, normalising its validation, and lists and reads them', async () => {
    const string = await addField(svc, admin, apiId, {
      slug: 'nickname',
      name: 'Nickname',
      field_type: 'string',
      description: 'What friends call you',
      validation: { string: { min_length: 1, max_length: 20, regex: '^\\p{L}+$' } },
    });
    expect(string.status).toBe(201);
    const { data } = (await string.json()) as {
      data: Record<string, unknown> & { id: string; links: { self: string } };
    };
    expect(data).toMatchObject({
      type: 'custom_field',
      slug: 'nickname',
      name: 'Nickname',
      field_type: 'string',
      description: 'What friends call you',
      validation: { string: { min_length: 1, max_length: 20, regex: '^\\p{L}+$', allow_null_values: false } },
      relationships: { custom_api: { data: { id: apiId, type: 'custom_api' } } },
    });
    expect(string.headers.get('location')).toBe(data.links.self);

    const integer = await addField(svc, admin, apiId, {
      slug: 'age',
      field_type: 'integer',
      validation: { integer: { min_value: 0, max_value: 150, allow_null_values: true } },
    });
    expect(integer.status).toBe(201);
    expect(((await integer.json()) as { data: { validation: unknown } }).data.validation).toEqual({
      integer: { min_value: 0, max_value: 150, allow_null_values: true },
    });
    const boolean = await addField(svc, admin, apiId, { slug: 'vip', field_type: 'boolean' });
    expect(boolean.status).toBe(201);
    const vip = ((await boolean.json()) as { data: { validation: unknown; description: unknown } }).data;
    expect(vip.validation).toEqual({ boolean: { allow_null_values: false } });
    // A field created without a description answers an empty one, as the vendor's does.
    expect(vip.description).toBe('');

    const list = await svc.request(`${CUSTOM_APIS}/${apiId}/fields`, { token: admin });
    expect(list.status).toBe(200);
    const listed = (await list.json()) as { data: { slug: string }[]; meta: { results: { total: number } } };
    expect(listed.data.map((field) => field.slug)).toEqual(['nickname', 'age', 'vip']);
    expect(listed.meta.results.total).toBe(3);

    const read = await fetch(data.links.self, { headers: { Authorization: `Bearer ${admin}` } });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: unknown }).data).toEqual(data);
    expect(
      (
        await svc.request(`${CUSTOM_APIS}/${apiId}/fields/00000000-0000-4000-8000-000000000000`, {
          token: admin,
        })
      ).status,
    ).toBe(404);
  });

  it('answers 409 for a slug the API already has, but allows it on another API', async () => {
    expect((await addField(svc, admin, apiId, { slug: 'dup', field_type: 'string' })).status).toBe(201);
    const again = await addField(svc, admin, apiId, { slug: 'dup', field_type: 'integer' });
    expect(again.status).toBe(409);
    expect((await firstError(again)).detail).toMatch(/dup/);
    const other = await createApi(svc, admin);
    expect((await addField(svc, admin, other.id, { slug: 'dup', field_type: 'string' })).status).toBe(201);
  });

  it('refuses validation that does not match the field type with 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ field_type: 'string', validation: { integer: { min_value: 1 } } }, 'data.validation.integer'],
      [{ field_type: 'integer', validation: { string: { max_length: 3 } } }, 'data.validation.string'],
      [{ field_type: 'boolean', validation: { string: {} } }, 'data.validation.string'],
      [{ field_type: 'string', validation: { string: {}, integer: {} } }, 'data.validation.integer'],
    ];
    for (const [field, name] of cases) {
      const response = await addField(svc, admin, apiId, { slug: uniqueSlug('f'), ...field });
      expect(response.status, JSON.stringify(field)).toBe(400);
      expect((await firstError(response)).meta?.field, JSON.stringify(field)).toBe(name);
    }
  });

  it('refuses rules of another kind, bad bounds and a regex that does not compile with 400', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ field_type: 'string', validation: { string: { min_value: 1 } } }, /data\.validation\.string/],
      [{ field_type: 'integer', validation: { integer: { max_length: 3 } } }, /data\.validation\.integer/],
      [{ field_type: 'boolean', validation: { boolean: { regex: 'x' } } }, /data\.validation\.boolean/],
      [
        { field_type: 'string', validation: { string: { min_length: 5, max_length: 2 } } },
        /min_length: must not exceed max_length/,
      ],
      [
        { field_type: 'string', validation: { string: { min_length: -1 } } },
        /data\.validation\.string\.min_length/,
      ],
      [
        { field_type: 'string', validation: { string: { max_length: 65537 } } },
        /data\.validation\.string\.max_length/,
      ],
      [
        { field_type: 'integer', validation: { integer: { min_value: 10, max_value: 1 } } },
        /min_value: must not exceed max_value/,
      ],
      [
        { field_type: 'integer', validation: { integer: { min_value: 1.5 } } },
        /data\.validation\.integer\.min_value/,
      ],
      [{ field_type: 'string', validation: { string: { regex: '([a-z' } } }, /regex: does not compile/],
      [{ field_type: 'string', validation: { string: { regex: '\\_' } } }, /regex: does not compile/],
      [{ field_type: 'string', validation: { string: { allow_null_values: 'yes' } } }, /allow_null_values/],
      [{ field_type: 'date' }, /data\.field_type/],
      [{ field_type: 'string', slug: 'Bad Slug' }, /data\.slug/],
      [{ field_type: 'string', slug: 'timestamps' }, /data\.slug.*own keys/],
      [{ field_type: 'string', slug: 'id' }, /data\.slug/],
      [{ field_type: 'string', type: 'custom_api' }, /data\.type/],
    ];
    for (const [field, detail] of cases) {
      const response = await addField(svc, admin, apiId, { slug: uniqueSlug('f'), ...field });
      expect(response.status, JSON.stringify(field)).toBe(400);
      expect((await firstError(response)).detail, JSON.stringify(field)).toMatch(detail);
    }
  });
});
