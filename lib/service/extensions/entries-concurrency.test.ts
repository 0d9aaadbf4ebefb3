import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness';
import { createEntry, createTestApi, type EntryBody } from '../testing/extensions';

let svc: TestService;
let admin: string;
let api: { id: string; slug: string; apiType: string };
beforeAll(async () => {
  svc = await startTestService();
  admin = await svc.token('admin');
  api = await createTestApi(svc, admin);
});
afterAll(() => svc?.close());

const put = (id: string, values: Record<string, unknown>, headers: Record<string, string> = {}) =>
  svc.request(`/v2/extensions/${api.slug}/${id}`, {
    method: 'PUT',
    token: admin,
    headers,
    json: { data: { type: api.apiType, ...values } },
  });
const read = async (id: string) =>
  (
    (await (await svc.request(`/v2/extensions/${api.slug}/${id}`, { token: admin })).json()) as {
      data: EntryBody;
    }
  ).data;

describe('concurrent updates', () => {
  it('lets exactly one of 20 PUTs with the same If-Match succeed; the rest get 412 and the winner is stored', async () => {
    const { entry, etag } = await createEntry(svc, admin, api, { title: 'Start', quantity: 1 });
    // Twenty clients read the entry at once (which also opens twenty connections, so the writes
    // below reach the service together rather than one connection after another), then all write.
    const reads = await Promise.all(
      Array.from({ length: 20 }, () =>
        svc.request(`/v2/extensions/${api.slug}/${entry.id}`, { token: admin }),
      ),
    );
    const etags = await Promise.all(
      reads.map(async (response) => (await response.text(), response.headers.get('etag')!)),
    );
    expect(new Set(etags)).toEqual(new Set([etag]));
    const responses = await Promise.all(
      etags.map((seen, i) => put(entry.id, { quantity: i + 2, notes: `writer ${i}` }, { 'If-Match': seen })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(19);

    const winner = responses.find((response) => response.status === 200)!;
    const won = ((await winner.json()) as { data: EntryBody }).data;
    expect(won.timestamps.resource_version).toBe(1);
    const stored = await read(entry.id);
    expect(stored).toEqual(won);
    expect(stored.quantity).toBe(Number(String(stored.notes).replace('writer ', '')) + 2);
  });

  it('serialises concurrent PUTs without If-Match: none is lost, each one is a version', async () => {
    const { entry } = await createEntry(svc, admin, api, { title: 'Start' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put(entry.id, { count: i + 1 })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const answers = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { data: EntryBody }).data),
    );
    // Every write made its own version, 1 to 20, and the last one is what is stored.
    expect(answers.map((answer) => answer.timestamps.resource_version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const last = answers.find((answer) => answer.timestamps.resource_version === 20)!;
    expect(await read(entry.id)).toEqual(last);
  });

  it('keeps writers that each retry on 412 from losing an update (read, change one field, write with If-Match)', async () => {
    const { entry } = await createEntry(svc, admin, api, { title: 'Start' });
    // Each writer owns one field and must end up having written it.
    const writers: Record<string, unknown>[] = [
      { code: 'ABC' },
      { quantity: 9 },
      { notes: 'n' },
      { active: true },
      { flag: false },
      { count: 3 },
    ];
    await Promise.all(
      writers.map(async (change) => {
        for (let attempt = 0; attempt < 50; attempt++) {
          const response = await svc.request(`/v2/extensions/${api.slug}/${entry.id}`, { token: admin });
          const etag = response.headers.get('etag')!;
          await response.body?.cancel();
          const written = await put(entry.id, change, { 'If-Match': etag });
          if (written.status === 200) return;
          expect(written.status).toBe(412);
        }
        throw new Error('a writer never got through');
      }),
    );
    const stored = await read(entry.id);
    expect(stored).toMatchObject({
      title: 'Start',
      code: 'ABC',
      quantity: 9,
      notes: 'n',
      active: true,
      flag: false,
      count: 3,
    });
    expect(stored.timestamps.resource_version).toBe(writers.length);
  });
});
