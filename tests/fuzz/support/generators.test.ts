import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointLength, conforms, createResolver, type JsonSchema } from './json-schema';
import { validValue } from './json-schema-arbitrary';
import { HOSTILE_VALUES, mutate, mutatedValue, rawBody, spotsOf } from './mutations';
import { answerMismatch } from './fuzz-target';
import { collectionOf, encodeLoosely, operationsOf, requestArbitrary } from './openapi-requests';

/** Shapes the service's document really uses (add to cart, subscription update, listing query). */
const cartItem: JsonSchema = {
  type: 'object',
  properties: {
    type: { type: 'string', const: 'cart_item' },
    quantity: { type: 'integer', minimum: 1, maximum: 100_000 },
    id: { type: 'string', format: 'uuid' },
    sku: { type: 'string', minLength: 1, maxLength: 1024 },
    custom_inputs: {
      type: 'object',
      propertyNames: { type: 'string', minLength: 1, maxLength: 255 },
      additionalProperties: { type: 'string', maxLength: 255 },
    },
  },
  required: ['type', 'quantity'],
};
const addToCart: JsonSchema = {
  type: 'object',
  properties: {
    data: { anyOf: [cartItem, { type: 'array', items: cartItem, minItems: 1, maxItems: 100 }] },
    options: { type: 'object', properties: { add_all_or_nothing: { type: 'boolean' } } },
  },
  required: ['data'],
};
const subscriptionUpdate: JsonSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        type: { type: 'string', enum: ['subscription'] },
        attributes: {
          type: 'object',
          properties: {
            plan_id: { type: 'string', format: 'uuid' },
            payment_authority: {
              type: 'object',
              properties: {
                type: { type: 'string', enum: ['vendor_payments_processor'] },
                card_id: { type: 'string', minLength: 3, maxLength: 1024 },
              },
              required: ['type'],
            },
          },
          additionalProperties: false,
        },
      },
      required: ['id', 'type', 'attributes'],
    },
  },
  required: ['data'],
};
const schemas: [string, JsonSchema][] = [
  ['add to cart', addToCart],
  ['subscription update', subscriptionUpdate],
  ['cart id', { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }],
  ['include', { type: 'string', pattern: '^(products|plans)(,(products|plans))*$' }],
  ['page limit', { type: 'integer', minimum: 1, maximum: 100 }],
  ['rate', { type: 'number', minimum: 0, maximum: 1 }],
  ['nullable name', { type: ['string', 'null'], minLength: 3, maxLength: 1024 }],
  ['email', { type: 'string', format: 'email' }],
  ['timestamp', { type: 'string', format: 'date-time' }],
];

describe('validValue: near-valid values from a JSON schema', () => {
  for (const [name, schema] of schemas) {
    it(`always conforms: ${name}`, () => {
      fc.assert(
        fc.property(validValue(schema), (value) => conforms(schema, value)),
        { numRuns: 300 },
      );
    });
  }

  it('reaches the edges: both ends of an integer range, the longest string, every enum value', () => {
    const limits = fc.sample(validValue({ type: 'integer', minimum: 1, maximum: 100 }), 500);
    expect(limits).toContain(1);
    expect(limits).toContain(100);
    const names = fc.sample(validValue({ type: 'string', minLength: 3, maxLength: 1024 }), 500);
    expect(names.some((value) => codePointLength(value as string) === 1024)).toBe(true);
    expect(names.some((value) => codePointLength(value as string) === 3)).toBe(true);
    expect(
      new Set(fc.sample(validValue({ type: 'string', enum: ['cancel', 'pause', 'resume'] }), 200)),
    ).toEqual(new Set(['cancel', 'pause', 'resume']));
  });

  it('sends characters beyond ASCII where any string is allowed', () => {
    const texts = fc.sample(validValue({ type: 'string' }), 500) as string[];
    expect(texts.some((text) => /[^\x20-\x7e]/.test(text))).toBe(true);
  });

  it('offers known ids where they fit, and only there', () => {
    const known = ['5c1e0a9d-3f2b-4d6e-8a71-0b9c2d4e6f01', 'fuzz-cart-1', 'not a cart id!'];
    const ids = fc.sample(validValue({ type: 'string', format: 'uuid' }, { known }), 200);
    expect(ids).toContain(known[0]);
    const carts = fc.sample(validValue({ type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }, { known }), 200);
    expect(carts).toContain('fuzz-cart-1');
    expect(carts).not.toContain('not a cart id!');
  });

  it('offers the documented example', () => {
    expect(fc.sample(validValue({ type: 'string', example: 'eq(product_types,standard)' }), 100)).toContain(
      'eq(product_types,standard)',
    );
  });

  it('follows references into the document', () => {
    const document = { components: { schemas: { Quantity: { type: 'integer', minimum: 5, maximum: 5 } } } };
    const resolve = createResolver(document);
    expect(fc.sample(validValue({ $ref: '#/components/schemas/Quantity' }, { resolve }), 20)).toEqual(
      Array(20).fill(5),
    );
  });
});

