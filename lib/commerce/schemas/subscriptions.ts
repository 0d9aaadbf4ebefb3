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

const gatewayId = z.string().min(3).max(1024);

/**
 * Spec 2.2 PaymentAuthority, by either name of its gateway: the spec's `vendor_payments_processor`
 * is the vendor's `elastic_path_payments_stripe` (README, rule of precedence); both are accepted and
 * a subscription answers the one stored.
 */
export const CARD_GATEWAYS = ['elastic_path_payments_stripe', 'vendor_payments_processor'] as const;
export const cardPaymentAuthority = z.object({
  type: z.enum(CARD_GATEWAYS),
  customer_id: gatewayId.optional(),
  card_id: gatewayId.optional(),
});

/** The vendor's other gateway: its profile ids name the same saved cards and customers here. */
export const authorizeNetPaymentAuthority = z.object({
  type: z.literal('authorize_net'),
  payment_profile_id: gatewayId.optional(),
  customer_profile_id: gatewayId.optional(),
});

export const paymentAuthority = z.discriminatedUnion('type', [
  cardPaymentAuthority,
  authorizeNetPaymentAuthority,
]);
export type PaymentAuthority = z.infer<typeof paymentAuthority>;

/** The saved card and the customer an authority names, whichever gateway's words it uses. */
export function authorityCard(authority: PaymentAuthority): { cardId?: string; customerId?: string } {
  return authority.type === 'authorize_net'
    ? { cardId: authority.payment_profile_id, customerId: authority.customer_profile_id }
    : { cardId: authority.card_id, customerId: authority.customer_id };
}

const ownedMeta = z.object({ owner, timestamps });

/**
 * The vendor's top-level `meta` of an offering, beside the spec's `attributes.meta`:
 * `external_plan_refs` are the external refs of what the vendor calls the offering's plans (the
 * spec's products).
 */
const offeringVendorMeta = z.object({
  owner,
  timestamps,
  external_plan_refs: z.array(z.string()),
});

