import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestService, type TestService } from '../testing/harness';
import { MAX_BODY_BYTES, unstorableStringAt } from './body';

describe('unstorableStringAt', () => {
  it('names the first string or key with U+0000 or an unpaired surrogate', () => {
    expect(unstorableStringAt({ data: { name: 'ok', notes: ['fine', 'a\u0000b'] } })).toBe('data.notes.1');
    expect(unstorableStringAt({ data: { 'k\ud800': 1 } })).toBe('data.k\ud800');
    expect(unstorableStringAt('\udfff')).toBe('(root)');
    expect(unstorableStringAt({ data: { emoji: '🙂', accents: 'e\u0301', nothing: null, n: 0 } })).toBeNull();
  });

  it('follows bodies nested far deeper than a recursion could', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 1_000_000; level++) deep = [deep];
    expect(unstorableStringAt(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('a body string the storage cannot hold', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc?.close());

  it('is refused with 400 naming the field, before any handler sees it', async () => {
    const token = await svc.token('implicit');
    for (const name of ['a\u0000b', 'x\ud800']) {
      const response = await svc.request('/v2/carts/nul-check/items', {
        method: 'POST',
        token,
        json: { data: { type: 'custom_item', name, sku: 'nul', quantity: 1, price: { amount: 100 } } },
      });
      expect(response.status).toBe(400);
      const error = await firstError(response);
      expect(error.meta).toEqual({ field: 'data.name' });
      expect(error.detail).toMatch(/^data\.name: must not contain a NUL character/);
    }
  });
});

describe('a chunked body larger than the limit', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc?.close());

  /**
   * Streams up to `total` bytes of a JSON string without a Content-Length (chunked), one chunk per
   * drain, and stops writing when the answer arrives: what was written by then is what the service
   * had to take in before refusing.
   */
  function sendChunked(path: string, token: string, total: number) {
    const { hostname, port } = new URL(svc.baseUrl);
    return new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
      let written = 0;
      let answered = false;
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const sent = httpRequest(
        {
          hostname,
          port,
          method: 'POST',
          path: `/commerce${path}`,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        },
        (response) => {
          answered = true;
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (part: string) => (body += part));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, written }));
        },
      );
      // The service may close the connection while we still write: that is the point, not a failure.
      sent.on('error', (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && written < total) {
          written += chunk.length;
          if (!sent.write(chunk)) return void sent.once('drain', pump);
        }
        if (!answered) sent.end();
      };
      sent.write('{"data":"');
      pump();
    });
  }

  it('is refused with 413 in the envelope after the limit, without reading the rest', async () => {
    const token = await svc.token('implicit');
    const total = 600 * 1024 * 1024;
    const started = Date.now();
    const answer = await sendChunked('/v2/carts/big-body/items', token, total);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [
        {
          status: '413',
          title: 'Payload Too Large',
          detail: `The request body must not exceed ${MAX_BODY_BYTES} bytes`,
        },
      ],
    });
    // Refused long before 600 MB went over the wire (socket buffers let a few MB more through).
    expect(answer.written).toBeLessThan(64 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The service still reads bodies afterwards.
    expect(await svc.token('admin')).toBeTruthy();
  });
});
