import { z } from 'zod';
import {
  currencyCode,
  dateTime,
  displayPrice,
  externalRef,
  owner,
  price,
  relationships,
  timestamps,
  uuid,
} from './common';

const name = z.string().min(3).max(1024);
const description = z.string().max(1024);

/** Spec 2.2 PaymentAuthority. */
export const paymentAuthority = z.object({
  type: z.literal('vendor_payments_processor'),
  customer_id: z.string().min(3).max(1024).optional(),
  card_id: z.string().min(3).max(1024).optional(),
});
export type PaymentAuthority = z.infer<typeof paymentAuthority>;

const ownedMeta = z.object({ owner, timestamps });

/** Spec 2.3. */
export const offering = z.object({
  id: uuid.optional(),
  type: z.literal('subscription_offering'),
  attributes: z.object({
    external_ref: externalRef.optional(),
    name,
    description: description.optional(),
    created_at: dateTime,
    updated_at: dateTime,
    relationships: relationships.optional(),
    meta: ownedMeta.extend({ external_product_refs: z.array(z.string()) }),
  }),
});
export type Offering = z.infer<typeof offering>;

/** Spec 2.4. */
export const offeringProduct = z.object({
  id: uuid.optional(),
  type: z.literal('subscription_offering_product'),
  attributes: z.object({
    external_ref: externalRef.optional(),
    name,
    description: description.optional(),
    sku: z.string().max(1024).optional(),
    main_image: z.string().max(1024).optional(),
    price: price.optional(),
    price_units: z.object({ unit: z.enum(['day', 'month']), amount: z.int().min(1) }).optional(),
    created_at: dateTime,
    updated_at: dateTime,
    relationships: relationships.optional(),
    meta: ownedMeta.extend({ display_price: displayPrice.optional() }),
  }),
});
export type OfferingProduct = z.infer<typeof offeringProduct>;

export const billingIntervalType = z.enum(['day', 'week', 'month', 'year']);

/** Spec 2.5. */
export const offeringPlan = z.object({
  id: uuid.optional(),
  type: z.literal('subscription_offering_plan'),
  attributes: z.object({
    external_ref: externalRef.optional(),
    name,
    description: description.optional(),
    billing_interval_type: billingIntervalType,
    billing_frequency: z.int().min(1),
    trial_period: z.int().min(0).optional(),
    plan_length: z.int().min(1),
    end_behavior: z.enum(['close', 'roll']),
    can_pause: z.boolean(),
    can_resume: z.boolean(),
    can_cancel: z.boolean(),
    base_price_percentage: z.number().max(100).optional(),
    fixed_price: price.optional(),
    created_at: dateTime,
    updated_at: dateTime,
    relationships: relationships.optional(),
    meta: ownedMeta.extend({
      price: price.optional(),
      display_price: displayPrice.optional(),
      active_plan: z.boolean().optional(),
    }),
  }),
});
export type OfferingPlan = z.infer<typeof offeringPlan>;

export const subscriptionAction = z.enum(['cancel', 'pause', 'resume']);
export type SubscriptionAction = z.infer<typeof subscriptionAction>;

/** Spec 2.6. */
export const subscriptionState = z.object({
  id: uuid.optional(),
  type: z.literal('subscription_state'),
  attributes: z.object({ action: subscriptionAction }),
  meta: z.object({
    created_at: dateTime,
    canceled: z.boolean(),
    paused: z.boolean(),
    closed: z.boolean(),
    suspended: z.boolean(),
    invoice_after: dateTime,
  }),
});
export type SubscriptionState = z.infer<typeof subscriptionState>;

/** Spec 2.2. */
export const subscription = z.object({
  id: uuid.optional(),
  type: z.literal('subscription'),
  attributes: z.object({
    external_ref: externalRef.optional(),
    account_id: uuid,
    offering,
    plan_id: uuid,
    currency: currencyCode.max(1024),
    payment_authority: paymentAuthority,
    relationships: relationships.optional(),
    meta: ownedMeta,
    canceled_at: dateTime.optional(),
    paused_at: dateTime.optional(),
    resumed_at: dateTime.optional(),
    end_date: dateTime.optional(),
    status: z.enum(['active', 'inactive']),
  }),
  state: subscriptionState.optional(),
  /**
   * The vendor's top-level meta (beyond the spec), which both of its SDKs read: owner, status,
   * the state flags and the lifecycle timestamps, beside the spec's fields in `attributes`.
   */
  meta: z
    .object({
      owner: z.enum(['store', 'organization']),
      status: z.enum(['active', 'inactive']),
      canceled: z.boolean(),
      paused: z.boolean(),
      closed: z.boolean(),
      suspended: z.boolean(),
      pending: z.boolean(),
      manual_payments: z.boolean(),
      first_invoice_prepaid: z.boolean(),
      invoice_after: dateTime,
      timestamps: z.object({
        created_at: dateTime,
        updated_at: dateTime,
        canceled_at: dateTime.optional(),
        paused_at: dateTime.optional(),
        resumed_at: dateTime.optional(),
        end_date: dateTime.optional(),
      }),
    })
    .optional(),
});
export type Subscription = z.infer<typeof subscription>;

/** Spec 4.1 and DESIGN.md §3: `include` takes `products` and `plans`, comma-separated. */
export const subscriptionInclude = z.enum(['products', 'plans']);
export type SubscriptionInclude = z.infer<typeof subscriptionInclude>;
export const SUBSCRIPTION_INCLUDE_PATTERN = /^(products|plans)(,(products|plans))*$/;

export const subscriptionResponse = z.object({
  data: subscription,
  included: z
    .object({
      products: z.array(offeringProduct).optional(),
      plans: z.array(offeringPlan).optional(),
    })
    .optional(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

/** `GET /v2/subscriptions/subscriptions` (DESIGN.md §3); paged like the catalog listings. */
export const subscriptionListResponse = z.object({
  data: z.array(subscription),
  included: subscriptionResponse.shape.included,
  meta: z
    .object({
      page: z.object({
        limit: z.int().min(1).max(100),
        offset: z.int().min(0),
        current: z.int().min(1),
        total: z.int().min(0),
      }),
      results: z.object({ total: z.int().min(0) }),
    })
    .optional(),
});
export type SubscriptionListResponse = z.infer<typeof subscriptionListResponse>;

/** Spec 4.2. */
export const updateSubscriptionRequest = z.object({
  data: z.object({
    id: uuid,
    type: z.literal('subscription'),
    // Only these two can change; anything else (status, account_id, …) is refused, not ignored.
    attributes: z.strictObject({
      plan_id: uuid.optional(),
      payment_authority: paymentAuthority.optional(),
    }),
  }),
});
export type UpdateSubscriptionRequest = z.infer<typeof updateSubscriptionRequest>;

/** DESIGN.md §3: `POST …/{id}/states`. */
export const subscriptionStateRequest = z.object({
  data: z.object({
    type: z.literal('subscription_state'),
    attributes: z.object({ action: subscriptionAction }),
  }),
});
export type SubscriptionStateRequest = z.infer<typeof subscriptionStateRequest>;

/** The answer of `POST …/{id}/states` (201, the new state). */
export const subscriptionStateResponse = z.object({ data: subscriptionState });

/** The answer of `GET …/{id}/states`: every state, oldest first. */
export const subscriptionStateListResponse = z.object({ data: z.array(subscriptionState) });
