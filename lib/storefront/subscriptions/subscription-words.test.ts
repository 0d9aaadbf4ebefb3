import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import {
  billingPeriodLabel,
  flagSentences,
  planRulesLabel,
  productPeriodLabel,
  statusBadge,
  termLabel,
  trialLabel,
} from './subscription-words';
import type { BillingRule } from './billing-projection';

const rule = (overrides: Partial<BillingRule> = {}): BillingRule => ({
  unit: 'month',
  every: 1,
  length: 12,
  endBehavior: 'roll',
  ...overrides,
});
const t = createTranslator({ locale: 'en-us', messages: en, namespace: 'Subscriptions' });
const none = { canceled: false, paused: false, closed: false, suspended: false };

describe('subscription words', () => {
  it('says how often a plan bills, how it ends and its trial', () => {
    expect(billingPeriodLabel(t, rule())).toBe('every month');
    expect(billingPeriodLabel(t, rule({ every: 3 }))).toBe('every 3 months');
    expect(billingPeriodLabel(t, rule({ unit: 'week', every: 2 }))).toBe('every 2 weeks');
    expect(termLabel(t, rule())).toBe('Renews until you cancel');
    expect(termLabel(t, rule({ endBehavior: 'close', length: 12 }))).toBe(
      'Ends after 12 months (12 payments)',
    );
    expect(termLabel(t, rule({ unit: 'year', endBehavior: 'close', length: 1 }))).toBe(
      'Ends after 1 year (one payment)',
    );
    expect(trialLabel(t, rule({ unit: 'week', trial: 2 }))).toBe('First 2 weeks free');
    expect(trialLabel(t, rule())).toBeUndefined();
  });

  it('says what a plan allows', () => {
    const plan = { id: 'p', name: 'p', billing: rule(), canPause: false, canResume: false, canCancel: true };
    expect(planRulesLabel(t, plan)).toBe("Can't be paused, can be canceled");
  });

  it('says what a product price covers', () => {
    expect(productPeriodLabel(t, { id: 'a', name: 'a', period: { unit: 'month', amount: 1 } })).toBe(
      'per month',
    );
    expect(productPeriodLabel(t, { id: 'a', name: 'a', period: { unit: 'day', amount: 14 } })).toBe(
      'per 14 days',
    );
    expect(productPeriodLabel(t, { id: 'a', name: 'a' })).toBe('one-off');
  });

  it('puts the most telling state on the badge', () => {
    expect(statusBadge(t, none, 'active')).toEqual({ label: 'Active', tone: 'good' });
    expect(statusBadge(t, { ...none, paused: true }, 'inactive')).toEqual({
      label: 'Paused',
      tone: 'paused',
    });
    expect(statusBadge(t, { ...none, paused: true, canceled: true }, 'inactive')).toEqual({
      label: 'Canceled',
      tone: 'ended',
    });
    expect(statusBadge(t, { ...none, closed: true }, 'inactive')).toEqual({ label: 'Ended', tone: 'ended' });
  });

  it('puts every flag that is set in words, or says none is', () => {
    expect(flagSentences(t, none, 'active')).toEqual([
      'Active.',
      'Not paused, canceled, closed or suspended.',
    ]);
    expect(flagSentences(t, { ...none, paused: true }, 'inactive')).toEqual([
      'Inactive.',
      'Paused: nothing is delivered or billed until it resumes.',
    ]);
  });

  it('speaks French with French plurals', () => {
    const french = createTranslator({ locale: 'fr-fr', messages: fr, namespace: 'Subscriptions' });
    expect(billingPeriodLabel(french, rule())).toBe('tous les mois');
    expect(billingPeriodLabel(french, rule({ unit: 'week', every: 2 }))).toBe('toutes les 2 semaines');
    expect(termLabel(french, rule({ unit: 'year', endBehavior: 'close', length: 1 }))).toBe(
      'Se termine après 1 an (un seul paiement)',
    );
    expect(statusBadge(french, { ...none, canceled: true }, 'inactive').label).toBe('Résilié');
  });
});
