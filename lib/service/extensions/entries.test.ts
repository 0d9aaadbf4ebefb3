import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ENTRY_BYTES } from '@/lib/commerce/schemas/extensions';
import { DEMO_ACCOUNTS } from '../demo/ids';
import { firstError, startTestService, type TestService } from '../testing/harness';
import { createEntry as storeEntry, loadApiBySlug } from './entries-store';
import { entryEtagId } from './etag';
import {
  accountToken,
  addField,
  createApi,
  createEntry,
  createTestApi,
  CUSTOM_APIS,
  type EntryBody,
} from '../testing/extensions';

let svc: TestService;
let admin: string;
let api: { id: string; slug: string; apiType: string };
beforeAll(async () => {
  svc = await startTestService();
  admin = await svc.token('admin');
  api = await createTestApi(svc, admin);
});
afterAll(() => svc?.close());

const entryUrl = (id: string) => `/v2/extensions/${api.slug}/${id}`;
const put = (
  id: string,
  values: Record<string, unknown>,
  headers: Record<string, string> = {},
  type = api.apiType,
) => svc.request(entryUrl(id), { method: 'PUT', token: admin, headers, json: { data: { type, ...values } } });
const post = (values: Record<string, unknown>, type = api.apiType) =>
  svc.request(`/v2/extensions/${api.slug}`, {
    method: 'POST',
    token: admin,
    json: { data: { type, ...values } },
  });
const read = async (id: string) => {
  const response = await svc.request(entryUrl(id), { token: admin });
  return { response, entry: ((await response.json()) as { data: EntryBody }).data };
};
const entryOf = async (response: Response) => ((await response.json()) as { data: EntryBody }).data;

describe('who may use entries', () => {
  it('refuses implicit and account tokens with 403 and a missing token with 401', async () => {
    const { entry } = await createEntry(svc, admin, api, { title: 'Mine' });
    const implicit = await svc.token('implicit');
    const account = await accountToken(svc, DEMO_ACCOUNTS.ada.id);
    const calls: [string, string, unknown?][] = [
      ['GET', `/v2/extensions/${api.slug}`],
      ['POST', `/v2/extensions/${api.slug}`, { data: { type: api.apiType, title: 'Nope' } }],
      ['GET', entryUrl(entry.id)],
      ['PUT', entryUrl(entry.id), { data: { type: api.apiType, title: 'Nope' } }],
      ['DELETE', entryUrl(entry.id)],
    ];
    for (const [method, path, json] of calls) {
      for (const token of [implicit, account])
        expect((await svc.request(path, { method, token, json })).status, `${method} ${path}`).toBe(403);
      expect((await svc.request(path, { method, json })).status).toBe(401);
    }
    expect((await read(entry.id)).entry.title).toBe('Mine');
  });
});

