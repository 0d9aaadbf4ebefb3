import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductVariation, VariationOption } from '@/lib/commerce/schemas/variations';
import { DEMO_CATALOG, demoId } from '../demo/catalog/ids';
import { errorOf, startMerchandisingService, type MerchandisingTestService } from '../testing/merchandising';

let t: MerchandisingTestService;
beforeAll(async () => {
  t = await startMerchandisingService();
});
afterAll(() => t?.close());

const size = demoId.variation('tee-size');
const colour = demoId.variation('tee-colour');
const optionsPath = (variation: string) => `/pcm/variations/${variation}/options`;
const option = (attributes: Record<string, unknown>) => ({
  data: { type: 'product-variation-option', attributes },
});
const create = (variation: string, attributes: Record<string, unknown>) =>
  t.send<{ data: VariationOption }>('POST', optionsPath(variation), { json: option(attributes) });
const variation = async (id: string) =>
  (await t.send<{ data: ProductVariation }>('GET', `/pcm/variations/${id}`)).body.data;
const optionNames = async (id: string) => (await variation(id)).meta.options.map((entry) => entry.name);

describe('creating a variation option (spec 4.3, 2.7)', () => {
  it('answers 201 with id, type, attributes and meta (owner and timestamps)', async () => {
    const before = Date.now();
    const response = await create(size, { name: 'XXL', description: 'Extra extra large', sort_order: 5 });
    expect(response.status).toBe(201);
    const { data } = response.body;
    expect(data).toMatchObject({
      type: 'product-variation-option',
      attributes: { name: 'XXL', description: 'Extra extra large', sort_order: 5 },
      meta: { owner: 'store' },
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(data.meta.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(data.meta.updated_at).toBe(data.meta.created_at);
    expect(response.headers.get('location')).toBe(`${t.svc.baseUrl}${optionsPath(size)}/${data.id}`);
    const read = await t.send<{ data: VariationOption }>('GET', `${optionsPath(size)}/${data.id}`);
    expect(read.body.data).toEqual(data);
  });

  it('takes zero and negative sort orders, and none when it is null or left out (rule 3)', async () => {
    for (const [name, sort_order, expected] of [
      ['Zero', 0, 0],
      ['Minus', -3, -3],
      ['Nulled', null, undefined],
      ['Omitted', undefined, undefined],
    ] as const) {
      const response = await create(colour, { name, sort_order });
      expect(response.status, name).toBe(201);
      // Without a sort order the attribute is left out (the vendor's is an integer, never null).
      expect(response.body.data.attributes.sort_order, name).toBe(expected);
      expect('sort_order' in response.body.data.attributes, name).toBe(expected !== undefined);
      expect(response.body.data.attributes).not.toHaveProperty('description');
    }
  });

  it('lists options highest sort order first, then those without one alphabetically (rules 1 and 2)', async () => {
    // Size: S 40, M 30, L 20, XL 10 (demo), XXL 5.
    expect(await optionNames(size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    // Colour: Zero 0, Minus -3, then Black, Nulled, Omitted, White without sort orders.
    expect(await optionNames(colour)).toEqual(['Zero', 'Minus', 'Black', 'Nulled', 'Omitted', 'White']);
  });

  it('refuses a name outside A-Z a-z 0-9 - _ . with 422 naming the rule, and creates nothing', async () => {
    const before = await optionNames(size);
    for (const name of ['X L', 'große', 'a/b', 'x,y', '', 'tab\there', 'émoji🙂']) {
      const response = await create(size, { name });
      expect(response.status, name).toBe(422);
      const error = errorOf(response.body);
      expect(error).toMatchObject({
        status: '422',
        title: 'Unprocessable Entity',
        meta: { field: 'data.attributes.name' },
      });
      expect(error.detail).toContain('may contain only A-Z, a-z, 0-9, hyphen, underscore and period');
    }
    expect(await optionNames(size)).toEqual(before);
  });

  it('accepts every allowed character', async () => {
    const response = await create(size, { name: 'Az09-_.' });
    expect(response.status).toBe(201);
  });

  it('needs a name, since child products are named after their options (422)', async () => {
    const response = await create(size, { description: 'nameless' });
    expect(response.status).toBe(422);
    expect(errorOf(response.body).detail).toMatch(/data\.attributes\.name is required/);
  });

  it('refuses a second option of the same name in one variation (409)', async () => {
    const response = await create(size, { name: 'XXL' });
    expect(response.status).toBe(409);
    expect(errorOf(response.body).detail).toContain('already has an option named XXL');
    // Another variation may use the name.
    expect((await create(colour, { name: 'XXL' })).status).toBe(201);
  });

  it('lets exactly one of several concurrent creates of one name through', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(size, { name: 'Race' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await optionNames(size)).filter((name) => name === 'Race')).toHaveLength(1);
  });

  it('answers 400 naming the field for a body that breaks the schema', async () => {
    const cases: [unknown, string][] = [
      [option({ name: 'M2', sort_order: 1.5 }), 'data.attributes.sort_order'],
      [option({ name: 'M2', sort_order: '1' }), 'data.attributes.sort_order'],
      [option({ name: 'M2', sort_order: 2 ** 31 }), 'data.attributes.sort_order'],
      [option({ name: 5 }), 'data.attributes.name'],
      [option({ name: 'M2', description: 7 }), 'data.attributes.description'],
      [{ data: { type: 'product-variation', attributes: { name: 'M2' } } }, 'data.type'],
      [{ data: { type: 'product-variation-option' } }, 'data.attributes'],
      [{ type: 'product-variation-option', attributes: { name: 'M2' } }, 'data'],
      [option({ name: 'X L', sort_order: 'high' }), 'data.attributes.sort_order'],
    ];
    for (const [json, field] of cases) {
      const response = await t.send('POST', optionsPath(size), { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      const details = (response.body as { errors: { status: string; detail: string }[] }).errors.map(
        (error) => error.detail,
      );
      expect(details, JSON.stringify(json)).toContainEqual(
        expect.stringMatching(new RegExp(`^${field.replace(/\./g, '\\.')}:`)),
      );
    }
    expect(await optionNames(size)).not.toContain('M2');
  });

  it('answers 400 for malformed JSON, 415 for another content type and 400 for no body', async () => {
    const malformed = await t.send('POST', optionsPath(size), {
      body: '{"data":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const text = await t.send('POST', optionsPath(size), {
      body: 'name=XL',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const empty = await t.send('POST', optionsPath(size), {
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
  });

  it('answers 404 for an unknown variation', async () => {
    for (const id of [demoId.variation('no-such-variation'), 'not-a-uuid']) {
      const response = await create(id, { name: 'XL' });
      expect(response.status, id).toBe(404);
      expect(errorOf(response.body).detail).toContain(`Variation ${id} not found`);
    }
  });

  it('is for administrators only: 403 with an implicit token, 401 without one', async () => {
    const implicit = await t.send('POST', optionsPath(size), {
      json: option({ name: 'Shopper' }),
      token: t.shopper,
    });
    expect(implicit.status).toBe(403);
    expect(errorOf(implicit.body).status).toBe('403');
    // The token is checked before the body: a shopper learns nothing about the rules.
    expect(
      (await t.send('POST', optionsPath(size), { json: option({ name: 'X L' }), token: t.shopper })).status,
    ).toBe(403);
    expect(
      (await t.send('POST', optionsPath(size), { json: option({ name: 'Anon' }), token: null })).status,
    ).toBe(401);
    expect(await optionNames(size)).not.toContain('Shopper');
  });
});

describe('changing an option', () => {
  let optionId: string;
  beforeAll(async () => {
    optionId = (await create(colour, { name: 'Navy', description: 'Deep blue', sort_order: 50 })).body.data
      .id;
  });
  const put = (attributes: Record<string, unknown>, id = optionId, extra: Record<string, unknown> = {}) =>
    t.send<{ data: VariationOption }>('PUT', `${optionsPath(colour)}/${id}`, {
      json: { data: { type: 'product-variation-option', ...extra, attributes } },
    });

  it('replaces the attributes; a sort order left out or null is removed (rule 3)', async () => {
    const changed = await put({ name: 'Navy', description: 'Deep blue', sort_order: 60 });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes.sort_order).toBe(60);
    expect(Date.parse(changed.body.data.meta.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(changed.body.data.meta.created_at),
    );
    expect((await put({ name: 'Navy', sort_order: null })).body.data.attributes).toEqual({ name: 'Navy' });
    await put({ name: 'Navy', sort_order: 60 });
    const omitted = await put({ name: 'Navy' });
    expect(omitted.body.data.attributes).toEqual({ name: 'Navy' });
  });

  it('refuses a bad name (422), a taken name (409), another id in the body (400) and unknown options (404)', async () => {
    expect((await put({ name: 'Navy Blue' })).status).toBe(422);
    expect((await put({ name: 'Black' })).status).toBe(409);
    const mismatch = await put({ name: 'Navy' }, optionId, { id: demoId.option('tee-colour', 'Black') });
    expect(mismatch.status).toBe(400);
    expect(errorOf(mismatch.body).detail).toMatch(/^data\.id:/);
    expect((await put({ name: 'Navy' }, demoId.option('tee-size', 'S'))).status).toBe(404);
    expect((await put({ name: 'Navy' }, 'nope')).status).toBe(404);
    expect(
      (
        await t.send('PUT', `${optionsPath(colour)}/${optionId}`, {
          json: option({ name: 'Navy' }),
          token: t.shopper,
        })
      ).status,
    ).toBe(403);
  });
});

describe('listing variations', () => {
  it('lists every variation by name with its options in spec 2.7 order and the parents built from it', async () => {
    const response = await t.send<{ data: ProductVariation[]; meta: { results: { total: number } } }>(
      'GET',
      '/pcm/variations?page[limit]=100',
    );
    expect(response.status).toBe(200);
    const names = response.body.data.map((entry) => entry.attributes.name);
    expect(names).toEqual([...names].sort());
    expect(response.body.meta.results.total).toBe(6);
    const tee = response.body.data.find((entry) => entry.id === size)!;
    expect(tee).toMatchObject({ type: 'product-variation', attributes: { name: 'Size', sort_order: 10 } });
    expect(tee.relationships?.products?.data).toEqual([
      { id: DEMO_CATALOG.products.classicTee, type: 'product' },
    ]);
    expect(tee.meta.options.slice(0, 4)).toMatchObject([
      { name: 'S', description: 'Small', sort_order: 40 },
      { name: 'M', sort_order: 30 },
      { name: 'L', sort_order: 20 },
      { name: 'XL', sort_order: 10 },
    ]);
  });

  it('pages with the spec envelope and refuses bad paging', async () => {
    const first = await t.send<{
      data: unknown[];
      meta: { page: { current: number; total: number } };
      links: { next: string | null };
    }>('GET', '/pcm/variations?page[limit]=4');
    expect(first.body.data).toHaveLength(4);
    expect(first.body.meta.page).toMatchObject({ current: 1, total: 2 });
    expect(new URL(first.body.links.next!).searchParams.get('page[offset]')).toBe('4');
    const bad = await t.send('GET', '/pcm/variations?page[limit]=101');
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).detail).toMatch(/page\[limit\]/);
  });

  it('answers 404 for an unknown variation and 403 to shoppers', async () => {
    expect((await t.send('GET', `/pcm/variations/${demoId.variation('none')}`)).status).toBe(404);
    expect((await t.send('GET', '/pcm/variations/none')).status).toBe(404);
    expect((await t.send('GET', '/pcm/variations', { token: t.shopper })).status).toBe(403);
    expect((await t.send('GET', `/pcm/variations/${size}`, { token: null })).status).toBe(401);
  });
});
