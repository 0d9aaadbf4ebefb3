import { describe, expect, it, vi } from 'vitest';
import type { CommerceError } from '@/lib/commerce/result';

vi.mock('server-only', () => ({}));
// The request's market (its cookie in a real request), which picks the language of the sentences.
let market = 'en-us';
vi.mock('@/lib/i18n/request-market.server', () => ({ requestMarket: async () => market }));
const { failureAnswer } = await import('./failure-answer.server');

const refusal = (status: number, detail: string, meta?: Record<string, unknown>): CommerceError => ({
  kind: 'http',
  status,
  title: 'Unprocessable Entity',
  detail,
  errors: [{ status: String(status), title: 'Unprocessable Entity', detail, ...(meta && { meta }) }],
});

const read = async (answer: Promise<Response>) => {
  const response = await answer;
  return { status: response.status, body: await response.json() };
};

describe('failureAnswer', () => {
  it('answers a service that cannot be reached with 503 and one that breaks the contract with 502', async () => {
    expect((await read(failureAnswer({ kind: 'network', title: 'fetch failed', errors: [] }))).status).toBe(
      503,
    );
    expect((await read(failureAnswer({ kind: 'validation', title: 'bad shape', errors: [] }))).status).toBe(
      502,
    );
  });

  it('keeps a refusal’s status, in the shopper’s words by default', async () => {
    const { status, body } = await read(failureAnswer({ ...refusal(404, 'no such subscription') }));
    expect(status).toBe(404);
    expect(body).toEqual({
      errors: [{ status: '404', title: 'Not Found', detail: 'We could not find what you were looking for.' }],
    });
  });

  it('answers in the language of the shopper’s market', async () => {
    market = 'fr-gb';
    const { body } = await read(failureAnswer({ ...refusal(404, 'no such subscription') }));
    market = 'en-us';
    expect(body.errors[0].detail).toBe('Nous n’avons pas trouvé ce que vous cherchiez.');
  });

  it('passes the service’s error objects on when they name the item', async () => {
    const error = refusal(422, 'engraving is too long', { index: 0, input: 'engraving' });
    const { status, body } = await read(failureAnswer(error, { words: 'service' }));
    expect(status).toBe(422);
    expect(body.errors).toEqual(error.errors);
  });

  it('passes a refused item on with what it names, worded in the shopper’s language', async () => {
    market = 'fr-fr';
    const error = refusal(422, 'custom input "monogram" must be at most 3 characters', {
      index: 0,
      input: 'monogram',
    });
    const { status, body } = await read(failureAnswer(error, { words: 'refusals' }));
    market = 'en-us';
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      {
        status: '422',
        title: 'Unprocessable Entity',
        detail: '3 caractères au maximum.',
        meta: { index: 0, input: 'monogram' },
      },
    ]);
  });

  it('makes the administrator token being refused the store’s fault (502)', async () => {
    for (const status of [401, 403]) {
      const answer = await read(
        failureAnswer(refusal(status, 'token refused'), { token: 'admin', words: 'service' }),
      );
      expect(answer.status).toBe(502);
      expect(JSON.stringify(answer.body)).not.toContain('token refused');
    }
  });

  it('says a search past the service’s limit is one, with how long to wait, in the shopper’s language', async () => {
    const throttled = refusal(429, 'Too many searches from this address', { retry_after_seconds: 42 });
    const english = await failureAnswer(throttled, { limit: 'searches' });
    expect(english.status).toBe(429);
    expect(english.headers.get('retry-after')).toBe('42');
    expect((await english.json()).errors[0]).toMatchObject({
      status: '429',
      detail: 'Too many searches from your connection. Please try again in 42 seconds.',
      meta: { retry_after_seconds: 42 },
    });
    market = 'fr-fr';
    const french = await read(failureAnswer(throttled, { limit: 'searches' }));
    market = 'en-us';
    expect(french.body.errors[0].detail).toBe(
      'Trop de recherches depuis votre connexion. Réessayez dans 42 secondes.',
    );
  });

  it('makes the service’s own faults a 502', async () => {
    const { status, body } = await read(
      failureAnswer(refusal(500, 'stack trace here'), { words: 'service' }),
    );
    expect(status).toBe(502);
    expect(JSON.stringify(body)).not.toContain('stack trace');
  });
});