describe('creating and reading entries', () => {
  it('creates an entry with version 0, its data_size and the ETag of that version', async () => {
    const response = await post({ title: 'Hello', code: 'ABC', quantity: 3, active: true, notes: null });
    expect(response.status).toBe(201);
    const entry = await entryOf(response);
    expect(entry).toMatchObject({
      type: api.apiType,
      title: 'Hello',
      code: 'ABC',
      quantity: 3,
      active: true,
      notes: null,
    });
    expect(entry.links.self).toBe(`${svc.baseUrl}${entryUrl(entry.id)}`);
    expect(response.headers.get('location')).toBe(entry.links.self);
    // 5 + 3 bytes of strings, 8 for the integer, 1 for the boolean, 0 for null.
    expect(entry.timestamps).toMatchObject({
      data_size: 17,
      resource_version: 0,
      etag_id: entryEtagId(entry.id, 0),
    });
    expect(response.headers.get('etag')).toBe(`W/"${entry.timestamps.etag_id}"`);
    expect(entry).not.toHaveProperty('count');
    // The vendor's documents keep the same facts in `meta`: both say the same.
    const { created_at, updated_at, ...version } = entry.timestamps;
    expect(entry.meta).toEqual({ timestamps: { created_at, updated_at }, ...version });

    const again = await read(entry.id);
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get('etag')).toBe(`W/"${entry.timestamps.etag_id}"`);
    expect(again.entry).toEqual(entry);
  });

  it('creates an empty entry', async () => {
    const response = await post({});
    expect(response.status).toBe(201);
    expect((await entryOf(response)).timestamps.data_size).toBe(0);
  });

  it('counts data_size in UTF-8 bytes of strings, 8 per integer, 1 per boolean and 0 per null', async () => {
    const { entry } = await createEntry(svc, admin, api, { notes: 'é€😀', count: -5, flag: false });
    expect(entry.timestamps.data_size).toBe(2 + 3 + 4 + 8 + 1);
    const { entry: nulls } = await createEntry(svc, admin, api, { notes: null, flag: null });
    expect(nulls.timestamps.data_size).toBe(0);
  });

  it('accepts and ignores the read-only id, links, meta and timestamps, so a read entry can be sent back', async () => {
    const { entry } = await createEntry(svc, admin, api, { title: 'Echo' });
    const posted = await post({ ...entry, title: 'Copy' });
    expect(posted.status).toBe(201);
    const copy = await entryOf(posted);
    expect(copy.id).not.toBe(entry.id);
    expect(copy.timestamps.resource_version).toBe(0);
    const bogus = {
      id: 'whatever',
      links: 5,
      meta: { x: 1 },
      timestamps: { data_size: 999, resource_version: 42, etag_id: 'forged' },
    };
    const updated = await put(entry.id, { ...bogus, title: 'Echoed' });
    expect(updated.status).toBe(200);
    const after = await entryOf(updated);
    expect(after).toMatchObject({ id: entry.id, title: 'Echoed' });
    expect(after.timestamps).toMatchObject({
      data_size: 6,
      resource_version: 1,
      etag_id: entryEtagId(entry.id, 1),
    });
    expect(after.meta).toMatchObject({
      data_size: 6,
      resource_version: 1,
      etag_id: entryEtagId(entry.id, 1),
    });
  });

  it('answers 404 for an unknown slug or entry', async () => {
    expect((await svc.request('/v2/extensions/no_such_api', { token: admin })).status).toBe(404);
    expect(
      (
        await svc.request('/v2/extensions/no_such_api', {
          method: 'POST',
          token: admin,
          json: { data: { type: 'x_ext' } },
        })
      ).status,
    ).toBe(404);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const got = await svc.request(entryUrl(id), { token: admin });
      expect(got.status).toBe(404);
      expect((await firstError(got)).status).toBe('404');
      expect((await put(id, { title: 'Nobody' })).status).toBe(404);
      expect((await svc.request(entryUrl(id), { method: 'DELETE', token: admin })).status).toBe(404);
    }
    // An entry is only found under its own API.
    const { entry } = await createEntry(svc, admin, api, { title: 'Here' });
    const other = await createApi(svc, admin);
    expect((await svc.request(`/v2/extensions/${other.slug}/${entry.id}`, { token: admin })).status).toBe(
      404,
    );
    expect((await svc.request(`/v2/extensions/no_such_api/${entry.id}`, { token: admin })).status).toBe(404);
  });
});

