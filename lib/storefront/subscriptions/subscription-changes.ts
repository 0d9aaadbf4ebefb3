import type { SubscriptionChanges } from '@/lib/commerce/operations/subscriptions';

/**
 * The changes the account's subscription page sends (spec 4.2), in words the vendor's request
 * schema accepts (issue 23.7): the gateway by the vendor's name `elastic_path_payments_stripe`
 * (the spec's `vendor_payments_processor` is its synonym, which the vendor refuses). Only the card
 * changes; the service keeps the customer of the payment authority.
 */
export const cardChange = (cardId: string): SubscriptionChanges => ({
  payment_authority: { type: 'elastic_path_payments_stripe', card_id: cardId },
});

export const planChange = (planId: string): SubscriptionChanges => ({ plan_id: planId });
