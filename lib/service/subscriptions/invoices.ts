import { createHash } from 'node:crypto';
import type { SubscriptionInvoice } from '@/lib/commerce/schemas/subscriptions';
import { billAt, billCount, termEnd, type Schedule } from '@/lib/commerce/billing';
import { planPrice } from './pricing';
import type { OfferingBundle } from './subscription-store';
import type { SubscriptionRow } from './schema';

/**
 * The vendor's subscription invoices, read from the billing schedule (lifecycle.ts, billing.ts):
 * one invoice for every bill already due, oldest first, numbered from 1. No payments are taken
 * here, so nothing is stored: an invoice is paid (`outstanding: false`) and its id is derived from
 * the subscription's id and the bill's number, so it stays the same on every read. Bills stop at
 * a pause (the paused time is not billed) and at the cancellation.
 */

/** At most this many invoices of one subscription are read (the paging limit of an offset). */
export const MAX_INVOICES = 10_000;

const HEX_PREFIX = 20;

/** The first 20 hex digits of every invoice id of a subscription (version 8, RFC variant set). */
function idPrefix(subscriptionId: string): string {
  const hash = createHash('sha256').update(`${subscriptionId.toLowerCase()}:invoices`).digest('hex');
  const chars = hash.slice(0, HEX_PREFIX).split('');
  chars[12] = '8';
  chars[16] = ((parseInt(chars[16]!, 16) & 0x3) | 0x8).toString(16);
  return chars.join('');
}

const dashed = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

const invoiceId = (subscriptionId: string, index: number) =>
  dashed(idPrefix(subscriptionId) + index.toString(16).padStart(32 - HEX_PREFIX, '0'));

/** Which subscription (of `candidates`) and which bill an invoice id names, if any. */
export function parseInvoiceId<T extends { id: string }>(
  id: string,
  candidates: readonly T[],
): { subscription: T; index: number } | undefined {
  const hex = id.toLowerCase().replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/.test(hex)) return undefined;
  const subscription = candidates.find((candidate) => idPrefix(candidate.id) === hex.slice(0, HEX_PREFIX));
  if (!subscription) return undefined;
  const index = parseInt(hex.slice(HEX_PREFIX), 16);
  return index < MAX_INVOICES ? { subscription, index } : undefined;
}

const iso = (date: Date) => date.toISOString();

export function invoicesOf(row: SubscriptionRow, bundle: OfferingBundle, now: Date): SubscriptionInvoice[] {
  const plan = bundle.plans.find((candidate) => candidate.id === row.planId);
  if (!plan) return [];
  const schedule: Schedule = { start: row.createdAt, plan, pausedMs: row.pausedMs };
  const stops = [now, row.canceledAt, row.paused ? row.pausedAt : null].filter(
    (date): date is Date => date !== null,
  );
  const cutoff = Math.min(...stops.map((date) => date.getTime()));
  const count = Math.min(billCount(plan), MAX_INVOICES);
  const end = termEnd(schedule);
  const amount = planPrice(plan, bundle.products)?.[row.currency]?.amount ?? 0;
  const price = { currency: row.currency, amount, includes_tax: false };
  const invoices: SubscriptionInvoice[] = [];
  for (let index = 0; index < count; index++) {
    const start = billAt(schedule, index);
    if (start.getTime() > cutoff) break;
    const until = index + 1 < billCount(plan) ? billAt(schedule, index + 1) : (end ?? start);
    const period = { start: iso(start), end: iso(until) };
    invoices.push({
      id: invoiceId(row.id, index),
      type: 'subscription_invoice',
      attributes: {
        billing_period: period,
        invoice_items: [
          {
            description: `${bundle.offering.name}: ${plan.name}`,
            price,
            plan_id: plan.id,
            from_time_period: period.start,
            until_time_period: period.end,
          },
        ],
        outstanding: false,
        number: index + 1,
        tax_required: false,
        payment_retries_limit_reached: false,
        manual_payment_pending: false,
        created_at: period.start,
        updated_at: period.start,
      },
      meta: {
        owner: row.owner,
        subscription_id: row.id,
        subscriber_id: row.accountId,
        price,
        timestamps: { created_at: period.start, updated_at: period.start },
        proration_events: [],
      },
    });
  }
  return invoices;
}
