import { describe, expect, it } from 'vitest';
import { projectNextInvoice, trialEndsAt, type BillingRule } from './billing-projection';

const monthly: BillingRule = { unit: 'month', every: 1, length: 12, endBehavior: 'roll' };

describe('projectNextInvoice', () => {
  it('is the next monthly bill counted from the start, strictly after now', () => {
    const started = new Date('2026-01-10T08:00:00Z');
    expect(projectNextInvoice(monthly, started, new Date('2026-04-02T00:00:00Z'))?.toISOString()).toBe(
      '2026-04-10T08:00:00.000Z',
    );
    // A bill due exactly now has been issued: the next one is a month on.
    expect(projectNextInvoice(monthly, started, new Date('2026-04-10T08:00:00Z'))?.toISOString()).toBe(
      '2026-05-10T08:00:00.000Z',
    );
  });

  it('starts billing after the trial', () => {
    const fortnightly: BillingRule = { unit: 'week', every: 2, trial: 2, length: 26, endBehavior: 'roll' };
    const started = new Date('2026-03-01T00:00:00Z');
    expect(projectNextInvoice(fortnightly, started, new Date('2026-03-04T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-15T00:00:00.000Z',
    );
    expect(projectNextInvoice(fortnightly, started, new Date('2026-03-20T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
  });

  it('stops after the last payment of a close plan', () => {
    const instalments: BillingRule = { unit: 'month', every: 1, length: 3, endBehavior: 'close' };
    const started = new Date('2026-01-01T00:00:00Z');
    expect(projectNextInvoice(instalments, started, new Date('2026-02-15T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(projectNextInvoice(instalments, started, new Date('2026-03-01T00:00:00Z'))).toBeNull();
  });

  it('finds far bills without overshooting', () => {
    const started = new Date('2020-01-31T00:00:00Z');
    expect(projectNextInvoice(monthly, started, new Date('2026-02-27T00:00:00Z'))?.toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });
});

describe('trialEndsAt', () => {
  it('is the start of billing while the trial runs, and null after it or without one', () => {
    const rule: BillingRule = { unit: 'month', every: 1, trial: 1, length: 1, endBehavior: 'roll' };
    const started = new Date('2026-05-01T00:00:00Z');
    expect(trialEndsAt(rule, started, new Date('2026-05-20T00:00:00Z'))?.toISOString()).toBe(
      '2026-06-01T00:00:00.000Z',
    );
    expect(trialEndsAt(rule, started, new Date('2026-06-02T00:00:00Z'))).toBeNull();
    expect(trialEndsAt(monthly, started, new Date('2026-05-02T00:00:00Z'))).toBeNull();
  });
});