describe('mutations: one thing wrong', () => {
  it('usually breaks the schema (drop a required key, a wrong type, an unknown key where none may be)', () => {
    const broken = fc
      .sample(mutatedValue(subscriptionUpdate), 500)
      .filter((value) => !conforms(subscriptionUpdate, value));
    expect(broken.length).toBeGreaterThan(250);
  });

  it('drops a required key when the object has one', () => {
    const value = { data: { id: 'x', type: 'subscription', attributes: {} } };
    const dropped = mutate(value, subscriptionUpdate, 1, 'drop-key', null) as {
      data: Record<string, unknown>;
    };
    expect(Object.keys(dropped.data)).toHaveLength(2);
    expect(value.data).toHaveProperty('id');
  });

  it('adds `__proto__` as an own key that JSON carries, without touching any prototype', () => {
    const names = Array.from({ length: 5 }, (_, pick) =>
      mutate({ data: {} }, subscriptionUpdate, pick * 2 + 1, 'extra-key', 1),
    );
    expect(names.map((value) => JSON.stringify(value))).toContain('{"data":{"__proto__":1}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('finds every spot of a value, with the schema of each', () => {
    const spots = spotsOf({ data: { type: 'cart_item', quantity: 1 } }, addToCart);
    expect(spots.map((spot) => spot.path.join('.'))).toEqual(['', 'data', 'data.type', 'data.quantity']);
  });

  it('includes the values that trip storage and parsers', () => {
    expect(HOSTILE_VALUES).toEqual(
      expect.arrayContaining(['\u0000', '\ud800', 2 ** 64, '..%2f..%2fetc%2fpasswd', '//evil.example/']),
    );
    expect(() => JSON.parse(rawBody('{"data":{}}', 5, 0))).toThrow();
    const valid = '{"data":{}}';
    expect(Array.from({ length: 50 }, (_, pick) => rawBody(valid, 5, pick))).toContain(valid.slice(0, 5));
  });
});

describe('requests from an OpenAPI document', () => {
  const document = {
    paths: {
      '/v2/carts/{cartID}/items': {
        post: {
          parameters: [
            {
              name: 'cartID',
              in: 'path',
              required: true,
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
            },
            { name: 'x-currency', in: 'header', required: false, schema: { type: 'string' } },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: addToCart } } },
          responses: {
            201: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Items' } } } },
            400: { content: { 'application/json': { schema: {} } } },
          },
        },
        get: { parameters: [{ name: 'cartID', in: 'path', required: true, schema: { type: 'string' } }] },
      },
    },
    components: {
      schemas: {
        Items: {
          type: 'object',
          properties: { data: { type: 'array', items: cartItem } },
          required: ['data'],
        },
      },
    },
  };
  const { operations, resolve } = operationsOf(document);
  const post = operations.find((op) => op.method === 'POST')!;

  it('reads each operation with its parameters and body schema', () => {
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual([
      'POST /v2/carts/{cartID}/items',
      'GET /v2/carts/{cartID}/items',
    ]);
    expect(post.body).toMatchObject({ contentType: 'application/json', required: true });
  });

  it('builds mostly near-valid requests, with every kind of token and every kind of mistake', () => {
    const known = { all: ['fuzz-cart-1'], byCollection: new Map([['/v2/carts', ['fuzz-cart-1']]]) };
    const requests = fc.sample(requestArbitrary(post, { resolve, known }), 1000);
    const valid = requests.filter((request) => request.mutation === 'valid');
    expect(valid.length).toBeGreaterThan(450);
    expect(valid.length).toBeLessThan(750);
    for (const request of valid) {
      expect(request.target).toMatch(/^\/v2\/carts\/[A-Za-z0-9_-]{1,64}\/items$/);
      expect(request.headers['content-type']).toBe('application/json');
      expect(conforms(addToCart, JSON.parse(request.body!))).toBe(true);
    }
    expect(
      valid.filter((request) => request.target === '/v2/carts/fuzz-cart-1/items').length,
    ).toBeGreaterThan(valid.length / 2);
    expect(new Set(requests.map((request) => request.token))).toEqual(
      new Set(['none', 'invalid', 'implicit', 'account', 'admin']),
    );
    for (const kind of [
      'path parameter cartID raw',
      'path parameter cartID encoded',
      'query',
      'header',
      'body value',
      'raw body',
      'content type',
      'no body',
    ]) {
      expect(
        requests.some((request) => request.mutation.startsWith(kind)),
        kind,
      ).toBe(true);
    }
  });

  it('checks a 2xx answer against the schema the document gives its status', () => {
    const answer = (status: number, body: unknown) => ({ status, text: JSON.stringify(body) });
    const line = { type: 'cart_item', quantity: 2 };
    expect(answerMismatch(post, answer(201, { data: [line] }), resolve)).toBeNull();
    expect(answerMismatch(post, answer(201, { data: [line, { ...line, quantity: 0 }] }), resolve)).toMatch(
      /whose data\.1\.quantity breaks its documented schema/,
    );
    expect(answerMismatch(post, answer(201, { items: [] }), resolve)).toMatch(/whose \(root\) breaks/);
    expect(answerMismatch(post, answer(200, { data: [] }), resolve)).toMatch(
      /200, which the document does not list \(201\)/,
    );
    expect(answerMismatch(post, answer(400, { anything: true }), resolve)).toBeNull();
  });

  it('knows which listing feeds a path parameter', () => {
    expect(collectionOf('/v2/carts/{cartID}/items/{itemID}', 'itemID')).toBe('/v2/carts/{cartID}/items');
    expect(collectionOf('/v2/carts/{cartID}/items/{itemID}', 'cartID')).toBe('/v2/carts');
  });

  it('percent-encodes even a lone surrogate, as the invalid UTF-8 a lenient client would send', () => {
    expect(encodeLoosely('a/b c')).toBe('a%2Fb%20c');
    expect(encodeLoosely('x\ud800')).toBe('x%ED%A0%80');
    expect(encodeLoosely('🙂')).toBe('%F0%9F%99%82');
  });
});
