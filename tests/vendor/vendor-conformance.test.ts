import { describe, expect, it } from 'vitest';
import { loadVendorConformance, validateRequest, VendorConformance, type Answer } from './vendor-conformance';
import { nullableAsJsonSchema, type VendorDocument } from './vendor-documents';

/**
 * The conformance machinery on small documents of its own (in both OpenAPI dialects), then one of
 * the vendor's request schemas through `checkRequest`, as the storefront's request-body tests use it.
 */
const price = {
  type: 'object',
  required: ['amount', 'currency'],
  properties: { amount: { type: 'integer' }, currency: { type: 'string' } },
};

function documentOf(
  name: string,
  dialect: '3.0' | '3.1',
  basePath: string,
  nullableAmount: object,
): VendorDocument {
  const content = {
    openapi: dialect === '3.0' ? '3.0.3' : '3.1.0',
    paths: {
      '/things/{thingID}': {
        get: {
          responses: {
            '200': {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingResponse' } } },
            },
            '404': { $ref: '#/components/responses/NotFound' },
          },
        },
        put: {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingResponse' } } },
          },
          responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } },
        },
        delete: { responses: { '204': { description: 'Deleted' } } },
      },
      '/things/{thingID}/{relation}': { get: { responses: { '200': { description: 'Any relation' } } } },
      '/things/{thingID}/parts': { get: { responses: { '200': { description: 'Its parts' } } } },
    },
    components: {
      schemas: {
        ThingResponse: {
          type: 'object',
          required: ['data'],
          properties: {
            data: {
              type: 'object',
              required: ['id', 'price'],
              properties: { id: { type: 'string', format: 'uuid' }, price, amount: nullableAmount },
            },
          },
        },
        Error: {
          type: 'object',
          required: ['errors'],
          properties: {
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['status', 'title'],
                properties: { status: { type: 'string' } },
              },
            },
          },
        },
      },
      responses: {
        NotFound: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    },
  };
  return {
    name,
    dialect,
    basePath,
    content: (dialect === '3.0' ? nullableAsJsonSchema(content) : content) as Record<string, unknown>,
  };
}

const thing = (amount: unknown) => ({
  data: { id: '0b1d9c5e-7c1a-4f55-9d42-3c2b1d7a8e6f', price: { amount: 100, currency: 'EUR' }, amount },
});
const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json; charset=UTF-8',
  body: JSON.stringify(body),
});

