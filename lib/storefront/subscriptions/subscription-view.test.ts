import { describe, expect, it } from 'vitest';
import { PLAN_IDS, detailResponse, plan, state, subscription } from './fixtures.test-support';
import { toSubscriptionDetail, toSubscriptionSummaries } from './subscription-view';

const now = new Date('2026-04-02T00:00:00Z');

describe('toSubscriptionDetail', () => {
  it('maps the offering, its products and plans, prices in the subscription currency, and the card', () => {
    const detail = toSubscriptionDetail(detailResponse(subscription()), now);
    expect(detail).toMatchObject({
      id: 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e01',
      offeringName: 'Coffee Club',
      offeringDescription: 'Beans at your door.',
      planId: PLAN_IDS.monthly,
      planName: 'Monthly delivery',
      status: 'active',
      flags: { canceled: false, paused: false, closed: false, suspended: false },
      card: { cardId: 'card_ada_4242', customerId: 'cus_ada' },
    });
    expect(detail?.plans.map((p) => [p.name, p.price])).toEqual([
      ['Monthly delivery', { amount: 3900, currency: 'USD' }],
      ['Quarterly saver', { amount: 10530, currency: 'USD' }],
    ]);
    // No display price on the product: its price in the subscription's currency is used.
    expect(detail?.products[0]).toMatchObject({
      name: 'House Espresso Beans, 1 kg',
      price: { amount: 2400, currency: 'USD' },
      period: { unit: 'month', amount: 1 },
    });
  });

  it('takes the next invoice from the latest state when there is one', () => {
    const detail = toSubscriptionDetail(
      detailResponse(subscription({}, state('resume', { invoice_after: '2026-04-20T00:00:00.000Z' }))),
      now,
    );
    expect(detail?.nextInvoice).toBe('2026-04-20T00:00:00.000Z');
  });

  it('projects the next invoice from the plan for a subscription that has no state yet', () => {
    const detail = toSubscriptionDetail(detailResponse(subscription()), now);
    expect(detail?.nextInvoice).toBe('2026-04-10T08:00:00.000Z');
  });

  it('has no next invoice while paused, once canceled, or after a close plan ended', () => {
    const paused = toSubscriptionDetail(
      detailResponse(
        subscription(
          { status: 'inactive', paused_at: '2026-03-01T00:00:00.000Z' },
          state('pause', { paused: true }),
        ),
      ),
      now,
    );
    expect(paused).toMatchObject({
      flags: { paused: true },
      dates: { pausedAt: '2026-03-01T00:00:00.000Z' },
    });
    expect(paused?.nextInvoice).toBeUndefined();

    const canceled = toSubscriptionDetail(
      detailResponse(
        subscription(
          { status: 'inactive', canceled_at: '2026-03-05T00:00:00.000Z' },
          state('cancel', { canceled: true }),
        ),
      ),
      now,
    );
    expect(canceled?.flags.canceled).toBe(true);
    expect(canceled?.nextInvoice).toBeUndefined();

    const ended = toSubscriptionDetail(
      detailResponse(subscription({ status: 'inactive', end_date: '2026-03-10T08:00:00.000Z' }), [
        plan(PLAN_IDS.monthly, { end_behavior: 'close', plan_length: 2 }),
      ]),
      now,
    );
    expect(ended?.flags).toMatchObject({ closed: true, canceled: false });
    expect(ended?.nextInvoice).toBeUndefined();
  });

  it('says when a running trial ends', () => {
    const trial = toSubscriptionDetail(
      detailResponse(
        subscription({
          meta: {
            owner: 'store',
            timestamps: { created_at: '2026-03-30T00:00:00.000Z', updated_at: '2026-03-30T00:00:00.000Z' },
          },
        }),
        [plan(PLAN_IDS.monthly, { billing_interval_type: 'week', billing_frequency: 2, trial_period: 2 })],
      ),
      now,
    );
    expect(trial?.dates.trialEnds).toBe('2026-04-13T00:00:00.000Z');
    expect(trial?.nextInvoice).toBe('2026-04-13T00:00:00.000Z');
  });
});

describe('toSubscriptionSummaries', () => {
  it('names each subscription’s plan from the included plans', () => {
    const summaries = toSubscriptionSummaries(
      {
        data: [subscription({ plan_id: PLAN_IDS.quarterly })],
        included: { plans: [plan(PLAN_IDS.monthly), plan(PLAN_IDS.quarterly)] },
      },
      now,
    );
    expect(summaries).toEqual([
      expect.objectContaining({
        offeringName: 'Coffee Club',
        planName: 'Quarterly saver',
        status: 'active',
        nextInvoice: '2026-04-10T08:00:00.000Z',
      }),
    ]);
  });
});

describe('a subscription as the vendor answers it (issue 23.7)', () => {
  /** The vendor's places only: lifecycle in the top-level meta, plan prices in each plan's meta. */
  function vendorShaped() {
    const spec = subscription();
    const {
      meta: _specMeta,
      status: _status,
      payment_authority: _authority,
      ...attributes
    } = spec.attributes;
    const vendorPlan = (id: string) => {
      const { meta: planMeta, ...planAttributes } = plan(id).attributes;
      const { display_price: _display, ...owned } = planMeta!;
      return {
        ...plan(id),
        attributes: planAttributes,
        meta: { ...owned, price: { USD: { amount: 4200 } } },
      };
    };
    return detailResponse(
      {
        ...spec,
        attributes: {
          ...attributes,
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          pricing_option_id: PLAN_IDS.monthly,
        },
        meta: {
          owner: 'store',
          status: 'inactive',
          canceled: false,
          paused: true,
          closed: false,
          suspended: false,
          pending: false,
          manual_payments: false,
          first_invoice_prepaid: false,
          invoice_after: '2026-05-01T00:00:00.000Z',
          timestamps: {
            created_at: '2026-01-05T00:00:00.000Z',
            updated_at: '2026-03-01T00:00:00.000Z',
            paused_at: '2026-03-01T00:00:00.000Z',
          },
        },
      },
      [vendorPlan(PLAN_IDS.monthly), vendorPlan(PLAN_IDS.quarterly)],
    );
  }

  it('reads status, flags and dates from the top-level meta, and plan prices from each plan’s meta', () => {
    const detail = toSubscriptionDetail(vendorShaped(), now);
    expect(detail).toMatchObject({
      status: 'inactive',
      flags: { paused: true, canceled: false },
      started: '2026-01-05T00:00:00.000Z',
      dates: { pausedAt: '2026-03-01T00:00:00.000Z' },
      planPrice: { amount: 4200, currency: 'USD' },
      card: {},
    });
    expect(detail?.nextInvoice).toBeUndefined();
    expect(detail?.card.cardId).toBeUndefined();
  });

  it('takes the next invoice from the vendor’s meta while active', () => {
    const response = vendorShaped();
    response.data.meta = { ...response.data.meta!, status: 'active', paused: false };
    const detail = toSubscriptionDetail(response, now);
    expect(detail).toMatchObject({ status: 'active', nextInvoice: '2026-05-01T00:00:00.000Z' });
  });
});
