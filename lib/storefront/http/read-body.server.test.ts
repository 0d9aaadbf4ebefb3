import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('server-only', () => ({}));
const { isFormPost, readBody, readForm, MAX_BODY_BYTES } = await import('./read-body.server');

const schema = z.object({ quantity: z.int().min(1) });

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://shop.test/api/cart/items', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

async function refusal(read: Awaited<ReturnType<typeof readBody>>) {
  expect(read.ok).toBe(false);
  if (read.ok) throw new Error('read');
  return { status: read.response.status, body: await read.response.json() };
}

describe('readBody', () => {
  it('answers the checked body', async () => {
    expect(await readBody(post('{"quantity":2}'), schema)).toEqual({ ok: true, data: { quantity: 2 } });
  });

  it('refuses another content type with 415', async () => {
    const { status, body } = await refusal(
      await readBody(post('quantity=2', { 'content-type': 'text/plain' }), schema),
    );
    expect(status).toBe(415);
    expect(body.errors[0]).toMatchObject({ status: '415', title: 'Unsupported Media Type' });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const { status, body } = await refusal(await readBody(post('{"quantity":'), schema));
    expect(status).toBe(400);
    expect(body.errors[0].detail).toBe('The request body must be JSON');
  });

  it('names the first wrong field in a 400', async () => {
    const { status, body } = await refusal(await readBody(post('{"quantity":0}'), schema));
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: '400', meta: { field: 'quantity' } });
    expect(body.errors[0].detail).toMatch(/^quantity: /);
  });

  it('refuses a body over the limit with 413 without reading all of it', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
    // An endless chunked body: only a reader that stops at the limit ever answers.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const { status, body } = await refusal(await readBody(post(endless), schema));
    expect(status).toBe(413);
    expect(body.errors[0]).toMatchObject({ status: '413', title: 'Payload Too Large' });
    expect(pulled).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.byteLength);
  });

  it('refuses a declared length over the limit with 413', async () => {
    const request = post('{}', {
      'content-type': 'application/json',
      'content-length': String(MAX_BODY_BYTES + 1),
    });
    expect((await refusal(await readBody(request, schema))).status).toBe(413);
  });

  it('takes a body just under the limit', async () => {
    const padded = `{"quantity":1${' '.repeat(MAX_BODY_BYTES - 20)}}`;
    expect(await readBody(post(padded), schema)).toEqual({ ok: true, data: { quantity: 1 } });
  });
});

describe('readForm', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('answers a plain form’s fields, checked', async () => {
    const request = post('quantity=2', form);
    expect(isFormPost(request)).toBe(true);
    expect(await readForm(request, z.object({ quantity: z.coerce.number().int() }))).toEqual({
      ok: true,
      data: { quantity: 2 },
    });
  });

  it('names the first wrong field in a 400', async () => {
    const { status, body } = await refusal(await readForm(post('quantity=', form), schema));
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ meta: { field: 'quantity' } });
  });

  it('refuses a form over the limit with 413', async () => {
    const request = post(`quantity=${'9'.repeat(MAX_BODY_BYTES)}`, form);
    expect((await refusal(await readForm(request, schema))).status).toBe(413);
  });

  it('tells JSON from a form', () => {
    expect(isFormPost(post('{}'))).toBe(false);
  });
});