describe('holding answers to a vendor document', () => {
  const conformance = new VendorConformance([
    documentOf('old.yaml', '3.0', '/v2', { type: 'integer', nullable: true }),
    documentOf('new.yaml', '3.1', '', { type: ['integer', 'null'] }),
  ]);
  const problemsOf = (method: string, path: string, answer: Answer) => {
    const check = conformance.checkResponse(method, path, answer);
    if (check.kind !== 'checked') throw new Error(`${method} ${path} is no vendor operation`);
    return check.verdicts.map((verdict) => verdict.problems);
  };

  it('finds the operation below each document’s server path, the most specific template first', () => {
    const names = (method: string, path: string) => {
      const check = conformance.checkResponse(method, path, json(200, {}));
      return check.kind === 'checked' ? check.verdicts.map((verdict) => verdict.operation.key) : [];
    };
    expect(names('GET', '/v2/things/abc')).toEqual(['GET /v2/things/{thingID}']);
    expect(names('GET', '/things/abc')).toEqual(['GET /things/{thingID}']);
    expect(names('GET', '/things/abc/parts')).toEqual(['GET /things/{thingID}/parts']);
    expect(names('GET', '/things/abc/owners')).toEqual(['GET /things/{thingID}/{relation}']);
    expect(conformance.checkResponse('POST', '/things/abc', json(201, {})).kind).toBe('undocumented');
    expect(conformance.checkResponse('GET', '/things/abc/parts/more', json(200, {})).kind).toBe(
      'undocumented',
    );
  });

  it('accepts a conforming answer, null where a 3.0 schema says nullable, and nothing else', () => {
    expect(problemsOf('GET', '/v2/things/abc', json(200, thing(null)))).toEqual([[]]);
    expect(problemsOf('GET', '/things/abc', json(200, thing(7)))).toEqual([[]]);
    const [problems] = problemsOf('GET', '/v2/things/abc', json(200, thing('seven')));
    expect(problems).toEqual(['/data/amount must be integer,null']);
  });

  it('names every property that is missing, mistyped or badly formatted', () => {
    const body = { data: { id: 'not-a-uuid', price: { amount: 1.5 } } };
    const [problems] = problemsOf('GET', '/things/abc', json(200, body));
    expect(problems).toEqual(
      expect.arrayContaining([
        '/data/id must match format "uuid"',
        "/data/price must have required property 'currency'",
        '/data/price/amount must be integer',
      ]),
    );
  });

  it('refuses a success status the vendor does not document, and a body where it documents none', () => {
    expect(problemsOf('GET', '/things/abc', json(201, thing(1)))).toEqual([
      ['answered 201; the vendor documents 200'],
    ]);
    expect(problemsOf('DELETE', '/things/abc', { status: 204, contentType: null, body: '' })).toEqual([[]]);
    expect(problemsOf('DELETE', '/things/abc', json(200, {}))).toEqual([
      ['answered 200; the vendor documents 204'],
    ]);
    expect(problemsOf('GET', '/things/abc/parts', json(200, []))).toEqual([
      ['a body where the vendor documents none'],
    ]);
  });

  it('holds errors to the envelope, also for a status the operation does not list', () => {
    const envelope = { errors: [{ status: '404', title: 'Not Found' }] };
    expect(problemsOf('GET', '/things/abc', json(404, envelope))).toEqual([[]]);
    expect(
      problemsOf('GET', '/things/abc', json(409, { errors: [{ status: '409', title: 'Conflict' }] })),
    ).toEqual([[]]);
    const [problems] = problemsOf('GET', '/things/abc', json(404, { error: 'not found' }));
    expect(problems).toEqual(["(the body) must have required property 'errors'"]);
    const [fromAnother] = problemsOf('DELETE', '/things/abc', json(400, { errors: [{ status: 400 }] }));
    expect(fromAnother).toEqual([
      "/errors/0 must have required property 'title'",
      '/errors/0/status must be string',
    ]);
  });

  it('checks request bodies against the operation’s request schema', () => {
    const check = conformance.checkRequest('PUT', '/things/abc', { data: { id: 'x' } });
    expect(check).toMatchObject({
      kind: 'checked',
      verdicts: [{ problems: expect.arrayContaining(["/data must have required property 'price'"]) }],
    });
    expect(conformance.checkRequest('PUT', '/things/abc', thing(3))).toMatchObject({
      verdicts: [{ problems: [] }],
    });
    expect(conformance.checkRequest('PUT', '/things/abc', undefined)).toMatchObject({
      verdicts: [{ problems: ['the vendor requires a body'] }],
    });
    expect(conformance.checkRequest('GET', '/things/abc', {})).toMatchObject({
      verdicts: [{ problems: ['the vendor documents no request body'] }],
    });
  });

  it('holds a value to a schema of its own that names the document’s schemas', () => {
    const narrower = {
      allOf: [{ $ref: '#/components/schemas/ThingResponse' }],
      properties: { data: { required: ['amount'] } },
    };
    for (const document of conformance.documents) {
      expect(conformance.checkWith(document, narrower, thing(3))).toEqual({ ok: true });
      expect(conformance.checkWith(document, narrower, { data: { id: 'x' } })).toEqual({
        ok: false,
        problems: expect.arrayContaining([
          "/data must have required property 'price'",
          "/data must have required property 'amount'",
        ]),
      });
    }
  });
});

const vendor = await loadVendorConformance();

describe.runIf(vendor)('a request body against the vendor’s own documents (VENDOR_OPENAPI_DIR)', () => {
  const problems = async (method: string, path: string, body: unknown) => {
    const check = await validateRequest(method, path, body);
    if (check?.kind !== 'checked') throw new Error(`${method} ${path} is no vendor operation`);
    return Object.fromEntries(
      check.verdicts.map((verdict) => [verdict.operation.document.name, verdict.problems]),
    );
  };
  const address = {
    type: 'address',
    first_name: 'Ada',
    last_name: 'Lovelace',
    line_1: '1 Harbour Street',
    city: 'Brighton',
    postcode: 'BN1 1AA',
    country: 'GB',
  };

  it('accepts a new account address as the vendor documents it, in shopper.yaml and its source', async () => {
    expect(await problems('POST', '/v2/accounts/8b0c7a3e/addresses', { data: address })).toEqual({
      'account-addresses.yaml': [],
      'shopper.yaml': [],
    });
  });

  it('names what a body the vendor would refuse gets wrong', async () => {
    const found = await problems('POST', '/v2/accounts/8b0c7a3e/addresses', {
      data: { ...address, type: 7 },
    });
    expect(found['shopper.yaml']).toContain('/data/type must be string');
    expect((await problems('POST', '/v2/accounts/8b0c7a3e/addresses', {}))['shopper.yaml']).toEqual([
      "(the body) must have required property 'data'",
    ]);
  });
});
