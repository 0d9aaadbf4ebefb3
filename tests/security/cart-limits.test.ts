import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_INPUTS_BYTES } from '@/lib/commerce/schemas/carts';
import { CART_LIFETIME_MS } from '@/lib/service/carts/access';
import { cartItems, carts } from '@/lib/service/carts/schema';
import { CART_CREATION_LIMIT } from '@/lib/service/limits';
import { firstError, startTestService, type TestService } from '@/lib/service/testing/harness';

/** Issue 12 point 7: a cart's size is bounded, expired carts are deleted, new carts are limited. */
let svc: TestService;
let token: string;
beforeAll(async () => {
  svc = await startTestService({ seedDemoData: true });
  token = await svc.token('implicit');
});
afterAll(() => svc?.close());

const customItem = (sku: string, inputBytes: number) => ({
  data: {
    type: 'custom_item',
    name: `Plate ${sku}`,
    sku,
    quantity: 1,
    price: { amount: 1500 },
    custom_inputs: { engraving: 'x'.repeat(inputBytes) },
  },
});

const add = (cartId: string, json: unknown) =>
  svc.request(`/v2/carts/${cartId}/items`, { method: 'POST', token, json });

describe("a cart's total size", () => {
  it(`is bounded: custom inputs past ${MAX_CART_INPUTS_BYTES} bytes together are refused with 422`, async () => {
    const nearlyOneMb = 900 * 1024;
    expect((await add('heavy-cart', customItem('a', nearlyOneMb))).status).toBe(201);
    expect((await add('heavy-cart', customItem('b', nearlyOneMb))).status).toBe(201);
    const third = await add('heavy-cart', customItem('c', nearlyOneMb));
    expect(third.status).toBe(422);
    expect((await firstError(third)).detail).toMatch(/custom inputs of a cart may take at most/);
    // A small item still fits, and a read of the cart stays within the bound.
    expect((await add('heavy-cart', customItem('d', 100))).status).toBe(201);
    const read = await svc.request('/v2/carts/heavy-cart/items', { token });
    expect(read.status).toBe(200);
    const body = await read.text();
    expect(body.length).toBeLessThan(MAX_CART_INPUTS_BYTES + 64 * 1024);
    expect((JSON.parse(body) as { data: unknown[] }).data).toHaveLength(3);
  });
});

describe('an expired cart', () => {
  it('is deleted, with its lines, once new carts are made', async () => {
    expect((await add('old-cart', customItem('old', 10))).status).toBe(201);
    expect((await add('recent-cart', customItem('recent', 10))).status).toBe(201);
    const { db } = svc.service.storage;
    const longAgo = new Date(Date.now() - CART_LIFETIME_MS - 60_000);
    await db.update(carts).set({ updatedAt: longAgo }).where(eq(carts.id, 'old-cart'));

    const created = await svc.request('/v2/carts', { method: 'POST', token, json: { data: {} } });
    expect(created.status).toBe(201);
    expect(await db.select().from(carts).where(eq(carts.id, 'old-cart'))).toEqual([]);
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, 'old-cart'))).toEqual([]);
    expect(await db.select().from(carts).where(eq(carts.id, 'recent-cart'))).toHaveLength(1);
  });
});

describe('new carts from one address', () => {
  let own: TestService;
  let ownToken: string;
  beforeAll(async () => {
    own = await startTestService({ seedDemoData: true });
    ownToken = await own.token('implicit');
  });
  afterAll(() => own?.close());

  it(`are limited to ${CART_CREATION_LIMIT.perAddress} an hour, by POST and by a first add alike`, async () => {
    const create = () => own.request('/v2/carts', { method: 'POST', token: ownToken, json: { data: {} } });
    const firstAdd = (cartId: string) =>
      own.request(`/v2/carts/${cartId}/items`, {
        method: 'POST',
        token: ownToken,
        json: customItem('x', 10),
      });

    expect((await firstAdd('first-cart')).status).toBe(201);
    for (let i = 1; i < CART_CREATION_LIMIT.perAddress; i++) expect((await create()).status).toBe(201);

    for (const refused of [await create(), await firstAdd('one-too-many')]) {
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(CART_CREATION_LIMIT.windowSeconds);
      // POST /v2/carts answers cart_checkout.yaml's integer status; an add answers the string.
      const error = await firstError(refused);
      expect({ ...error, status: String(error.status) }).toMatchObject({
        status: '429',
        title: 'Too Many Requests',
      });
    }
    // Nothing was made for the refused first add (an unused id reads as an empty cart); existing
    // carts still take items.
    const nothing = await own.request('/v2/carts/one-too-many/items', { token: ownToken });
    expect(((await nothing.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await firstAdd('first-cart')).status).toBe(201);
  });
});
