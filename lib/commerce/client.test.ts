import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildUrl, createCommerceClient } from './client';
import { describeError } from './describe-error';
import { oauthTokenProvider, staticTokenProvider } from './tokens';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('commerce client', () => {
  it('keeps a regional host and path prefix of the base url', () => {
    expect(
      buildUrl('https://eu-west.example.com/commerce/', '/catalog/products', {
        'page[limit]': 10,
        filter: undefined,
      }),
    ).toBe('https://eu-west.example.com/commerce/catalog/products?page%5Blimit%5D=10');
  });

  it('sends the context headers, If-Match, the bearer token and a JSON body', async () => {
    let seen: Request | undefined;
    const client = createCommerceClient({
      baseUrl: 'https://api.example.com/v',
      tokens: staticTokenProvider('tok-1'),
      context: { locale: 'fr-FR', channel: 'mobile' },
      fetch: async (request) => {
        seen = request;
        return json(200, { id: 'x' }, { ETag: 'W/"abc"' });
      },
    });
    const result = await client.request('/v2/extensions/prefs/1', {
      method: 'PUT',
      body: { data: { type: 'prefs_ext' } },
      ifMatch: 'W/"abc"',
      context: { contextTag: 'vip' },
      schema: z.object({ id: z.string() }),
    });
    expect(result.ok && result.data).toEqual({ id: 'x' });
    expect(result.ok && result.headers.get('etag')).toBe('W/"abc"');
    expect(seen?.method).toBe('PUT');
    expect(seen?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen?.headers.get('accept-language')).toBe('fr-FR');
    expect(seen?.headers.get('vendor-channel')).toBe('mobile');
    expect(seen?.headers.get('vendor-context-tag')).toBe('vip');
    expect(seen?.headers.get('if-match')).toBe('W/"abc"');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(await seen?.json()).toEqual({ data: { type: 'prefs_ext' } });
  });

  it('asks again with the kept answer’s ETag, and keeps that answer when the service says 304', async () => {
    const seen: (string | null)[] = [];
    const answers = [json(200, { id: 'fresh' }, { ETag: 'W/"v2"' }), new Response(null, { status: 304 })];
    const client = createCommerceClient({
      baseUrl: 'https://api.example.com',
      fetch: async (request) => {
        seen.push(request.headers.get('if-none-match'));
        return answers.shift()!;
      },
    });
    const schema = z.object({ id: z.string() });
    const changed = await client.request('/v2/carts/c1/items', {
      schema,
      cached: { etag: 'W/"v1"', data: { id: 'old' } },
    });
    expect(changed.ok && changed.data).toEqual({ id: 'fresh' });
    const unchanged = await client.request('/v2/carts/c1/items', {
      schema,
      cached: { etag: 'W/"v2"', data: { id: 'fresh' } },
    });
    expect(unchanged).toMatchObject({ ok: true, status: 304, data: { id: 'fresh' } });
    expect(seen).toEqual(['W/"v1"', 'W/"v2"']);
  });

  it('maps the error envelope to a value with status, title and detail', async () => {
    const client = createCommerceClient({
      baseUrl: 'https://api.example.com',
      fetch: async () =>
        json(412, {
          errors: [{ status: '412', title: 'Precondition Failed', detail: 'The entry has changed' }],
        }),
    });
    const result = await client.request('/x', { schema: z.unknown() });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      kind: 'http',
      status: 412,
      title: 'Precondition Failed',
      detail: 'The entry has changed',
    });
    expect(describeError(result.error)).toMatch(/Someone else changed this/);
  });

  it('reads an error whose status is an integer, as the vendor’s cart errors carry it', async () => {
    const client = createCommerceClient({
      baseUrl: 'https://api.example.com',
      fetch: async () =>
        json(422, {
          errors: [{ status: 422, title: 'Cannot use both discounts together', detail: 'Only one' }],
        }),
    });
    const result = await client.request('/v2/carts/c1', { method: 'PUT', body: {}, schema: z.unknown() });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      kind: 'http',
      status: 422,
      title: 'Cannot use both discounts together',
      errors: [{ status: '422', title: 'Cannot use both discounts together', detail: 'Only one' }],
    });
  });

  it('reports a network failure as a value, never a throw', async () => {
    const client = createCommerceClient({
      baseUrl: 'https://api.example.com',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const result = await client.request('/x', { schema: z.unknown() });
    expect(!result.ok && result.error).toMatchObject({ kind: 'network', detail: 'fetch failed' });
    expect(!result.ok && describeError(result.error)).toMatch(/could not be reached/);
  });

  it('reports an answer that breaks the contract as a validation error', async () => {
    const client = createCommerceClient({
      baseUrl: 'https://api.example.com',
      fetch: async () => json(200, { id: 5 }),
    });
    const result = await client.request('/x', { schema: z.object({ id: z.string() }) });
    expect(!result.ok && result.error).toMatchObject({ kind: 'validation', status: 200 });
    expect(!result.ok && result.error.detail).toMatch(/^id:/);
  });

  it('keeps a non-JSON failure as an http error with its status', async () => {
    const client = createCommerceClient({
      baseUrl: 'https://api.example.com',
      fetch: async () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
    });
    const result = await client.request('/x', { schema: z.unknown() });
    expect(!result.ok && result.error).toMatchObject({ kind: 'http', status: 502, title: 'Bad Gateway' });
    expect(!result.ok && describeError(result.error)).toMatch(/having trouble/);
  });

  it('gets implicit and client-credentials tokens, caches them and renews after a 401', async () => {
    const grants: string[] = [];
    let issued = 0;
    let rejectNext = true;
    const fetchStub = async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/oauth/access_token')) {
        const form = new URLSearchParams(await request.text());
        grants.push(`${form.get('grant_type')}:${form.get('client_id')}:${form.get('client_secret') ?? ''}`);
        issued++;
        return json(200, {
          access_token: `t${issued}`,
          token_type: 'Bearer',
          expires_in: 3600,
          expires: 1,
          identifier: form.get('grant_type'),
        });
      }
      if (rejectNext) {
        rejectNext = false;
        return json(401, { errors: [{ status: '401', title: 'Unauthorized' }] });
      }
      return json(200, { auth: request.headers.get('authorization') });
    };
    const tokens = oauthTokenProvider({
      baseUrl: 'https://api.example.com/c',
      clientId: 'shop',
      fetch: fetchStub,
    });
    const client = createCommerceClient({ baseUrl: 'https://api.example.com/c', tokens, fetch: fetchStub });
    const first = await client.request('/x', { schema: z.object({ auth: z.string() }) });
    expect(first.ok && first.data.auth).toBe('Bearer t2');
    const second = await client.request('/x', { schema: z.object({ auth: z.string() }) });
    expect(second.ok && second.data.auth).toBe('Bearer t2');
    expect(grants).toEqual(['implicit:shop:', 'implicit:shop:']);

    const admin = oauthTokenProvider({
      baseUrl: 'https://api.example.com/c',
      clientId: 'shop',
      clientSecret: 's3cret',
      fetch: fetchStub,
    });
    await admin.getToken();
    expect(grants.at(-1)).toBe('client_credentials:shop:s3cret');
  });
});
