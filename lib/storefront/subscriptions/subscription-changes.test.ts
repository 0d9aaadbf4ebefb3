import { describe, expect, it } from 'vitest';
import { createCommerceClient } from '@/lib/commerce/client';
import { changeSubscriptionState, updateSubscription } from '@/lib/commerce/operations/subscriptions';
import { validateRequest } from '@/tests/vendor/vendor-conformance';
import { cardChange, planChange } from './subscription-changes';
import { PLAN_IDS } from './fixtures.test-support';

const BASE = 'https://shop.example/commerce';
const ID = 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e01';

/** The request the storefront's commerce client sends, and a client that answers `answer`. */
function recorder(answer: () => Response) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const client = createCommerceClient({
    baseUrl: BASE,
    fetch: async (request) => {
      const text = await request.text();
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname.slice('/commerce'.length),
        body: text ? JSON.parse(text) : undefined,
      });
      return answer();
    },
  });
  return { client, sent };
}

/** Every vendor document that has the operation accepts the body (checked with VENDOR_OPENAPI_DIR). */
async function expectVendorAccepts(request: { method: string; path: string; body: unknown }) {
  const check = await validateRequest(request.method, request.path, request.body);
  if (!check) return; // no vendor documents here: the suite says so in one line
  expect(check.kind).toBe('checked');
  if (check.kind === 'checked')
    for (const verdict of check.verdicts)
      expect(verdict.problems, verdict.operation.document.name).toEqual([]);
}

describe('what the account page sends for a subscription (issue 23.7)', () => {
  it('a card change names the gateway as the vendor does, and its request schema accepts it', async () => {
    const { client, sent } = recorder(() => Response.json({}, { status: 500 }));
    await updateSubscription(client, ID, cardChange('card_demo_ada_amex_0005'));
    expect(sent[0]!.body).toEqual({
      data: {
        id: ID,
        type: 'subscription',
        attributes: {
          payment_authority: { type: 'elastic_path_payments_stripe', card_id: 'card_demo_ada_amex_0005' },
        },
      },
    });
    await expectVendorAccepts(sent[0]!);
  });

  it('a plan change and a state change are bodies the vendor accepts; a 204 answer is a success', async () => {
    const { client, sent } = recorder(() => new Response(null, { status: 204 }));
    await updateSubscription(client, ID, planChange(PLAN_IDS.quarterly));
    await expectVendorAccepts(sent[0]!);
    const paused = await changeSubscriptionState(client, ID, 'pause');
    expect(paused.ok).toBe(true);
    expect(sent[1]).toMatchObject({ method: 'POST', path: `/v2/subscriptions/subscriptions/${ID}/states` });
    await expectVendorAccepts(sent[1]!);
  });
});
