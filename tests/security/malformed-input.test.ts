import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestService, type TestService } from '@/lib/service/testing/harness';

/** Issue 12 point 8: input that used to crash a handler answers 400 in the envelope. */
let svc: TestService;
let token: string;
beforeAll(async () => {
  svc = await startTestService({ seedDemoData: true });
  token = await svc.token('implicit');
});
afterAll(() => svc?.close());

/** Written as text: JSON.stringify itself recurses, and gives up before 5000 levels. */
const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

const addCustomItem = (cartId: string, customInputsJson: string) =>
  svc.request(`/v2/carts/${cartId}/items`, {
    method: 'POST',
    token,
    headers: { 'Content-Type': 'application/json' },
    body: `{"data":{"type":"custom_item","name":"Engraved plate","sku":"plate","quantity":1,"price":{"amount":1500},"custom_inputs":${customInputsJson}}}`,
  });

describe("a custom item's custom_inputs nested far too deep", () => {
  it('is refused with 400 naming the field, and no cart is made', async () => {
    const response = await addCustomItem('deep-inputs', `{"engraving":${nested(5000)}}`);
    expect(response.status).toBe(400);
    const error = await firstError(response);
    expect(error.status).toBe('400');
    expect(error.detail).toMatch(/custom_inputs/);
    // An unused id reads as an empty cart: nothing was added.
    const items = await svc.request('/v2/carts/deep-inputs/items', { token });
    expect(((await items.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('is accepted at a sensible depth', async () => {
    const response = await addCustomItem('shallow-inputs', `{"engraving":${nested(8)}}`);
    expect(response.status).toBe(201);
  });
});

/** Sent with node:http, which passes the target as written (fetch would re-encode it). */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(svc.baseUrl);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { hostname, port, path: target, headers: { Authorization: `Bearer ${token}`, connection: 'close' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (part: string) => (body += part));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('malformed percent-encoding in a path segment', () => {
  const targets = [
    '/commerce/v2/carts/%C0%AF',
    '/commerce/v2/carts/%FF/items',
    '/commerce/v2/carts/cart-1/items/%E0%80',
    '/commerce/catalog/products/%FF',
    '/commerce/catalog/hierarchies/%C0%AF/children',
    '/commerce/v2/subscriptions/subscriptions/%FF',
    '/commerce/v2/orders/%C0%AF',
    '/commerce/%FF',
  ];
  it.each(targets)('%s answers 400 in the envelope', async (target) => {
    const answer = await rawGet(target);
    expect(answer.status).toBe(400);
    // Cart errors carry the status as an integer (cart_checkout.yaml), the others as a string.
    const body = JSON.parse(answer.body) as { errors: { status: string | number; detail?: string }[] };
    expect(String(body.errors[0]?.status)).toBe('400');
    expect(body.errors[0]?.detail).toMatch(/percent-encoding/);
  });
});

/** Issue 24 point 7: crafted search input answers 400 in the envelope, never 500. */
describe('a crafted search', () => {
  const search = (one: Record<string, unknown>) =>
    svc.request('/catalog/multi-search', {
      method: 'POST',
      token,
      json: { searches: [{ q: 'tent', ...one }] },
    });

  it.each([
    ['a price bound past the bigint range', { filter_by: 'price:>=99999999999999999999999' }, 'filter_by'],
    ['a price range past it', { filter_by: 'price:[0..99999999999999999999999999999]' }, 'filter_by'],
    [
      'a price in a currency past it',
      { filter_by: 'price.EUR.float_price:<=-99999999999999999999' },
      'filter_by',
    ],
    ['sort_by naming the prototype', { sort_by: '__proto__:asc' }, 'sort_by'],
    ['sort_by naming an inherited key', { sort_by: 'constructor:desc' }, 'sort_by'],
  ])('%s is a 400 naming the parameter', async (_, one, parameter) => {
    const response = await search(one);
    expect(response.status).toBe(400);
    const error = await firstError(response);
    expect(error.status).toBe('400');
    expect(error.meta?.parameter).toBe(`searches.0.${parameter}`);
  });

  it('a price bound within range still filters', async () => {
    const response = await search({ filter_by: 'price:[0..1000000000000]' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { found: number }[] };
    expect(body.results[0]!.found).toBeGreaterThan(0);
  });
});
