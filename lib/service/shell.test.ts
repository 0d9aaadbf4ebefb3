import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestService, type TestService } from './testing/harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe('service shell', () => {
  it('answers its health path without a token', async () => {
    const response = await svc.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await svc.request('/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths).toHaveProperty('/oauth/access_token');
    expect(doc.paths).toHaveProperty('/health');
  });

  it('refuses a request without a token with 401 in the error envelope', async () => {
    const response = await svc.request('/v2/carts/abc/items');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const error = await firstError(response);
    expect(error).toMatchObject({ status: '401', title: 'Unauthorized' });
    expect(error.detail).toMatch(/bearer token/);
  });

  it('refuses a forged or malformed token with 401', async () => {
    for (const header of [
      'Bearer not-a-token',
      'Basic abc',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJraW5kIjoiYWRtaW4ifQ.c2ln',
    ]) {
      const response = await svc.request('/anything', { headers: { Authorization: header } });
      expect(response.status, header).toBe(401);
      expect((await firstError(response)).status).toBe('401');
    }
  });

  it('answers an unknown path with 404 in the envelope', async () => {
    const token = await svc.token('implicit');
    const response = await svc.request('/no/such/path', { token });
    expect(response.status).toBe(404);
    expect(await firstError(response)).toMatchObject({ status: '404', title: 'Not Found' });
  });

  it('answers paths outside the service prefix with 404 in the envelope', async () => {
    const response = await fetch(svc.baseUrl.replace('/commerce', '/elsewhere'));
    expect(response.status).toBe(404);
    expect((await firstError(response)).status).toBe('404');
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const response = await svc.request('/oauth/access_token');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await firstError(response)).toMatchObject({ status: '405', title: 'Method Not Allowed' });
  });

  it('answers malformed JSON with 400', async () => {
    const token = await svc.token('implicit');
    const response = await svc.request('/v2/carts/abc/items', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: '{"data": [',
    });
    expect(response.status).toBe(400);
    const error = await firstError(response);
    expect(error).toMatchObject({ status: '400', title: 'Malformed JSON' });
  });

  it('answers a body of the wrong content type with 415', async () => {
    const token = await svc.token('implicit');
    const response = await svc.request('/v2/carts/abc/items', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect((await firstError(response)).status).toBe('415');
    const form = await svc.request('/oauth/access_token', {
      method: 'POST',
      json: { grant_type: 'implicit', client_id: svc.config.clientId },
    });
    expect(form.status).toBe(415);
  });

  it('answers an oversized body with 413', async () => {
    const token = await svc.token('implicit');
    const response = await svc.request('/v2/carts/abc/items', {
      method: 'POST',
      token,
      json: { data: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect((await firstError(response)).status).toBe('413');
  });
});

describe('POST /oauth/access_token', () => {
  const post = (fields: Record<string, string>) =>
    svc.request('/oauth/access_token', { method: 'POST', body: new URLSearchParams(fields) });

  it('gives an implicit token with the flat answer of DESIGN.md §2', async () => {
    const response = await post({ grant_type: 'implicit', client_id: svc.config.clientId });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, identifier: 'implicit' });
    expect(typeof body.access_token).toBe('string');
    expect(body.expires).toBeGreaterThan(Date.now() / 1000 + 3500);
  });

  it('gives an admin token for the right client credentials', async () => {
    const response = await post({
      grant_type: 'client_credentials',
      client_id: svc.config.clientId,
      client_secret: svc.config.clientSecret,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ identifier: 'client_credentials' });
  });

  it('refuses a wrong secret or an unknown client with 401', async () => {
    const wrongSecret = await post({
      grant_type: 'client_credentials',
      client_id: svc.config.clientId,
      client_secret: 'nope',
    });
    expect(wrongSecret.status).toBe(401);
    expect((await firstError(wrongSecret)).detail).toMatch(/client_secret/);
    const unknown = await post({ grant_type: 'implicit', client_id: 'someone-else' });
    expect(unknown.status).toBe(401);
  });

  it('refuses a missing or unsupported grant with 400 naming the field', async () => {
    const missing = await post({ client_id: svc.config.clientId });
    expect(missing.status).toBe(400);
    expect((await firstError(missing)).detail).toMatch(/grant_type/);
    const password = await post({ grant_type: 'password', client_id: svc.config.clientId });
    expect(password.status).toBe(400);
    const noSecret = await post({ grant_type: 'client_credentials', client_id: svc.config.clientId });
    expect(noSecret.status).toBe(400);
    expect((await firstError(noSecret)).detail).toMatch(/client_secret/);
  });

  it('issues tokens that the bearer check accepts', async () => {
    const token = await svc.token('admin');
    const response = await svc.request('/no/such/path', { token });
    expect(response.status).toBe(404);
  });
});

describe('response headers', () => {
  it('marks answers nosniff and not frameable', async () => {
    const response = await svc.request('/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