/** Spec 2.3. */
export const offering = z.object({
  id: uuid.optional(),
  type: z.literal('subscription_offering'),
  meta: offeringVendorMeta.optional(),
  attributes: z.object({
    external_ref: externalRef.optional(),
    name,
    description: description.optional(),
    // The spec's; the vendor has the timestamps in the top-level meta only.
    created_at: dateTime.optional(),
    updated_at: dateTime.optional(),
    relationships: relationships.optional(),
    meta: ownedMeta.extend({ external_product_refs: z.array(z.string()) }).optional(),
  }),
  /**
   * The vendor's place for relationships (the spec's `attributes.relationships` stays): `plans` and
   * `pricing_options`, each `{data: [{type, id}]}`.
   */
  relationships: relationships.optional(),
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

/** The vendor's price of a plan under one pricing option (OfferingPlanPriceForPricingOption). */
const priceUnderTerms = z.object({ price: price.optional(), display_price: displayPrice.optional() });

const planMeta = ownedMeta.extend({
  price: price.optional(),
  display_price: displayPrice.optional(),
  /** The vendor's: the plan's price under each of its pricing options, by pricing option id. */
  prices: z.record(uuid, priceUnderTerms).optional(),
  active_plan: z.boolean().optional(),
});

/** Spec 2.5's billing terms of a plan, which are also the vendor's pricing option's (the same fields). */
const billingTerms = z.object({
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
});

/** Spec 2.5. */
export const offeringPlan = z.object({
  id: uuid.optional(),
  type: z.literal('subscription_offering_plan'),
  attributes: z.object({
    ...billingTerms.shape,
    /** The vendor's map of feature configurations; no features are kept here, so it is `{}`. */
    feature_configurations: z.record(z.string(), z.unknown()).optional(),
    created_at: dateTime,
    updated_at: dateTime,
    relationships: relationships.optional(),
    /** The spec's place; the vendor's is the plan's top-level `meta` (read that first). */
    meta: planMeta.optional(),
  }),
  /** The vendor's place for the same meta (the spec's `attributes.meta` stays). */
  meta: planMeta.optional(),
  /** The vendor's: `pricing_options`, the billing terms the plan is sold with. */
  relationships: relationships.optional(),
});
export type OfferingPlan = z.infer<typeof offeringPlan>;

/**
 * The vendor's OfferingPricingOption: the billing terms of a plan. Here a plan's terms are part of
 * the plan (spec 2.5), so each plan is also a pricing option, with the plan's id.
 */
export const offeringPricingOption = z.object({
  id: uuid,
  type: z.literal('subscription_offering_pricing_option'),
  attributes: z.object({
    ...billingTerms.shape,
    created_at: dateTime,
    updated_at: dateTime,
  }),
  /** `plans`: the plans sold with these terms. */
  relationships: relationships.optional(),
  meta: ownedMeta.extend({
    /** The price of each plan under these terms, by plan id. */
    prices: z.record(uuid, priceUnderTerms).optional(),
    price: price.optional(),
    display_price: displayPrice.optional(),
    active_pricing_option: z.boolean().optional(),
  }),
});
export type OfferingPricingOption = z.infer<typeof offeringPricingOption>;

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
    /** The vendor's: the subscriber's name and email (the account's name, its first member's email). */
    name: z.string().optional(),
    email: z.string().optional(),
    offering,
    /** The vendor's: the billing terms chosen, which are the spec's plan here (the same id). */
    pricing_option_id: uuid.optional(),
    plan_id: uuid,
    currency: currencyCode.max(1024),
    /** The vendor marks it write-only: a vendor's answer may leave it out. */
    payment_authority: paymentAuthority.optional(),
    relationships: relationships.optional(),
    // The spec's fields below; the vendor has them in the top-level `meta` only (read that first).
    meta: ownedMeta.optional(),
    canceled_at: dateTime.optional(),
    paused_at: dateTime.optional(),
    resumed_at: dateTime.optional(),
    end_date: dateTime.optional(),
    status: z.enum(['active', 'inactive']).optional(),
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

/**
 * Spec 4.1 and DESIGN.md §3: `include` takes `products` and `plans`, comma-separated, and the
 * vendor's `pricing_options` (the spec does not list the values).
 */
export const subscriptionInclude = z.enum(['products', 'plans', 'pricing_options']);
export type SubscriptionInclude = z.infer<typeof subscriptionInclude>;

export const subscriptionResponse = z.object({
  data: subscription,
  included: z
    .object({
      products: z.array(offeringProduct).optional(),
      plans: z.array(offeringPlan).optional(),
      pricing_options: z.array(offeringPricingOption).optional(),
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
      /** The vendor's name for the same change (a subscription's pricing option is its plan here). */
      pricing_option_id: uuid.optional(),
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

/** The answer of `GET …/{id}/states`: every state, oldest first. */
export const subscriptionStateListResponse = z.object({ data: z.array(subscriptionState) });

const pageMeta = subscriptionListResponse.shape.meta;

/**
 * The vendor's `GET /v2/subscriptions/offerings` (and one offering): `include` adds the plans, the
 * pricing options and the features (none are kept: an empty list).
 */
export const offeringListResponse = z.object({
  data: z.array(offering),
  included: z
    .object({
      plans: z.array(offeringPlan).optional(),
      pricing_options: z.array(offeringPricingOption).optional(),
      features: z.array(z.record(z.string(), z.unknown())).optional(),
    })
    .optional(),
  meta: pageMeta,
});
export const offeringResponse = z.object({
  data: offering,
  included: offeringListResponse.shape.included,
});

/** The vendor's plan lists: an offering's plans, a subscription's plans (with `active_plan`). */
export const offeringPlanListResponse = z.object({ data: z.array(offeringPlan) });

/** The vendor's pricing option lists: an offering's, a subscription's (with `active_pricing_option`). */
export const offeringPricingOptionListResponse = z.object({
  data: z.array(offeringPricingOption),
  meta: pageMeta,
});

/** The vendor's relationship lists (`…/relationships/pricing_options`). */
export const relationshipListResponse = z.object({
  data: z.array(z.object({ type: z.string(), id: uuid })),
});

/** The vendor's `GET …/states/{state_uuid}`. */
export const subscriptionStateOneResponse = z.object({ data: subscriptionState });

const singleCurrencyPrice = z.object({
  currency: currencyCode,
  amount: z.int(),
  includes_tax: z.boolean().optional(),
});

/** The vendor's SubscriptionInvoice: one bill of a subscription's billing schedule. */
export const subscriptionInvoice = z.object({
  id: uuid,
  type: z.literal('subscription_invoice'),
  attributes: z.object({
    billing_period: z.object({ start: dateTime, end: dateTime }),
    invoice_items: z.array(
      z.object({
        description: z.string(),
        price: singleCurrencyPrice,
        plan_id: uuid.optional(),
        from_time_period: dateTime.optional(),
        until_time_period: dateTime.optional(),
      }),
    ),
    outstanding: z.boolean(),
    number: z.int().min(1).optional(),
    tax_required: z.boolean(),
    payment_retries_limit_reached: z.boolean(),
    manual_payment_pending: z.boolean(),
    created_at: dateTime.optional(),
    updated_at: dateTime.optional(),
  }),
  meta: z.object({
    owner,
    subscription_id: uuid.optional(),
    subscriber_id: uuid.optional(),
    price: singleCurrencyPrice.optional(),
    timestamps,
    proration_events: z.array(z.unknown()),
  }),
});
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoice>;

export const subscriptionInvoiceListResponse = z.object({
  data: z.array(subscriptionInvoice),
  meta: pageMeta,
});
export const subscriptionInvoiceResponse = z.object({ data: subscriptionInvoice });
