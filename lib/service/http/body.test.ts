import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestService, type TestService } from '../testing/harness';
import { unstorableStringAt } from './body';

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