describe('an API deleted while an entry is added', () => {
  it('is a 404, not a failed insert', async () => {
    const doomed = await createApi(svc, admin);
    const target = await loadApiBySlug(svc.service.storage.db, doomed.slug);
    expect(
      (await svc.request(`${CUSTOM_APIS}/${doomed.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(204);
    await expect(storeEntry(svc.service.storage.db, target, { type: doomed.apiType })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('values are checked against the fields', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['an unknown key', { colour: 'red' }, /data\.colour: is not a field/],
    ['a string too short', { title: 'A' }, /data\.title: must be at least 2 characters/],
    ['a string too long', { title: 'Abcdefghijk' }, /data\.title: must be at most 10 characters/],
    ['a string off its pattern', { code: 'abc' }, /data\.code: must match the pattern/],
    ['an integer below its minimum', { quantity: 0 }, /data\.quantity: must be at least 1/],
    ['an integer above its maximum', { quantity: 91 }, /data\.quantity: must be at most 90/],
    ['a number that is not an integer', { count: 1.5 }, /data\.count/],
    ['a string for an integer', { count: '3' }, /data\.count: must be an integer/],
    ['an integer for a string', { title: 12 }, /data\.title: must be a string/],
    ['a string for a boolean', { active: 'true' }, /data\.active: must be true or false/],
    ['a boolean for an integer', { quantity: true }, /data\.quantity: must be an integer/],
    ['null where null is not allowed', { title: null }, /data\.title: must not be null/],
    ['null for a non-nullable boolean', { active: null }, /data\.active: must not be null/],
    ['an object value', { notes: { text: 'x' } }, /data\.notes/],
    ['an array value', { notes: ['x'] }, /data\.notes/],
  ];

  it.each(cases)(
    'refuses %s with 400 on create and on update, changing nothing',
    async (_, values, detail) => {
      const created = await post(values);
      expect(created.status).toBe(400);
      expect((await firstError(created)).detail).toMatch(detail);

      const { entry, etag } = await createEntry(svc, admin, api, { title: 'Kept', quantity: 5 });
      const updated = await put(entry.id, values, { 'If-Match': etag });
      expect(updated.status).toBe(400);
      expect((await firstError(updated)).detail).toMatch(detail);
      expect((await read(entry.id)).entry).toEqual(entry);
    },
  );

  it('counts string lengths in characters (code points), not bytes', async () => {
    expect((await post({ title: 'Éééééééééé' })).status).toBe(201);
    expect((await post({ title: 'Ééééééééééé' })).status).toBe(400);
    expect((await post({ title: 'Ab1' })).status).toBe(400);
  });

  it('accepts values on the bounds, and null where the field allows it', async () => {
    const response = await post({ title: 'Ab', quantity: 1, code: 'XYZ', notes: null, flag: null });
    expect(response.status).toBe(201);
    expect((await post({ title: 'Abcdefghij', quantity: 90 })).status).toBe(201);
  });

  it('refuses a data.type other than the api_type with 400, and a missing one', async () => {
    const wrong = await post({ title: 'Typed' }, 'other_ext');
    expect(wrong.status).toBe(400);
    const error = await firstError(wrong);
    expect(error.detail).toMatch(new RegExp(`data\\.type: must be "${api.apiType}"`));
    expect(error.meta?.field).toBe('data.type');
    const missing = await svc.request(`/v2/extensions/${api.slug}`, {
      method: 'POST',
      token: admin,
      json: { data: { title: 'Untyped' } },
    });
    expect(missing.status).toBe(400);
    expect((await firstError(missing)).detail).toMatch(/data\.type/);
    const { entry } = await createEntry(svc, admin, api, { title: 'Typed' });
    expect((await put(entry.id, { title: 'Retyped' }, {}, 'other_ext')).status).toBe(400);
    expect(
      (await svc.request(`/v2/extensions/${api.slug}`, { method: 'POST', token: admin, json: {} })).status,
    ).toBe(400);
  });
});

describe('the 64KB limit', () => {
  let big: { slug: string; apiType: string; id: string };
  beforeAll(async () => {
    big = await createApi(svc, admin);
    for (const slug of ['text', 'more'])
      expect((await addField(svc, admin, big.id, { slug, field_type: 'string' })).status).toBe(201);
    expect((await addField(svc, admin, big.id, { slug: 'n', field_type: 'integer' })).status).toBe(201);
  });
  const bigPost = (values: Record<string, unknown>) =>
    svc.request(`/v2/extensions/${big.slug}`, {
      method: 'POST',
      token: admin,
      json: { data: { type: big.apiType, ...values } },
    });

  it('accepts an entry of exactly 64KB and refuses one byte more with 413', async () => {
    const exactly = await bigPost({ text: 'a'.repeat(MAX_ENTRY_BYTES - 8), n: 1 });
    expect(exactly.status).toBe(201);
    expect((await entryOf(exactly)).timestamps.data_size).toBe(MAX_ENTRY_BYTES);
    const over = await bigPost({ text: 'a'.repeat(MAX_ENTRY_BYTES - 7), n: 1 });
    expect(over.status).toBe(413);
    expect(await firstError(over)).toMatchObject({ status: '413', title: 'Payload Too Large' });
    // Multi-byte characters count by their UTF-8 bytes.
    expect((await bigPost({ text: 'é'.repeat(MAX_ENTRY_BYTES / 2) })).status).toBe(201);
    expect((await bigPost({ text: 'é'.repeat(MAX_ENTRY_BYTES / 2), n: 1 })).status).toBe(413);
  });

  it('refuses an update that would take the merged entry over 64KB with 413, changing nothing', async () => {
    const created = await bigPost({ text: 'a'.repeat(40_000) });
    const entry = await entryOf(created);
    const path = `/v2/extensions/${big.slug}/${entry.id}`;
    const json = (values: Record<string, unknown>) => ({ data: { type: big.apiType, ...values } });
    const over = await svc.request(path, {
      method: 'PUT',
      token: admin,
      json: json({ more: 'b'.repeat(30_000) }),
    });
    expect(over.status).toBe(413);
    const after = (await (await svc.request(path, { token: admin })).json()) as { data: EntryBody };
    expect(after.data).toEqual(entry);
    const fits = await svc.request(path, {
      method: 'PUT',
      token: admin,
      json: json({ text: 'a', more: 'b'.repeat(30_000) }),
    });
    expect(fits.status).toBe(200);
    expect((await entryOf(fits)).timestamps.data_size).toBe(30_001);
  });
});

describe('updating (spec 4.5)', () => {
  it('merges: the given fields replace theirs and the others are kept; null clears where allowed', async () => {
    const { entry } = await createEntry(svc, admin, api, { title: 'First', quantity: 5, notes: 'keep me' });
    const response = await put(entry.id, { quantity: 6 });
    expect(response.status).toBe(200);
    const updated = await entryOf(response);
    expect(updated).toMatchObject({ title: 'First', quantity: 6, notes: 'keep me' });
    expect(updated.timestamps.data_size).toBe(5 + 8 + 7);
    const cleared = await entryOf(await put(entry.id, { notes: null }));
    expect(cleared.notes).toBeNull();
    expect(cleared.timestamps.data_size).toBe(5 + 8);
  });

  it('raises resource_version by one and changes etag_id and ETag on every change', async () => {
    const { entry, etag } = await createEntry(svc, admin, api, { title: 'Versioned' });
    const seen = new Set([etag]);
    let current = entry;
    for (let i = 1; i <= 3; i++) {
      const response = await put(entry.id, { quantity: i });
      expect(response.status).toBe(200);
      const next = await entryOf(response);
      expect(next.timestamps.resource_version).toBe(i);
      expect(next.timestamps.etag_id).toBe(entryEtagId(entry.id, i));
      expect(response.headers.get('etag')).toBe(`W/"${next.timestamps.etag_id}"`);
      expect(seen.has(response.headers.get('etag')!)).toBe(false);
      seen.add(response.headers.get('etag')!);
      expect(Date.parse(next.timestamps.updated_at)).toBeGreaterThanOrEqual(
        Date.parse(current.timestamps.updated_at),
      );
      expect(next.timestamps.created_at).toBe(entry.timestamps.created_at);
      current = next;
    }
  });

  it('keeps version, etag and updated_at when an update changes nothing', async () => {
    const { entry, etag } = await createEntry(svc, admin, api, { title: 'Same', quantity: 4 });
    for (const values of [{}, { title: 'Same' }, { title: 'Same', quantity: 4 }]) {
      const response = await put(entry.id, values, { 'If-Match': etag });
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toBe(etag);
      expect(await entryOf(response)).toEqual(entry);
    }
    // Setting a value that was absent is a change, even to null.
    const response = await put(entry.id, { notes: null });
    expect((await entryOf(response)).timestamps.resource_version).toBe(1);
  });
});

describe('If-Match', () => {
  it('lets the update through when it names the current version', async () => {
    const { entry, etag } = await createEntry(svc, admin, api, { title: 'Guarded' });
    const response = await put(entry.id, { title: 'Changed' }, { 'If-Match': etag });
    expect(response.status).toBe(200);
    const next = await put(entry.id, { title: 'Again' }, { 'If-Match': response.headers.get('etag')! });
    expect(next.status).toBe(200);
    expect((await entryOf(next)).timestamps.resource_version).toBe(2);
  });

  it('answers 412 to a stale or malformed If-Match, changing nothing', async () => {
    const { entry, etag } = await createEntry(svc, admin, api, { title: 'Guarded' });
    const moved = await put(entry.id, { title: 'Moved' });
    const current = await entryOf(moved);
    const etagId = entry.timestamps.etag_id;
    for (const header of [
      etag,
      `"${current.timestamps.etag_id}"`,
      current.timestamps.etag_id,
      '*',
      'W/',
      `W/"${etagId}", W/"x"`,
      'W/"nope"',
      `W/${current.timestamps.etag_id}`,
    ]) {
      const response = await put(entry.id, { title: 'Lost' }, { 'If-Match': header });
      expect(response.status, header).toBe(412);
      expect(await firstError(response)).toMatchObject({ status: '412', title: 'Precondition Failed' });
      expect((await read(entry.id)).entry, header).toEqual(current);
    }
  });

  it('checks If-Match before the body: a stale tag with a bad value is 412', async () => {
    const { entry, etag } = await createEntry(svc, admin, api, { title: 'Order' });
    await put(entry.id, { title: 'Moved' });
    expect((await put(entry.id, { title: 1 }, { 'If-Match': etag })).status).toBe(412);
  });

  it('guards DELETE the same way', async () => {
    const { entry, etag } = await createEntry(svc, admin, api, { title: 'Doomed' });
    const moved = await put(entry.id, { title: 'Moved' });
    for (const header of [etag, 'garbage']) {
      const refused = await svc.request(entryUrl(entry.id), {
        method: 'DELETE',
        token: admin,
        headers: { 'If-Match': header },
      });
      expect(refused.status, header).toBe(412);
      expect((await read(entry.id)).response.status).toBe(200);
    }
    const deleted = await svc.request(entryUrl(entry.id), {
      method: 'DELETE',
      token: admin,
      headers: { 'If-Match': moved.headers.get('etag')! },
    });
    expect(deleted.status).toBe(204);
    expect((await read(entry.id)).response.status).toBe(404);
    expect((await svc.request(entryUrl(entry.id), { method: 'DELETE', token: admin })).status).toBe(404);
  });

  it('deletes without If-Match unconditionally', async () => {
    const { entry } = await createEntry(svc, admin, api, { title: 'Gone' });
    expect((await svc.request(entryUrl(entry.id), { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await read(entry.id)).response.status).toBe(404);
  });
});

describe('listing entries', () => {
  let listed: { id: string; slug: string; apiType: string };
  const ids: string[] = [];
  beforeAll(async () => {
    listed = await createTestApi(svc, admin);
    for (let i = 1; i <= 5; i++) {
      const { entry } = await createEntry(svc, admin, listed, {
        title: `Item ${String.fromCharCode(64 + i)}`,
        quantity: i,
        active: i % 2 === 1,
        code: i <= 2 ? 'AAA' : 'BBB',
      });
      ids.push(entry.id);
    }
  });
  const list = (query = '') => svc.request(`/v2/extensions/${listed.slug}${query}`, { token: admin });
  type Listing = {
    data: EntryBody[];
    meta: { page: Record<string, number>; results: { total: number } };
    links: Record<string, string | null>;
  };

  it('lists oldest first, with entries as spec 2.9 shows them', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    const body = (await response.json()) as Listing;
    expect(body.data.map((entry) => entry.id)).toEqual(ids);
    expect(body.data[0]).toMatchObject({
      type: listed.apiType,
      title: 'Item A',
      quantity: 1,
      timestamps: { resource_version: 0 },
    });
    expect(body.meta).toMatchObject({
      results: { total: 5 },
      page: { limit: 25, offset: 0, current: 1, total: 1 },
    });
  });

  it('pages with page[limit] and page[offset], with links that keep the filter', async () => {
    const body = (await (await list('?page[limit]=2&page[offset]=2&filter=eq(code,BBB)')).json()) as Listing;
    expect(body.data.map((entry) => entry.id)).toEqual([ids[4]]);
    expect(body.meta).toMatchObject({
      results: { total: 3 },
      page: { limit: 2, offset: 2, current: 2, total: 2 },
    });
    expect(body.links.next).toBeNull();
    expect(new URL(body.links.current!).searchParams.get('page[offset]')).toBe('2');
    expect(new URL(body.links.prev!).searchParams.get('page[offset]')).toBe('0');
    expect(new URL(body.links.first!).searchParams.get('filter')).toBe('eq(code,BBB)');
    expect(new URL(body.links.last!).searchParams.get('page[offset]')).toBe('2');
    for (const bad of [
      '?page[limit]=0',
      '?page[limit]=101',
      '?page[limit]=x',
      '?page[offset]=-1',
      '?page[offset]=10001',
    ]) {
      const response = await list(bad);
      expect(response.status, bad).toBe(400);
      expect((await firstError(response)).detail).toMatch(/page\[(limit|offset)\]/);
    }
  });

  it('filters with eq and in on string, integer and boolean fields', async () => {
    const idsOf = async (filter: string) => {
      const response = await list(`?filter=${encodeURIComponent(filter)}`);
      expect(response.status, filter).toBe(200);
      return ((await response.json()) as Listing).data.map((entry) => entry.id);
    };
    expect(await idsOf('eq(code,AAA)')).toEqual(ids.slice(0, 2));
    expect(await idsOf('eq(title,"Item C")')).toEqual([ids[2]]);
    expect(await idsOf('eq(quantity,4)')).toEqual([ids[3]]);
    expect(await idsOf('eq(active,true)')).toEqual([ids[0], ids[2], ids[4]]);
    expect(await idsOf('in(quantity,1,5)')).toEqual([ids[0], ids[4]]);
    expect(await idsOf('eq(code,BBB):eq(active,false)')).toEqual([ids[3]]);
    expect(await idsOf('eq(code,ZZZ)')).toEqual([]);
  });

  it('refuses a bad filter with 400 naming the parameter', async () => {
    for (const filter of [
      'eq(colour,red)',
      'eq(quantity,many)',
      'eq(quantity,1.5)',
      'eq(active,yes)',
      'eq(code,AAA,BBB)',
      'gt(quantity,1)',
      'eq(code',
    ]) {
      const response = await list(`?filter=${encodeURIComponent(filter)}`);
      expect(response.status, filter).toBe(400);
      const error = await firstError(response);
      expect(error.detail, filter).toMatch(/filter/);
      expect(error.meta?.parameter).toBe('filter');
    }
  });
});
